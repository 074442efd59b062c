// The one interface a wearable provider implements (docs/decisions/021-wearable-provider-registry.md).
// The core owns everything providers share: the token vault, OAuth states, the request budget,
// connections, the daily-metrics writer, the sync loop, the scheduler and the gateway the
// router calls. A provider brings its OAuth endpoints, its API client and its mapping to days.

import type { DailyStress, HrvMeasure, WearableProvider } from "@evenkeel/contracts";
import type { MetricValues, SyncOutcome } from "@evenkeel/domain/router";
import type { Router } from "express";
import type { Config } from "../../config/env.ts";
import type { AppDatabase } from "../../db/database.ts";
import type { WearableConnectionRow } from "../../db/schema.ts";
import type { JobRunner } from "../../jobs/job-runner.ts";
import type { Logger } from "../../logger.ts";
import type { AccessTokens } from "./access-tokens.ts";
import type { ConnectionStore } from "./connection-store.ts";
import type { ProviderSend } from "./provider-http.ts";
import type { BudgetLimits } from "./request-budget.ts";
import type { TokenResponse } from "./token-response.ts";

/** `start` inclusive, `end` exclusive, both instants. */
export interface TimeWindow {
  startMs: number;
  endMs: number;
}

/** A sync's optional date range (YYYY-MM-DD, both inclusive), as the API receives it. */
export type SyncRange = { start_date?: string | undefined; end_date?: string | undefined } | undefined;

/** One provider's record of one local day, ready for the daily-metrics writer. */
export interface ProviderDay {
  values: MetricValues;
  /** The measure behind `values.hrv` (RMSSD for WHOOP and Oura). */
  hrvMeasure: HrvMeasure;
  /** The day's stress, from a provider that measures it (Oura); absent otherwise. */
  stress?: DailyStress | null;
  /** A score of this day is still being computed: stored as null now, fetched again later. */
  scorePending: boolean;
  /** The provider is still learning the member's baseline: values kept, confidence to be lowered. */
  userCalibrating: boolean;
}

/** What one window of a sync brought back. */
export interface FetchedWindow {
  days: ProviderDay[];
  /**
   * Data types the member did not share (a scope unticked at consent): synced without them,
   * and named in the connection's status. Empty when everything was readable.
   */
  unavailable: string[];
}

/**
 * A provider's OAuth endpoints. `codeChallenge` / `codeVerifier` carry PKCE (RFC 7636, S256):
 * the core makes a pair for every flow and stores the verifier with the state (core/oauth-states.ts).
 * Neither WHOOP nor Oura documents PKCE; both send it, since a server ignores parameters it
 * does not know and WHOOP's Hydra-based server checks it (docs/decisions/015).
 */
export interface ProviderOAuth {
  authorizationUrl(input: { state: string; redirectUri: string; codeChallenge: string }): string;
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<TokenResponse>;
  /** The answer carries the rotated refresh token when the provider rotates it. */
  refresh(refreshToken: string): Promise<TokenResponse>;
}

/** What the core hands a provider when it builds it. */
export interface ProviderContext {
  db: AppDatabase;
  store: ConnectionStore;
  /** Every request to the provider goes through this (its own budget, 429s, retries). */
  send: ProviderSend;
  /** Valid access tokens for a connection (refresh once on a 401). */
  tokens: AccessTokens;
  now: () => number;
  logger: Logger;
  /** The origin users browse to (webhook callback URLs hang off it). */
  publicUrl: string;
}

/** Handed to a provider's webhook route: syncs a connection again and rescores. */
export interface WebhookContext {
  /** Syncs `row` for `range` (undefined: its usual range) and rescores what changed. */
  resync(row: WearableConnectionRow, range: SyncRange): Promise<SyncOutcome>;
  /** Shutdown and tests wait on every event handed over. */
  track(work: Promise<unknown>): void;
  /**
   * The job runner (docs/decisions/036): an event is queued as a job, so it is handled once
   * by whichever process claims it, and again after a crash.
   */
  jobs: Pick<JobRunner, "define" | "enqueue">;
}

export interface ProviderAdapter {
  readonly oauth: ProviderOAuth;
  /**
   * The provider's id for the member behind a fresh token (webhooks name it); null when the
   * member did not share it (the connection then syncs on the schedule only).
   */
  accountId(accessToken: string): Promise<string | null>;
  /** The windows a sync of `row` fetches, newest first; each is saved on its own. */
  plan(row: WearableConnectionRow, range: SyncRange): Promise<TimeWindow[]>;
  /** Fetches the records of one window and maps them to days. */
  fetchWindow(row: WearableConnectionRow, window: TimeWindow): Promise<FetchedWindow>;
  /** When the provider ends this connection's grant on its own (ISO); absent or null: never. */
  accessEndsAt?(row: WearableConnectionRow): string | null;
  /** Tells the provider to forget our grant (disconnect). */
  revoke(accessToken: string): Promise<void>;
  /** The webhook route to mount under /api before any body parser; null when webhooks are off. */
  webhookRouter?(context: WebhookContext): Router | null;
  /** Background upkeep the scheduler runs each pass (e.g. renewing webhook subscriptions). */
  maintain?(): Promise<void>;
}

/** A provider as the registry lists it: its id, its config, its budget and its factory. */
export interface ProviderModule<Settings = unknown> {
  readonly provider: WearableProvider;
  /** Its settings from the server config; undefined when the server has no credentials for it. */
  settings(config: Config): Settings | undefined;
  budget(settings: Settings): BudgetLimits;
  create(settings: Settings, context: ProviderContext): ProviderAdapter;
}
