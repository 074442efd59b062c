// The database as kysely sees it: one interface per table, with Selectable / Insertable /
// Updateable aliases. Mirrors the migrations; rows are mapped to contract types by repositories.
import type { DataImportKind, HrvMeasure, StressDaySummary } from "@evenkeel/contracts";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** ISO-8601 UTC timestamp, e.g. 2026-11-21T08:30:00.000Z. */
type Timestamp = string;
/** The user's local calendar day, YYYY-MM-DD. */
type CalendarDate = string;
/** SQLite has no boolean: 0 or 1. */
type Flag = 0 | 1;
/** A JSON document stored as text; parsed and validated with the contract schema on read. */
type JsonText = string;

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  confirmation_tokens: ConfirmationTokensTable;
  health_metrics: HealthMetricsTable;
  moods: MoodsTable;
  burnout_scores: BurnoutScoresTable;
  insights: InsightsTable;
  wearable_connections: WearableConnectionsTable;
  oauth_states: OauthStatesTable;
  uploads: UploadsTable;
  wearable_day_notes: WearableDayNotesTable;
  source_daily_metrics: SourceDailyMetricsTable;
  wearable_request_budget: WearableRequestBudgetTable;
  score_rescoring: ScoreRescoringTable;
  report_share_links: ReportShareLinksTable;
  report_share_link_opens: ReportShareLinkOpensTable;
  narrator_settings: NarratorSettingsTable;
  user_data_versions: UserDataVersionsTable;
  user_day_totals: UserDayTotalsTable;
  metric_source_preferences: MetricSourcePreferencesTable;
  provider_token_endpoints: ProviderTokenEndpointsTable;
  user_preferences: UserPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  checkin_tokens: CheckinTokensTable;
  outreach_claims: OutreachClaimsTable;
  early_warning_alerts: EarlyWarningAlertsTable;
  data_imports: DataImportsTable;
  journal_answers: JournalAnswersTable;
  jobs: JobsTable;
  rate_limit_hits: RateLimitHitsTable;
  upload_files: UploadFilesTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export type JobStatus = "queued" | "running" | "failed";

/** Background work (src/jobs/job-runner.ts); (kind, key) unique. */
export interface JobsTable {
  id: string;
  kind: string;
  key: string;
  payload: JsonText;
  status: JobStatus;
  run_at: Timestamp;
  attempts: number;
  max_attempts: number;
  lease_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type JobRow = Selectable<JobsTable>;

/** A counted throttle hit, shared by every process (PostgreSQL). */
export interface RateLimitHitsTable {
  bucket: string;
  key: string;
  hit_at: Timestamp;
}

/** A provider's webhook delivery already acted on, by its signature (replay memory). */
export interface WebhookDeliveriesTable {
  provider: string;
  signature: string;
  received_at: Timestamp;
}

/** A stored picture's bytes (PostgreSQL). */
export interface UploadFilesTable {
  file_name: string;
  bytes: Buffer;
  created_at: Timestamp;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
  time_zone: Generated<string>;
  email_confirmed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}
export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  family_id: string;
  token_hash: string;
  parent_id: string | null;
  created_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
}
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type NewRefreshTokenRow = Insertable<RefreshTokensTable>;
export type RefreshTokenUpdate = Updateable<RefreshTokensTable>;

export interface ConfirmationTokensTable {
  token_hash: string;
  user_id: string;
  type: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
export type ConfirmationTokenRow = Selectable<ConfirmationTokensTable>;
export type NewConfirmationTokenRow = Insertable<ConfirmationTokensTable>;
export type ConfirmationTokenUpdate = Updateable<ConfirmationTokensTable>;

export interface HealthMetricsTable {
  id: string;
  user_id: string;
  date: CalendarDate;
  recovery_score: number | null;
  resting_hr: number | null;
  hrv: number | null;
  sleep_duration_minutes: number | null;
  sleep_quality_score: number | null;
  day_strain: number | null;
  workout_count: number | null;
  /** Oura's daily stress (minutes in its high-stress / high-recovery zones, its summary); null elsewhere. */
  stress_high_minutes: number | null;
  recovery_high_minutes: number | null;
  stress_day_summary: StressDaySummary | null;
  /** Where the day came from: a provider's path segment such as "whoop". */
  source: string;
  /** The measure behind `hrv` ("rmssd", "sdnn"); null without an HRV value. */
  hrv_measure: HrvMeasure | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * One source's own record of a day (a provider, later a file import), kept beside the others;
 * health_metrics holds the one value per metric resolved from them (store/source-metrics.ts).
 */
export interface SourceDailyMetricsTable {
  user_id: string;
  date: CalendarDate;
  source: string;
  recovery_score: number | null;
  resting_hr: number | null;
  hrv: number | null;
  hrv_measure: HrvMeasure | null;
  sleep_duration_minutes: number | null;
  sleep_quality_score: number | null;
  day_strain: number | null;
  workout_count: number | null;
  /** Oura's daily stress (minutes in its high-stress / high-recovery zones, its summary); null elsewhere. */
  stress_high_minutes: number | null;
  recovery_high_minutes: number | null;
  stress_day_summary: StressDaySummary | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type SourceDailyMetricRow = Selectable<SourceDailyMetricsTable>;
export type HealthMetricRow = Selectable<HealthMetricsTable>;
export type NewHealthMetricRow = Insertable<HealthMetricsTable>;
export type HealthMetricUpdate = Updateable<HealthMetricsTable>;

export interface MoodsTable {
  id: string;
  user_id: string;
  date: CalendarDate;
  rating: number;
  notes: string | null;
  /** JSON array of MoodTag names. */
  tags: Generated<JsonText>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type MoodRow = Selectable<MoodsTable>;
export type NewMoodRow = Insertable<MoodsTable>;
export type MoodUpdate = Updateable<MoodsTable>;

export interface BurnoutScoresTable {
  id: string;
  user_id: string;
  date: CalendarDate;
  overall_risk_score: number;
  risk_level: "low" | "moderate" | "high" | "critical";
  risk_factors: JsonText;
  mood_risk: number | null;
  contributions: JsonText;
  confidence_score: number | null;
  data_points_used: number | null;
  calibrating: Generated<Flag>;
  algorithm_version: string;
  calculated_at: Timestamp;
}
export type BurnoutScoreRow = Selectable<BurnoutScoresTable>;
export type NewBurnoutScoreRow = Insertable<BurnoutScoresTable>;
export type BurnoutScoreUpdate = Updateable<BurnoutScoresTable>;

export interface InsightsTable {
  id: string;
  user_id: string;
  insight_type: "weekly_summary" | "burnout_alert" | "trend_analysis";
  title: string;
  content: string;
  recommendations: JsonText;
  structured_data: JsonText;
  date_range_start: CalendarDate | null;
  date_range_end: CalendarDate | null;
  helpful: Flag | null;
  feedback: string | null;
  created_at: Timestamp;
  written_by: Generated<"deterministic" | "language_model">;
  /** NarrationRecord JSON when the language model was asked; null otherwise. */
  narration: JsonText | null;
}
export type InsightRow = Selectable<InsightsTable>;
export type NewInsightRow = Insertable<InsightsTable>;
export type InsightUpdate = Updateable<InsightsTable>;

export interface WearableConnectionsTable {
  id: string;
  user_id: string;
  provider: string;
  provider_user_id: string | null;
  /** AES-256-GCM envelopes (SECURITY.md 11); never a plaintext token. */
  access_token_enc: string | null;
  refresh_token_enc: string | null;
  token_expires_at: Timestamp | null;
  scope: string | null;
  connected_at: Timestamp;
  last_synced_at: Timestamp | null;
  sync_enabled: Generated<Flag>;
  needs_reconnect: Generated<Flag>;
  /** JSON array of the data types the member did not share (scopes unticked); null when none. */
  unavailable_data: string | null;
}
export type WearableConnectionRow = Selectable<WearableConnectionsTable>;
export type NewWearableConnectionRow = Insertable<WearableConnectionsTable>;
export type WearableConnectionUpdate = Updateable<WearableConnectionsTable>;

export interface OauthStatesTable {
  state_hash: string;
  user_id: string;
  provider: string;
  redirect_uri: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The session that started the flow (null only on states from before the column existed). */
  session_id: string | null;
  /** PKCE code verifier for the exchange (null only on states from before the column existed). */
  code_verifier: string | null;
}
export type OauthStateRow = Selectable<OauthStatesTable>;
export type NewOauthStateRow = Insertable<OauthStatesTable>;
export type OauthStateUpdate = Updateable<OauthStatesTable>;

export interface UploadsTable {
  id: string;
  file_name: string;
  owner_user_id: string | null;
  created_at: Timestamp;
}
export type UploadRow = Selectable<UploadsTable>;
export type NewUploadRow = Insertable<UploadsTable>;
export type UploadUpdate = Updateable<UploadsTable>;

/** A day whose WHOOP score is still pending (fetched again later) or calibrating. */
export interface WearableDayNotesTable {
  connection_id: string;
  date: CalendarDate;
  score_pending: Generated<Flag>;
  user_calibrating: Generated<Flag>;
  updated_at: Timestamp;
}
export type WearableDayNoteRow = Selectable<WearableDayNotesTable>;

/** The provider's app-wide request budget (all users): this minute, this UTC day, a 429 pause. */
export interface WearableRequestBudgetTable {
  provider: string;
  minute_start: Timestamp;
  minute_used: Generated<number>;
  day_start: CalendarDate;
  day_used: Generated<number>;
  paused_until: Timestamp | null;
}
export type WearableRequestBudgetRow = Selectable<WearableRequestBudgetTable>;

/** A read-only link to the clinician report; the token itself is never stored. */
export interface ReportShareLinksTable {
  id: string;
  user_id: string;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  weeks: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}
export type ReportShareLinkRow = Selectable<ReportShareLinksTable>;

/** One opening of a share link (its page or its PDF): the link's access log. */
export interface ReportShareLinkOpensTable {
  link_id: string;
  opened_at: Timestamp;
}
/** One user's language-model narrator choice (docs/decisions/027-language-model-narrator.md). */
export interface NarratorSettingsTable {
  user_id: string;
  enabled: Flag;
  allow_notes: Flag;
  updated_at: Timestamp;
}
export type NarratorSettingsRow = Selectable<NarratorSettingsTable>;

/** Rescoring a user's stored history with a newer score version (issue 15). */
export interface ScoreRescoringTable {
  user_id: string;
  algorithm_version: string;
  from_date: CalendarDate;
  to_date: CalendarDate;
  /** The first day not rescored yet; null once finished. */
  next_date: CalendarDate | null;
  total_days: number;
  done_days: number;
  started_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}
export type ScoreRescoringRow = Selectable<ScoreRescoringTable>;

/** One counter per user, raised by triggers on every write to that user's data (docs/data-versions.md). */
export interface UserDataVersionsTable {
  user_id: string;
  version: number;
}

/** How many rows (days) a user has in a table, kept by triggers (docs/decisions/040-reads-through-the-stock-stack.md). */
export interface UserDayTotalsTable {
  user_id: string;
  day_table: "health_metrics" | "moods";
  days: number;
  /** No row of the user in the table is dated after it (a delete leaves it as it was). */
  latest_date: string;
}

/** The source a user chose for a metric (docs/decisions/031); no row: the default order. */
export interface MetricSourcePreferencesTable {
  user_id: string;
  /** A key of METRIC_SOURCE_KEYS (contracts). */
  metric: string;
  source: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type MetricSourcePreferenceRow = Selectable<MetricSourcePreferencesTable>;

/** The token endpoint of a provider that answered last (Oura's fallback), server-wide. */
export interface ProviderTokenEndpointsTable {
  provider: string;
  token_url: string;
  updated_at: Timestamp;
}
/** A user's notification preferences (issue 18), as JSON of the contract's schema. */
export interface UserPreferencesTable {
  user_id: string;
  preferences: JsonText;
  updated_at: Timestamp;
}

/** A browser subscribed to push (the PushSubscription's endpoint and keys). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  created_at: Timestamp;
}
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/** A one-tap check-in link's token, by its SHA-256 (docs/decisions/035). */
export interface CheckinTokensTable {
  token_hash: string;
  user_id: string;
  date: CalendarDate;
  expires_at: Timestamp;
  rated_at: Timestamp | null;
  detailed_at: Timestamp | null;
  created_at: Timestamp;
}
export type CheckinTokenRow = Selectable<CheckinTokensTable>;

/** One send of one kind per user and local date, claimed before sending (docs/decisions/034). */
export interface OutreachClaimsTable {
  user_id: string;
  kind: string;
  local_date: CalendarDate;
  claimed_at: Timestamp;
}

/** An early-warning alert raised (sent, or held back by an illness tag). */
export interface EarlyWarningAlertsTable {
  id: string;
  user_id: string;
  date: CalendarDate;
  level: "high" | "critical";
  status: "sent" | "held";
  insight_id: string | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
}
export type EarlyWarningAlertRow = Selectable<EarlyWarningAlertsTable>;

/** A file import (one of the formats of imports/formats.ts), its progress and its summary. */
export interface DataImportsTable {
  id: string;
  user_id: string;
  kind: DataImportKind;
  status: "queued" | "running" | "done" | "failed";
  progress: Generated<number>;
  file_name: string;
  file_bytes: number;
  /** Under DATA_DIR/imports while queued or running; null afterwards. */
  stored_file: string | null;
  /** Apple Health: "watch,iphone,other" in the user's order. */
  source_priority: string | null;
  days_imported: Generated<number>;
  /** Days the import inserted or changed; null for imports finished before it was counted. */
  days_changed: number | null;
  records_imported: Generated<number>;
  first_date: CalendarDate | null;
  last_date: CalendarDate | null;
  /** { metric: days } */
  days_per_metric: Generated<JsonText>;
  /** [{ reason, count }] */
  skipped: Generated<JsonText>;
  message: string | null;
  /** Times a process died while running it; the second ends it as failed (docs/security.md). */
  interruptions: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}
export type DataImportRow = Selectable<DataImportsTable>;

/** A WHOOP journal answer, kept for the score (issue 17). */
export interface JournalAnswersTable {
  user_id: string;
  source: string;
  date: CalendarDate;
  question: string;
  answered_yes: Flag | null;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
