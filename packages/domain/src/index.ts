// @evenkeel/domain: the product's thinking as pure functions, and the one app router.
export * from "./bands/index.ts";
export * from "./burnout/index.ts";
export * from "./dashboard/build-dashboard.ts";
export * from "./dates/index.ts";
export * from "./demo/index.ts";
export * from "./evaluation/index.ts";
export * from "./insights/index.ts";
export * from "./mood/index.ts";
export * from "./narration/index.ts";
export * from "./outreach/index.ts";
export * from "./scoring/index.ts";
export * from "./trends/index.ts";
