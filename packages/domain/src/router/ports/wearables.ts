// The wearable gateway and what a sync changed.

import type { SyncResult, WearableConnection, WearableProvider } from "@evenkeel/contracts";
import type { AuthSession, ClientLeftSignal } from "./session.ts";

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
