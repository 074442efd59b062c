// Call contracts (docs/architecture.md), grouped by area.
export * from "./auth.ts";
export * from "./burnout.ts";
export * from "./date-range.ts";
export * from "./define.ts";
export * from "./health.ts";
export * from "./imports.ts";
export * from "./insights.ts";
export * from "./mood.ts";
export * from "./narrator.ts";
export * from "./outreach.ts";
export * from "./reports.ts";
export * from "./wearable.ts";
