// The ports the app router is written against. Each home supplies its own adapters: the
// server SQLite, JWT and WHOOP; demo-store localStorage, a fixed demo identity and a simulator.
import type {
  Alert,
  AuthResponse,
  BurnoutScore,
  ConfirmInput,
  DataImport,
  ExportDocument,
  ExportEntity,
  ExportRows,
  HealthMetric,
  Insight,
  InsightType,
  LanguageModelInfo,
  MessageResponse,
  MetricSourceKey,
  MetricSources,
  Mood,
  MoodTag,
  NarratorChoice,
  NotificationSettings,
  Preferences,
  PushSubscribeInput,
  PushSubscriptionInfo,
  RefreshResponse,
  RescoringStatus,
  ShareLink,
  SyncResult,
  User,
  UserMetadata,
  WearableConnection,
  WearableProvider,
} from "@evenkeel/contracts";
import type { InsightFacts, WrittenInsight } from "../insights/index.ts";
import type { NarrationNote } from "../narration/index.ts";
import type { ScoredDay, ScoringMood, ScoringRecord, ScoringRule } from "../scoring/scoring-rule.ts";

export type { ScoringInput, ScoringMood, ScoringRecord, ScoringRule } from "../scoring/scoring-rule.ts";

/** Where time comes from: domain code never reads the machine clock itself. */
export interface Clock {
  /** The current instant, ISO 8601 in UTC. */
  now(): string;
}

/** What the transport knows about the caller, for throttling and the local day. */
/** What a long call watches to stop early: on the server, an AbortSignal of the HTTP exchange. */
export interface ClientLeftSignal {
  /** True once the client that made the call has gone. */
  readonly aborted: boolean;
}

export interface RequestInfo {
  ip: string | null;
  /** The browser's IANA time zone (x-time-zone header), when it sent a valid one. */
  timeZone: string | null;
  /**
   * Aborted once the client that made the call has left before its answer was sent; absent
   * where no client can leave (the demo, background work). A long wearable sync stops for it.
   */
  clientLeft?: ClientLeftSignal | undefined;
}

/** The verified caller. `sessionId` lets sign-out end exactly this session. */
export interface AuthSession {
  userId: string;
  sessionId: string;
  /**
   * The user's data version, read by the server in the same statement as the session check
   * (docs/data-versions.md): what a conditional read keys its answer by. Read before the
   * answer, so never newer than it. Absent in the demo, which keys nothing.
   */
  dataVersion?: number;
}

export interface SignupData {
  email: string;
  password: string;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  profile_picture_url?: string | null | undefined;
}

/** Accounts, passwords and sessions. */
export interface IdentityPort {
  signUp(input: SignupData, request: RequestInfo): Promise<AuthResponse>;
  signIn(input: { email: string; password: string }, request: RequestInfo): Promise<AuthResponse>;
  confirm(input: ConfirmInput, request: RequestInfo): Promise<MessageResponse>;
  /** A new confirmation link for an unconfirmed account; one answer whatever the address. */
  resendConfirmation(input: { email: string }, request: RequestInfo): Promise<MessageResponse>;
  refresh(input: { refresh_token: string }, request: RequestInfo): Promise<RefreshResponse>;
  signOut(session: AuthSession): Promise<void>;
  /** Ends every session of the user (after erase, the account's data is gone from every device). */
  endAllSessions(userId: string): Promise<void>;
}

/** Profile pictures: checked by their bytes, re-encoded, stored; answers the URL to keep. */
export interface MediaPort {
  saveProfilePicture(
    file: { bytes: Uint8Array; declared_type?: string | undefined },
    ownerUserId: string | null,
  ): Promise<string>;
}

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
  /** The server refuses a second mood for a date (CONFLICT); the demo replaces it (SPEC.md §4). */
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
   * How far rescoring the user's stored history with `version` has come (issue 15). A home
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
 * The user's file imports (issue 17). The home that accepts uploads runs them; the demo has
 * none (it refuses the upload, as it refuses a real wearable connection).
 */
export interface DataImportRepository {
  /** Newest first. */
  list(userId: string): Promise<DataImport[]>;
  /** Null for an id that is not this user's. */
  get(userId: string, id: string): Promise<DataImport | null>;
}

/** Each user's notification preferences (issue 18); the defaults for a user who never chose. */
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

/** What a sync changed, so the router can rescore exactly those days. */
export interface SyncOutcome {
  result: SyncResult;
  /** First and last date whose record was written, or null when nothing changed. */
  changed: { from: string; to: string } | null;
}

/** A wearable provider account: OAuth, sync, disconnect. */
export interface WearableGateway {
  connection(userId: string, provider: WearableProvider): Promise<WearableConnection | null>;
  /** The most recent sync of any of the user's connections, or null (the dashboard's last sync). */
  lastSync(userId: string): Promise<string | null>;
  /** The providers this home can connect (the server: those with credentials). */
  configuredProviders(): Promise<WearableProvider[]>;
  /** The flow belongs to the caller's session: only that session's callback can finish it. */
  authorize(
    caller: AuthSession,
    provider: WearableProvider,
    redirectUri: string,
  ): Promise<{ authorization_url: string }>;
  /** Exchanges the code (state checked against the caller's session), stores the connection, and backfills. */
  connect(
    caller: AuthSession,
    provider: WearableProvider,
    callback: { code: string; redirect_uri: string; state: string },
    clientLeft?: ClientLeftSignal,
  ): Promise<{ connection: WearableConnection; backfill: SyncOutcome }>;
  /** The sync stops between windows once `clientLeft` is aborted, keeping what it saved. */
  sync(
    userId: string,
    provider: WearableProvider,
    range: { start_date?: string | undefined; end_date?: string | undefined },
    clientLeft?: ClientLeftSignal,
  ): Promise<SyncOutcome>;
  disconnect(userId: string, provider: WearableProvider): Promise<void>;
}

/** Present when the user opted in to the language-model narrator. */
export interface InsightWriteOptions {
  narration: {
    /** The period's mood notes, only when the user allows them to be sent; otherwise null. */
    notes: NarrationNote[] | null;
  };
}

/**
 * Turns facts into an insight; the deterministic writer is the default and the fallback. A
 * home with a language model narrates when `options.narration` is given (docs/decisions/027).
 */
export interface InsightWriter {
  write(type: InsightType, facts: InsightFacts, options?: InsightWriteOptions): Promise<WrittenInsight>;
}

/** Each user's narrator choice, in its own table on the server. */
export interface NarratorChoiceRepository {
  /** Both off for a user who never chose. */
  get(userId: string): Promise<NarratorChoice>;
  save(userId: string, choice: NarratorChoice, now: string): Promise<NarratorChoice>;
}

/** The home's configured language model and where users' choices are kept. */
export interface NarratorPort {
  model: LanguageModelInfo;
  choices: NarratorChoiceRepository;
}

/** Why a one-tap check-in link does nothing (docs/notifications.md). */
export type CheckinRefusal = "invalid" | "used" | "expired" | "wrong_date";

export type CheckinLookup =
  | { ok: true; userId: string; date: string; step: "rate" | "details" }
  | { ok: false; refusal: CheckinRefusal; date: string | null };

/**
 * One-tap check-in tokens: bound to a user and a date, stored hashed, single use for the
 * rating, then once more for notes and tags; valid until the end of the next local day.
 */
export interface CheckinTokenStore {
  /** What the link can do at `now`, changing nothing. */
  peek(token: string, date: string, now: string): Promise<CheckinLookup>;
  /** Uses the link for `step` when it can do that step at `now` (atomically: two taps, one use). */
  use(token: string, date: string, step: "rate" | "details", now: string): Promise<CheckinLookup>;
}

/**
 * Sending outside the app (issue 18): which channels the home has, browsers subscribed to
 * push, and the early-warning alerts raised. The demo sends nothing (`delivers: false`).
 */
export interface OutreachPort {
  delivers: boolean;
  channels(): NotificationSettings["channels"];
  subscriptions: {
    list(userId: string): Promise<PushSubscriptionInfo[]>;
    add(userId: string, subscription: PushSubscribeInput, now: string): Promise<void>;
    remove(userId: string, id: string): Promise<boolean>;
  };
  alerts: {
    /** Newest first. */
    list(userId: string): Promise<Alert[]>;
    get(userId: string, id: string): Promise<Alert | null>;
    markRead(userId: string, id: string, now: string): Promise<boolean>;
  };
  checkins: CheckinTokenStore;
}

export interface RouterPorts {
  clock: Clock;
  outreach: OutreachPort;
  identity: IdentityPort;
  media: MediaPort;
  store: DataStore;
  wearables: WearableGateway;
  insightWriter: InsightWriter;
  /** Null when the home has no language model (the demo, or a server without LLM_BASE_URL). */
  narrator: NarratorPort | null;
  /**
   * Rescores a user's stored history from `from` on in the background (the server's
   * history-rescoring job, whose progress History shows), through the newest stored score or
   * `through` if later (a file import's days may have none yet); null where the home rescores at once.
   */
  historyRescoring: { queue(userId: string, from: string, through?: string): Promise<void> } | null;
  /** How a day is scored: the server's ek score, the demo's SPEC.md §9 rule. */
  scoring: ScoringRule;
  /** Answers whether the home's storage is reachable (SQLite on the server, localStorage in the demo). */
  checkStorage(): Promise<"ok" | "error">;
}
