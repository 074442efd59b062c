// The ports the app router is written against. Each home supplies its own adapters: the
// server SQLite, JWT and WHOOP; demo-store localStorage, a fixed demo identity and a simulator.
import type {
  AuthResponse,
  BurnoutScore,
  ConfirmInput,
  HealthMetric,
  Insight,
  InsightType,
  MessageResponse,
  Mood,
  RefreshResponse,
  SyncResult,
  User,
  UserMetadata,
  WearableConnection,
  WearableProvider,
} from "@evenkeel/contracts";
import type { BurnoutScoreResult } from "../burnout/result.ts";
import type { InsightFacts, WrittenInsight } from "../insights/index.ts";

/** Where time comes from: domain code never reads the machine clock itself. */
export interface Clock {
  /** The current instant, ISO 8601 in UTC. */
  now(): string;
}

/** What the transport knows about the caller, for throttling and the local day. */
export interface RequestInfo {
  ip: string | null;
  /** The browser's IANA time zone (x-time-zone header), when it sent a valid one. */
  timeZone: string | null;
}

/** The verified caller. `sessionId` lets sign-out end exactly this session. */
export interface AuthSession {
  userId: string;
  sessionId: string;
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
    mood: { date: string; rating: number; notes: string | null },
    now: string,
  ): Promise<Mood>;
  update(
    userId: string,
    date: string,
    patch: { rating?: number; notes?: string | null },
    now: string,
  ): Promise<Mood | null>;
  delete(userId: string, date: string): Promise<boolean>;
  countUpTo(userId: string, date: string): Promise<number>;
}

/** A day's values as a source reports them (who reported them is said beside them). */
export type MetricValues = Omit<
  HealthMetric,
  "id" | "user_id" | "created_at" | "updated_at" | "source" | "hrv_measure"
>;

export interface MetricRepository {
  /** The most recent `limit` days within the range, oldest first. */
  list(userId: string, query: RangeQuery): Promise<HealthMetric[]>;
  between(userId: string, from: string, to: string): Promise<HealthMetric[]>;
  latestOnOrBefore(userId: string, date: string): Promise<HealthMetric | null>;
  countUpTo(userId: string, date: string): Promise<number>;
}

export interface ScoreRepository {
  get(userId: string, date: string): Promise<BurnoutScore | null>;
  /** Most recent first, within the range, at most `limit`. */
  history(userId: string, query: RangeQuery): Promise<BurnoutScore[]>;
  latestBefore(userId: string, date: string): Promise<BurnoutScore | null>;
  /** Insert or replace the score of each result's date, in one transaction. */
  upsertMany(userId: string, results: readonly BurnoutScoreResult[], now: string): Promise<BurnoutScore[]>;
}

export interface InsightRepository {
  /** Newest first. */
  list(userId: string, limit: number): Promise<Insight[]>;
  latestUpTo(userId: string, date: string): Promise<Insight | null>;
  create(userId: string, insight: WrittenInsight, now: string): Promise<Insight>;
  setFeedback(userId: string, id: string, helpful: boolean, feedback: string | null): Promise<Insight | null>;
  delete(userId: string, id: string): Promise<boolean>;
}

/** Every read and write is scoped by the user id the home verified; no call takes one from input. */
export interface DataStore {
  users: UserRepository;
  moods: MoodRepository;
  metrics: MetricRepository;
  scores: ScoreRepository;
  insights: InsightRepository;
  /** Removes every user-scoped row and file (not the account) in one transaction. */
  eraseUserData(userId: string): Promise<void>;
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
  /** The providers this home can connect (the server: those with credentials). */
  configuredProviders(): Promise<WearableProvider[]>;
  authorize(
    userId: string,
    provider: WearableProvider,
    redirectUri: string,
  ): Promise<{ authorization_url: string }>;
  /** Exchanges the code (state checked), stores the connection, and backfills. */
  connect(
    userId: string,
    provider: WearableProvider,
    callback: { code: string; redirect_uri: string; state: string },
  ): Promise<{ connection: WearableConnection; backfill: SyncOutcome }>;
  sync(
    userId: string,
    provider: WearableProvider,
    range: { start_date?: string | undefined; end_date?: string | undefined },
  ): Promise<SyncOutcome>;
  disconnect(userId: string, provider: WearableProvider): Promise<void>;
}

/** Turns facts into an insight; the deterministic writer is the default and the fallback. */
export interface InsightWriter {
  write(type: InsightType, facts: InsightFacts): Promise<WrittenInsight>;
}

export interface RouterPorts {
  clock: Clock;
  identity: IdentityPort;
  media: MediaPort;
  store: DataStore;
  wearables: WearableGateway;
  insightWriter: InsightWriter;
  /** Answers whether the home's storage is reachable (SQLite on the server, localStorage in the demo). */
  checkStorage(): Promise<"ok" | "error">;
}
