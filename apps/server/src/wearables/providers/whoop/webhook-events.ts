// What a WHOOP webhook event means for Evenkeel: which connection and which days to sync again.
// v2 events carry a UUID: a sleep's (recovery and sleep events) or a workout's. Deleted records
// cannot be looked up, so their connection re-syncs its recent days instead.
import { z } from "zod";
import type { WearableConnectionRow } from "../../../db/schema.ts";
import type { AccessTokens } from "../../core/access-tokens.ts";
import type { SyncRange } from "../../core/provider-adapter.ts";
import { localDateAtOffset } from "../../core/timezone-offset.ts";
import type { WhoopApiClient } from "./api-client.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export const webhookEventSchema = z.object({
  user_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String),
  id: z.union([z.string().min(1).max(128), z.number().int()]).transform(String),
  type: z.string().min(1).max(64),
  trace_id: z.string().max(128).optional(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** The event as the core's webhook processor sees it. */
export function toProviderEvent(event: WebhookEvent) {
  return { ...event, accountId: event.user_id, deliveryKey: event.trace_id };
}

/**
 * The days an event touches, as a sync range (the day of the record, and the day after for a
 * sleep that ends a cycle); undefined means "the connection's usual range" (deleted records,
 * unknown types).
 */
export async function rangeForEvent(
  event: WebhookEvent,
  row: WearableConnectionRow,
  deps: { api: WhoopApiClient; tokens: AccessTokens },
): Promise<SyncRange> {
  const [kind, action] = event.type.split(".");
  if (action !== "updated") return undefined;
  if (kind === "sleep" || kind === "recovery") {
    const sleep = await deps.tokens.withAccessToken(row.id, (token) => deps.api.sleep(token, event.id));
    if (!sleep) return undefined;
    const day = localDateAtOffset(sleep.end, sleep.timezone_offset);
    return { start_date: day, end_date: day };
  }
  if (kind === "workout") {
    const workout = await deps.tokens.withAccessToken(row.id, (token) => deps.api.workout(token, event.id));
    if (!workout) return undefined;
    // A workout counts towards the cycle it falls in, dated by that cycle's wake-up morning:
    // the workout's own local day, or the next one for a late-evening workout.
    const start = Date.parse(workout.start);
    return {
      start_date: localDateAtOffset(start, workout.timezone_offset),
      end_date: localDateAtOffset(start + DAY_MS, workout.timezone_offset),
    };
  }
  return undefined;
}
