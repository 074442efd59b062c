// The demo account's simulated data (docs/decisions/004-demo-score-and-seed-story.md) and the demo score rule.
export { DEMO_SCORE_RAISES, DEMO_SETTLED_DAY_RELIEF, scoreDemoDay } from "./demo-burnout-score.ts";
export { type DemoData, type DemoDataInput, generateDemoData } from "./generate-demo-data.ts";
