// A wearable connection and the result of a sync. No connection row means the
// user is not connected.
import { z } from "zod";
import { idSchema, timestampSchema, wearableProviderSchema } from "../primitives.ts";

export const wearableConnectionSchema = z.object({
  id: idSchema,
  user_id: idSchema,
  provider: wearableProviderSchema,
  connected_at: timestampSchema,
  last_synced_at: timestampSchema.nullable(),
  sync_enabled: z.boolean(),
  /** The provider refused our refresh token: the user must connect again (docs/security.md). */
  needs_reconnect: z.boolean(),
  /**
   * Data types the member did not share with Evenkeel (a scope unticked at the provider's
   * consent page), e.g. ["workouts"]: synced without them. Empty when everything was shared.
   */
  unavailable_data: z.array(z.string().max(64)).max(16).default([]),
  /**
   * When the provider ends the grant on its own (Google Health: 7 days after consent for an app
   * in Google's Testing status); null or absent when it does not. Reconnecting renews it.
   */
  access_ends_at: timestampSchema.nullable().optional(),
});
export type WearableConnection = z.infer<typeof wearableConnectionSchema>;

export const syncResultSchema = z.object({
  success: z.boolean(),
  message: z.string().max(1000),
  records_synced: z.number().int().min(0),
});
export type SyncResult = z.infer<typeof syncResultSchema>;
