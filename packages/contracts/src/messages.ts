// Every fixed user-facing text the server, the demo or the web app may show (docs/screens.md),
// so all three use the same words. Texts with a blank are functions.
// Each feature's texts live in messages/<feature>.ts; this file re-exports them all.

export * from "./messages/account.ts";
export * from "./messages/auth.ts";
export * from "./messages/dashboard.ts";
export * from "./messages/dates.ts";
export * from "./messages/demo.ts";
export * from "./messages/exports.ts";
export * from "./messages/fitbit-export.ts";
export * from "./messages/google-health.ts";
export * from "./messages/imports.ts";
export * from "./messages/insights.ts";
export * from "./messages/levels.ts";
export * from "./messages/mood.ts";
export * from "./messages/offline.ts";
export * from "./messages/outreach.ts";
export * from "./messages/personal-signals.ts";
export * from "./messages/public-pages.ts";
export * from "./messages/server.ts";
export * from "./messages/wearables.ts";
