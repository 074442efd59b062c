// Sending outside the app: check-in links, push subscriptions and alerts.
import type {
  Alert,
  NotificationSettings,
  PushSubscribeInput,
  PushSubscriptionInfo,
} from "@evenkeel/contracts";

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
 * Sending outside the app: which channels the home has, browsers subscribed to
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
