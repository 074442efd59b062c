// Mood statistics and the mood screen's 7-day trend.
export { computeMoodStats, type MoodStatsInput, moodTrend } from "./mood-stats.ts";
