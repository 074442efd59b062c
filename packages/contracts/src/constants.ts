// Business constants and limits (docs/screens.md, plus the bounds of docs/security.md), as named
// exports so web, server and demo use the same numbers. Times are in milliseconds.

// Accounts
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Where uploaded pictures are served; profile_picture_url is always under this path. */
export const UPLOADS_PATH_PREFIX = "/api/uploads/";

// Mood
export const MOOD_RATING_MIN = 1;
export const MOOD_RATING_MAX = 10;
export const DEMO_MOOD_RATING_MIN = 3;
export const DEMO_MOOD_RATING_MAX = 10;
export const MOOD_NOTES_MAX_LENGTH = 10_000;
export const MOOD_TREND_WINDOW_DAYS = 7;

// Burnout score
export const BURNOUT_SCORE_MIN = 0;
export const BURNOUT_SCORE_MAX = 100;
/**
 * A score whose confidence_score is below this stands on too little data to be called
 * high or critical without a qualifier (the score's own rules decide the level,
 * the screens use this to say how sure it is). See docs/score.md.
 */
export const LOW_CONFIDENCE_BELOW = 50;

// Call defaults and bounds
export const DEFAULT_HISTORY_LIMIT = 30;
export const HISTORY_LIMIT_MAX = 1000;
/**
 * A mood list answer also ends once its notes hold this many characters (the first mood is
 * always included): 1,000 moods of 10,000-character notes would be 20 MB in memory per call.
 * Ask for older moods with an end_date before the oldest one received (docs/security.md).
 */
export const MOOD_LIST_NOTES_BUDGET = 100_000;
/**
 * Calls per tRPC batch request. The web app's largest batch is 6 (the dashboard: me,
 * dashboard, today's mood, connection and the two neighbouring days); its link splits at this.
 */
export const TRPC_MAX_BATCH_CALLS = 10;
export const DEFAULT_INSIGHTS_LIMIT = 10;
export const INSIGHTS_LIMIT_MAX = 100;
export const DEFAULT_MOOD_STATS_DAYS = 30;
export const MOOD_STATS_DAYS_MAX = 365;
export const DEFAULT_BURNOUT_CALCULATION_DAYS = 14;
export const BURNOUT_CALCULATION_DAYS_MIN = 7;
export const BURNOUT_CALCULATION_DAYS_MAX = 90;
export const DEFAULT_INSIGHT_GENERATION_DAYS = 14;
export const INSIGHT_GENERATION_DAYS_MAX = 90;
export const INSIGHT_FEEDBACK_MAX_LENGTH = 2000;

// History screen
export const HISTORY_RANGE_DAYS = [7, 14, 30] as const;
export const DEFAULT_HISTORY_RANGE_DAYS = 30;
export const CHART_MAX_DAYS_OVERRIDE = 999;

// Sync
export const AUTO_SYNC_THRESHOLD_HOURS = 6;

// Query timings (TanStack Query)
export const DASHBOARD_REFETCH_INTERVAL_MS = 60_000;
export const DASHBOARD_STALE_TIME_MS = 5 * 60_000;
export const DASHBOARD_CACHE_TIME_MS = 30 * 60_000;
export const QUERY_STALE_TIME_MS = 30_000;
export const QUERY_RETRY_COUNT = 1;

// Dashboard chart and rings
export const DASHBOARD_CHART_DAYS = 7;
export const DASHBOARD_CHART_DAYS_WIDE = 14;
export const DASHBOARD_CHART_WIDE_BREAKPOINT_PX = 1500;

export const CHART_SERIES = [
  { key: "recovery_score", label: "Recovery" },
  { key: "hrv", label: "HRV" },
  { key: "sleep_quality_score", label: "Sleep" },
  { key: "day_strain", label: "Strain" },
] as const;

export type ChartSeriesKey = (typeof CHART_SERIES)[number]["key"];

export const RING_MAXIMUMS: Readonly<Record<ChartSeriesKey, number>> = {
  recovery_score: 100,
  hrv: 100,
  sleep_quality_score: 100,
  day_strain: 21,
};

export const RING_DECIMALS: Readonly<Record<ChartSeriesKey, number>> = {
  recovery_score: 0,
  hrv: 1,
  sleep_quality_score: 0,
  day_strain: 1,
};

export const RING_UNITS: Readonly<Record<ChartSeriesKey, string>> = {
  recovery_score: "%",
  hrv: "ms",
  sleep_quality_score: "%",
  day_strain: "",
};

export const SWIPE_THRESHOLD_PX = 50;

/** Summary-card trend: latest value compared with these (docs/screens.md). */
export const TREND_REFERENCES = {
  recovery: 70,
  hrv: 50,
  mood: 7,
  sleep_quality: 75,
} as const;

// Demo data (docs/decisions/004-demo-score-and-seed-story.md)
export const DEMO_METRIC_DAYS = 90;
export const DEMO_MOOD_DAY_SHARE = 0.85;
export const DEMO_INSIGHT_COUNTS = { weekly_summary: 6, burnout_alert: 3, trend_analysis: 3 } as const;
export const DEMO_RESEED_AFTER_DAYS = 7;
export const DEMO_LAST_SYNC_HOURS_AGO = 2;
export const DEMO_BURNOUT_BASELINE = 30;
/** The demo score is raised when a day's value crosses one of these. */
export const DEMO_BURNOUT_THRESHOLDS = {
  recovery_below: 60,
  hrv_below: 50,
  sleep_quality_below: 70,
  strain_above: 15,
} as const;
export const DEMO_CONFIDENCE_MIN = 85;
export const DEMO_CONFIDENCE_MAX = 95;
/** Demo burnout trend: increasing/decreasing only when the score moved by more than this. */
export const DEMO_BURNOUT_TREND_DELTA = 5;

// Timings of screens and the demo
export const CONFIRM_REDIRECT_DELAY_MS = 2000;
export const CALLBACK_SUCCESS_REDIRECT_MS = 2000;
export const CALLBACK_ERROR_REDIRECT_MS = 3000;
export const DISCONNECT_MESSAGE_MS = 3000;
export const DEMO_SYNC_DELAY_MS = 1500;

// Settings
export const ERASE_CONFIRMATION_WORD = "ERASE";

// Dates and locale
/** 0 = Sunday, as date-fns' weekStartsOn. */
export const WEEK_STARTS_ON = 0;
export const LOCALE = "en-US";

// Exports, the clinician report and its share links (docs/exports.md)
export const REPORT_WEEKS = [4, 8, 12] as const;
export const DEFAULT_REPORT_WEEKS = 4;
export const SHARE_LINK_DAYS_MIN = 1;
export const SHARE_LINK_DAYS_MAX = 30;
export const DEFAULT_SHARE_LINK_DAYS = 7;
/** Where a share link's page lives: `${SHARED_REPORT_PATH}/${token}`. */
export const SHARED_REPORT_PATH = "/shared";
/** An export file to import, zip or JSON, at most this big. */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
/**
 * The most an export's JSON may unpack to from a zip: what the JSON itself may weigh as a plain
 * upload. Ten years of every day from four sources, a score, a mood with a 1,000-character note,
 * weekly insights and ten WHOOP journal answers come to about 20 MB (docs/exports.md, "Import").
 */
export const EXPORT_JSON_MAX_BYTES = IMPORT_MAX_BYTES;

/** How far back "Add a missed day" reaches. */
export const MISSED_DAY_MAX_DAYS_BACK = 30;
/** Browsers one account may subscribe to push (docs/security.md): a person's devices, with room. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
