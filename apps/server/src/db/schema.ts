// The database as kysely sees it: one interface per table, with Selectable / Insertable /
// Updateable aliases. Mirrors the migrations; rows are mapped to contract types by repositories.
// Each feature's tables live in schema/<feature>.ts; this file re-exports them and lists every table.
import type {
  ConfirmationTokensTable,
  RefreshTokensTable,
  SessionsTable,
  UploadsTable,
  UsersTable,
} from "./schema/accounts.ts";
import type {
  BurnoutScoresTable,
  HealthMetricsTable,
  MetricSourcePreferencesTable,
  MoodsTable,
  ScoreRescoringTable,
  SourceDailyMetricsTable,
  UserDataVersionsTable,
  UserDayTotalsTable,
} from "./schema/health.ts";
import type { DataImportsTable, JournalAnswersTable } from "./schema/imports.ts";
import type { InsightsTable, NarratorSettingsTable } from "./schema/insights.ts";
import type {
  CheckinTokensTable,
  EarlyWarningAlertsTable,
  OutreachClaimsTable,
  PushSubscriptionsTable,
  UserPreferencesTable,
} from "./schema/outreach.ts";
import type { ReportShareLinkOpensTable, ReportShareLinksTable } from "./schema/reports.ts";
import type {
  JobsTable,
  RateLimitHitsTable,
  UploadFilesTable,
  WebhookDeliveriesTable,
} from "./schema/system.ts";
import type {
  OauthStatesTable,
  ProviderTokenEndpointsTable,
  WearableConnectionsTable,
  WearableDayNotesTable,
  WearableRequestBudgetTable,
} from "./schema/wearables.ts";

export * from "./schema/accounts.ts";
export * from "./schema/health.ts";
export * from "./schema/imports.ts";
export * from "./schema/insights.ts";
export * from "./schema/outreach.ts";
export * from "./schema/reports.ts";
export * from "./schema/system.ts";
export * from "./schema/wearables.ts";

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
