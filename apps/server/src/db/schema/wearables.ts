// Wearable connections, OAuth states, day notes, request budgets and token endpoints.

import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { CalendarDate, Flag, Timestamp } from "./columns.ts";

export interface WearableConnectionsTable {
  id: string;
  user_id: string;
  provider: string;
  provider_user_id: string | null;
  /** AES-256-GCM envelopes (docs/security.md #11); never a plaintext token. */
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

/** The token endpoint of a provider that answered last (Oura's fallback), server-wide. */
export interface ProviderTokenEndpointsTable {
  provider: string;
  token_url: string;
  updated_at: Timestamp;
}
