// Outreach: preferences, push subscriptions, check-in tokens, claims and alerts.

import type { Selectable } from "kysely";
import type { CalendarDate, JsonText, Timestamp } from "./columns.ts";

/** A user's notification preferences, as JSON of the contract's schema. */
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
