// Entity schemas: the shapes the API answers with (docs/architecture.md).
export * from "./auth.ts";
export * from "./burnout-score.ts";
export * from "./dashboard.ts";
export * from "./data-import.ts";
export * from "./export-document.ts";
export * from "./health-metric.ts";
export * from "./insight.ts";
export * from "./insight-structured-data.ts";
export * from "./metric-sources.ts";
export * from "./mood.ts";
export * from "./narration.ts";
export * from "./outreach.ts";
export * from "./personal-signals.ts";
export * from "./profile-picture.ts";
export * from "./user.ts";
export * from "./wearable.ts";
