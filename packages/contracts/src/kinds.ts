// The kinds of insight, the risk levels and the score's factors, as plain lists (their schemas
// are in primitives.ts and entities/burnout-score.ts). No zod here: screens that only name or
// order them, such as the dashboard's gauge and score explanation, do not download the schema
// library for that.
export const INSIGHT_TYPES = ["weekly_summary", "burnout_alert", "trend_analysis"] as const;

export const RISK_LEVELS = ["low", "moderate", "high", "critical"] as const;

export const SCORE_FACTORS = ["mood", "recovery", "hrv", "sleep_quality", "strain"] as const;
