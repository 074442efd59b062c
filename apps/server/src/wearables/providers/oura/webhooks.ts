// Oura webhooks (docs/wearables.md), when OURA_WEBHOOK_ENABLED: one subscription per event type and
// data type we read, created with x-client-id / x-client-secret and renewed before it expires;
// GET /api/oura/webhook answers Oura's handshake ({"challenge": …}) only for our own
// verification token; POST /api/oura/webhook verifies x-oura-signature (hex HMAC-SHA256 of
// x-oura-timestamp + raw body, keyed with the client secret; stale timestamps and replays of a
// delivery already seen refused), answers at once, then fetches the document the event names
// and syncs its day again. Events carry no data.
import crypto from "node:crypto";
import express, { type Router } from "express";
import { z } from "zod";
import type { WearableConnectionRow } from "../../../db/schema.ts";
import type { Logger } from "../../../logger.ts";
import type { AccessTokens } from "../../core/access-tokens.ts";
import type { ConnectionStore } from "../../core/connection-store.ts";
import type { SyncRange, WebhookContext } from "../../core/provider-adapter.ts";
import { ProviderResponseError } from "../../core/provider-errors.ts";
import type { ProviderSend } from "../../core/provider-http.ts";
import { WEBHOOK_NOT_RECORDED, type WebhookDeliveries } from "../../core/webhook-deliveries.ts";
import { createWebhookProcessor } from "../../core/webhook-processor.ts";
import { parseWebhookBody, verifyWebhook, WEBHOOK_SIGNATURE_INVALID } from "../../core/webhook-signature.ts";
import { OURA_COLLECTIONS, type OuraApiClient, type OuraCollection } from "./api-client.ts";
import type { OuraSettings } from "./settings.ts";

export const OURA_WEBHOOK_PATH = "/oura/webhook";
const MAX_WEBHOOK_BYTES = 64 * 1024;
const EVENT_TYPES = ["create", "update", "delete"] as const;
/** Renewed when it would expire within this long (the scheduler passes every 15 minutes). */
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

const eventSchema = z.object({
  event_type: z.enum(EVENT_TYPES),
  data_type: z.string().min(1).max(64),
  object_id: z.string().min(1).max(128).optional(),
  event_time: z.string().max(64).optional(),
  user_id: z.string().min(1).max(128),
});
type OuraEvent = z.infer<typeof eventSchema>;

const subscriptionSchema = z.object({
  id: z.string().min(1),
  callback_url: z.string(),
  event_type: z.string(),
  data_type: z.string(),
  expiration_time: z.string(),
});

/** Our verification token: derived from the client secret, so every restart knows it. */
export function ouraVerificationToken(clientSecret: string): string {
  return crypto
    .createHmac("sha256", clientSecret)
    .update("evenkeel oura webhook verification")
    .digest("hex")
    .slice(0, 32);
}

interface WebhookDeps {
  settings: OuraSettings;
  publicUrl: string;
  send: ProviderSend;
  api: OuraApiClient;
  tokens: AccessTokens;
  store: ConnectionStore;
  /** Signatures already acted on, shared by every process on the database. */
  deliveries: WebhookDeliveries;
  now: () => number;
  logger: Logger;
}

export function createOuraWebhooks(deps: WebhookDeps) {
  const { settings, send, now, logger } = deps;
  const callbackUrl = `${deps.publicUrl}/api${OURA_WEBHOOK_PATH}`;
  const appHeaders = { "x-client-id": settings.clientId, "x-client-secret": settings.clientSecret };
  const verificationToken = ouraVerificationToken(settings.clientSecret);

  async function subscriptions() {
    const response = await send({
      method: "GET",
      url: `${settings.apiUrl}/v2/webhook/subscription`,
      headers: appHeaders,
    });
    const parsed = z.array(subscriptionSchema).safeParse(response.body);
    if (response.status !== 200 || !parsed.success)
      throw new ProviderResponseError(
        `Oura answered ${response.status} listing subscriptions`,
        response.status,
      );
    return parsed.data;
  }

  /** One upkeep at a time: a second caller waits for the one running (no duplicate subscriptions). */
  let running: Promise<void> | null = null;
  function maintain(): Promise<void> {
    running ??= upkeep().finally(() => {
      running = null;
    });
    return running;
  }

  /** Creates the missing subscriptions and renews those close to expiry. */
  async function upkeep(): Promise<void> {
    const existing = (await subscriptions()).filter(
      (subscription) => subscription.callback_url === callbackUrl,
    );
    for (const dataType of Object.keys(OURA_COLLECTIONS)) {
      for (const eventType of EVENT_TYPES) {
        const found = existing.find((s) => s.data_type === dataType && s.event_type === eventType);
        if (!found) {
          const response = await send({
            method: "POST",
            url: `${settings.apiUrl}/v2/webhook/subscription`,
            headers: appHeaders,
            json: {
              callback_url: callbackUrl,
              verification_token: verificationToken,
              event_type: eventType,
              data_type: dataType,
            },
          });
          if (response.status >= 300) {
            logger.warn({ status: response.status, dataType, eventType }, "oura: subscription refused");
          }
        } else if (Date.parse(found.expiration_time) - now() < RENEW_BEFORE_MS) {
          await send({
            method: "PUT",
            url: `${settings.apiUrl}/v2/webhook/subscription/renew/${encodeURIComponent(found.id)}`,
            headers: appHeaders,
          });
        }
      }
    }
  }

  async function rangeFor(event: OuraEvent, row: WearableConnectionRow): Promise<SyncRange> {
    if (event.event_type === "delete" || !event.object_id || !(event.data_type in OURA_COLLECTIONS))
      return undefined;
    const id = event.object_id;
    const doc = await deps.tokens.withAccessToken(row.id, (token) =>
      deps.api.document(token, event.data_type as OuraCollection, id),
    );
    return doc ? { start_date: doc.day, end_date: doc.day } : undefined;
  }

  function router(context: WebhookContext): Router {
    const processor = createWebhookProcessor({
      provider: "oura",
      store: deps.store,
      rangeFor: (event: OuraEvent & { accountId: string; type: string }, row) => rangeFor(event, row),
      context,
      logger,
    });
    const web = express.Router();
    web.get(OURA_WEBHOOK_PATH, (req, res) => {
      const token = typeof req.query.verification_token === "string" ? req.query.verification_token : "";
      const challenge = typeof req.query.challenge === "string" ? req.query.challenge : "";
      const expected = Buffer.from(verificationToken);
      const given = Buffer.from(token);
      if (!challenge || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        res.status(401).json({ detail: "Invalid verification token" });
        return;
      }
      res.json({ challenge });
    });
    web.post(
      OURA_WEBHOOK_PATH,
      express.raw({ type: () => true, limit: MAX_WEBHOOK_BYTES }),
      async (req, res) => {
        const rawBody: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.get("x-oura-signature");
        const valid = verifyWebhook({
          secret: settings.clientSecret,
          signature,
          timestamp: req.get("x-oura-timestamp"),
          rawBody,
          nowMs: now(),
          encoding: "hex",
        });
        if (!valid) {
          res.status(401).json({ detail: WEBHOOK_SIGNATURE_INVALID });
          return;
        }
        const event = parseWebhookBody(rawBody, eventSchema);
        if (!event) {
          res.status(400).json({ detail: "Invalid webhook event" });
          return;
        }
        // A replayed delivery is answered, not acted on, whichever process it reaches.
        let first: boolean;
        try {
          first = await deps.deliveries.firstSeen(signature as string);
        } catch (error) {
          logger.error({ err: error }, "oura: could not record a webhook delivery");
          res.status(503).json({ detail: WEBHOOK_NOT_RECORDED });
          return;
        }
        res.status(204).end();
        if (!first) return;
        setImmediate(() =>
          processor.handle({
            ...event,
            accountId: event.user_id,
            type: `${event.data_type}.${event.event_type}`,
          }),
        );
      },
    );
    return web;
  }

  return { maintain, router };
}
