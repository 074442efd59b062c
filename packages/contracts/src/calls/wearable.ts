// Wearable calls (docs/wearables.md): connection lookup, OAuth authorize and callback, manual sync,
// disconnect. `provider` is the {wearable} path segment. Plus the list of providers the server
// knows, and whether it has the credentials to connect each.
import { z } from "zod";
import { syncResultSchema, wearableConnectionSchema } from "../entities/wearable.ts";
import { FIELD_REQUIRED } from "../messages.ts";
import { optionalQueryDateSchema, wearableProviderSchema } from "../primitives.ts";
import { endNotBeforeStart } from "./date-range.ts";
import { defineCall, messageResponseSchema, noInput } from "./define.ts";

/** http(s) only, so a javascript: or data: URI can never become a redirect target. */
export const redirectUriSchema = z
  .url({ protocol: /^https?$/, error: "redirect_uri must be an http(s) URL" })
  .max(2048);

export const wearableInputSchema = z.object({ provider: wearableProviderSchema });
export type WearableInput = z.input<typeof wearableInputSchema>;

export const wearableAuthorizeInputSchema = z.object({
  provider: wearableProviderSchema,
  redirect_uri: redirectUriSchema,
});
export type WearableAuthorizeInput = z.input<typeof wearableAuthorizeInputSchema>;

export const wearableAuthorizeOutputSchema = z.object({ authorization_url: z.url() });
export type WearableAuthorizeOutput = z.infer<typeof wearableAuthorizeOutputSchema>;

export const wearableCallbackInputSchema = z.object({
  provider: wearableProviderSchema,
  code: z.string().trim().min(1, { error: FIELD_REQUIRED }).max(2048),
  redirect_uri: redirectUriSchema,
  state: z.string().trim().min(1, { error: FIELD_REQUIRED }).max(512),
});
export type WearableCallbackInput = z.input<typeof wearableCallbackInputSchema>;

export const wearableSyncInputSchema = z
  .object({
    provider: wearableProviderSchema,
    start_date: optionalQueryDateSchema,
    end_date: optionalQueryDateSchema,
  })
  .superRefine(endNotBeforeStart);
export type WearableSyncInput = z.input<typeof wearableSyncInputSchema>;

export const wearableProviderStatusSchema = z.object({
  provider: wearableProviderSchema,
  display_name: z.string().min(1).max(64),
  /** False when the server has no credentials for it: connecting answers 503. */
  configured: z.boolean(),
});
export type WearableProviderStatus = z.infer<typeof wearableProviderStatusSchema>;

export const wearableCalls = {
  "wearable.providers": defineCall({
    type: "query",
    auth: "user",
    input: noInput,
    output: z.array(wearableProviderStatusSchema),
    summary: "Every wearable provider the server knows, and whether it can connect it",
  }),
  "wearable.connection": defineCall({
    type: "query",
    auth: "user",
    input: wearableInputSchema,
    output: wearableConnectionSchema,
    summary: "The user's connection to the provider; 404 when not connected",
  }),
  "wearable.authorize": defineCall({
    type: "mutation",
    auth: "user",
    input: wearableAuthorizeInputSchema,
    output: wearableAuthorizeOutputSchema,
    summary: "Start OAuth: the URL (with a single-use state) the browser navigates to",
  }),
  "wearable.callback": defineCall({
    type: "mutation",
    auth: "user",
    input: wearableCallbackInputSchema,
    output: wearableConnectionSchema,
    summary: "Finish OAuth with the code and state from the provider; returns the new connection",
  }),
  "wearable.sync": defineCall({
    type: "mutation",
    auth: "user",
    input: wearableSyncInputSchema,
    output: syncResultSchema,
    summary: "Fetch and store the provider's daily records for the range (default: since last sync)",
  }),
  "wearable.disconnect": defineCall({
    type: "mutation",
    auth: "user",
    input: wearableInputSchema,
    output: messageResponseSchema,
    summary: "Revoke and delete the connection; synced data stays",
  }),
} as const;
