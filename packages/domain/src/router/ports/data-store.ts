// The data store: every repository the router reads and writes, scoped by user.

import type {
  BurnoutScore,
  DataImport,
  ExportDocument,
  ExportEntity,
  ExportRows,
  HealthMetric,
  Insight,
  MetricSourceKey,
  MetricSources,
  Mood,
  MoodTag,
  Preferences,
  RescoringStatus,
  ShareLink,
  User,
  UserMetadata,
} from "@evenkeel/contracts";
import type { WrittenInsight } from "../../insights/index.ts";
import type { ScoredDay, ScoringMood, ScoringRecord } from "../../scoring/scoring-rule.ts";

export interface RangeQuery {
  start_date?: string | undefined;
  end_date?: string | undefined;
  limit: number;
}

export interface UserRepository {
  get(userId: string): Promise<User | null>;
  updateProfile(userId: string, patch: Partial<UserMetadata>, now: string): Promise<User>;
  timeZone(userId: string): Promise<string | null>;
  setTimeZone(userId: string, timeZone: string): Promise<void>;
}

export interface MoodRepository {
  /** Newest first, within the range, at most `limit`. */
  list(userId: string, query: RangeQuery): Promise<Mood[]>;
  /** Oldest first, every mood from `from` to `to` inclusive. */
  between(userId: string, from: string, to: string): Promise<Mood[]>;
  get(userId: string, date: string): Promise<Mood | null>;
  /** The server refuses a second mood for a date (CONFLICT); the demo replaces it (docs/screens.md). */
  create(
    userId: string,
    mood: { date: string; rating: number; notes: string | null; tags?: readonly MoodTag[] },
    now: string,
  ): Promise<Mood>;
  update(
    userId: string,
    date: string,
    patch: { rating?: number; notes?: string | null; tags?: readonly MoodTag[] },
    now: string,
  ): Promise<Mood | null>;
  delete(userId: string, date: string): Promise<boolean>;
  countUpTo(userId: string, date: string): Promise<number>;
  /** Oldest first, from `from` to `to` inclusive: only what the dashboard shows of a mood. */
  dashboardDays(userId: string, from: string, to: string): Promise<DashboardMoodDay[]>;
  /** Oldest first, from `from` to `to` inclusive: only what a scoring rule reads of a mood. */
  scoringDays(userId: string, from: string, to: string): Promise<ScoringMood[]>;
}

/** What the dashboard reads of a mood: a row of only these is cheaper to read (docs/decisions/040-reads-through-the-stock-stack.md). */
export type DashboardMoodDay = Pick<Mood, "date" | "rating" | "notes">;

/** What the dashboard reads of a day's metrics: its chart and its "latest" tiles. */
export type DashboardMetricDay = Pick<
  HealthMetric,
  "date" | "recovery_score" | "hrv" | "resting_hr" | "sleep_quality_score" | "day_strain" | "source"
>;

/**
 * A day's values as a source reports them (who reported them is said beside them). The day's
 * stress travels beside them too: only one provider reports it (docs/decisions/031).
 */
export type MetricValues = Omit<
  HealthMetric,
  | "id"
  | "user_id"
  | "created_at"
  | "updated_at"
  | "source"
  | "hrv_measure"
  | "stress_high_minutes"
  | "recovery_high_minutes"
  | "stress_day_summary"
>;

export interface MetricRepository {
  /** The most recent `limit` days within the range, oldest first. */
  list(userId: string, query: RangeQuery): Promise<HealthMetric[]>;
  between(userId: string, from: string, to: string): Promise<HealthMetric[]>;
  latestOnOrBefore(userId: string, date: string): Promise<HealthMetric | null>;
  countUpTo(userId: string, date: string): Promise<number>;
  /** Oldest first, from `from` to `to` inclusive: only what the dashboard shows of a day. */
  dashboardDays(userId: string, from: string, to: string): Promise<DashboardMetricDay[]>;
  /** Oldest first, from `from` to `to` inclusive: only what a scoring rule reads of a day. */
  scoringDays(userId: string, from: string, to: string): Promise<ScoringRecord[]>;
}

export interface ScoreRepository {
  get(userId: string, date: string): Promise<BurnoutScore | null>;
  /** Most recent first, within the range, at most `limit`. */
  history(userId: string, query: RangeQuery): Promise<BurnoutScore[]>;
  /**
   * The overall risk of the last stored score strictly before `date` (the dashboard's trend
   * compares with it), or null; only that column is read (docs/decisions/040-reads-through-the-stock-stack.md).
   */
  latestRiskBefore(userId: string, date: string): Promise<number | null>;
  /** Insert or replace the score of each result's date, in one transaction. */
  upsertMany(userId: string, results: readonly ScoredDay[], now: string): Promise<BurnoutScore[]>;
  /**
   * How far rescoring the user's stored history with `version` has come. A home
   * without a background rescoring job answers idle.
   */
  rescoring(userId: string, version: string): Promise<RescoringStatus>;
}

export interface InsightRepository {
  /** Newest first. */
  list(userId: string, limit: number): Promise<Insight[]>;
  latestUpTo(userId: string, date: string): Promise<Insight | null>;
  get(userId: string, id: string): Promise<Insight | null>;
  create(userId: string, insight: WrittenInsight, now: string): Promise<Insight>;
  setFeedback(userId: string, id: string, helpful: boolean, feedback: string | null): Promise<Insight | null>;
  delete(userId: string, id: string): Promise<boolean>;
}

/** What an import writes: an export's rows, the account fields aside. */
export type RestoreRows = Pick<
  ExportDocument,
  | "health_metrics"
  | "source_metrics"
  | "moods"
  | "burnout_scores"
  | "insights"
  | "journal_answers"
  | "imports"
  | "alerts"
  | "metric_sources"
>;
/** What the import's message counts (the other rows go with the days and insights they belong to). */
export type RestoreCounts = {
  [E in "health_metrics" | "moods" | "burnout_scores" | "insights"]: number;
};

/** Every row of a user for the export, and the import's writes (docs/exports.md). */
export interface ArchiveRepository {
  /**
   * One page of an entity's rows in a stable order (daily rows by date, insights by creation),
   * so an export streams page by page instead of holding a whole history.
   */
  page<E extends ExportEntity>(
    userId: string,
    entity: E,
    offset: number,
    limit: number,
  ): Promise<ExportRows[E][]>;
  /**
   * Writes an export's rows in one transaction, keeping their dates and times: a day already
   * stored is replaced, an insight imported before (same source id) is updated, so importing
   * the same file twice leaves what importing it once did.
   */
  restore(userId: string, rows: RestoreRows): Promise<RestoreCounts>;
}

/** Read-only links to the clinician report; the token is made and hashed by the home. */
export interface ShareLinkStore {
  create(
    userId: string,
    link: { weeks: number; expires_at: string },
    now: string,
  ): Promise<{ link: ShareLink; token: string }>;
  /** Not expired at `now`, not revoked; newest first. */
  live(userId: string, now: string): Promise<ShareLink[]>;
  revoke(userId: string, id: string, now: string): Promise<boolean>;
}

/**
 * Which source each metric is read from (docs/decisions/031-preferred-sources-and-stress.md).
 * Choosing resolves every stored day again; what changed is rescored.
 */
export interface MetricSourceRepository {
  get(userId: string): Promise<MetricSources>;
  /**
   * Saves the user's preferred source of `metric` (null: the default order) and resolves the
   * stored days again. Null when `source` has no values of `metric` for this user (nothing
   * saved); otherwise the first and last date whose resolved values changed (null: none).
   */
  choose(
    userId: string,
    metric: MetricSourceKey,
    source: string | null,
    now: string,
  ): Promise<{ changed: { from: string; to: string } | null } | null>;
}

/**
 * The user's file imports. The home that accepts uploads runs them; the demo has
 * none (it refuses the upload, as it refuses a real wearable connection).
 */
export interface DataImportRepository {
  /** Newest first. */
  list(userId: string): Promise<DataImport[]>;
  /** Null for an id that is not this user's. */
  get(userId: string, id: string): Promise<DataImport | null>;
}

/** Each user's notification preferences; the defaults for a user who never chose. */
export interface PreferenceRepository {
  get(userId: string): Promise<Preferences>;
  save(userId: string, preferences: Preferences, now: string): Promise<Preferences>;
}

/** Every read and write is scoped by the user id the home verified; no call takes one from input. */
export interface DataStore {
  preferences: PreferenceRepository;
  users: UserRepository;
  moods: MoodRepository;
  metrics: MetricRepository;
  sources: MetricSourceRepository;
  scores: ScoreRepository;
  insights: InsightRepository;
  archive: ArchiveRepository;
  shareLinks: ShareLinkStore;
  imports: DataImportRepository;
  /** Removes every user-scoped row and file (not the account) in one transaction. */
  eraseUserData(userId: string): Promise<void>;
  /**
   * Runs `work` against a store whose reads and writes are one transaction: all of them land,
   * or none. A change and the rescoring it causes land together, with one commit (one flush to
   * disk) instead of two (docs/decisions/040-reads-through-the-stock-stack.md). `work` must use only the store it is given.
   */
  atomically<T>(work: (store: DataStore) => Promise<T>): Promise<T>;
}
