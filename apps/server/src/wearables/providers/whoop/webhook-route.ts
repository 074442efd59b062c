// POST /api/whoop/webhook: reads the raw body (the signature covers its exact bytes), refuses a
// bad or stale signature with 401, answers 204 at once and handles the event afterwards.
// Mounted before any JSON parser, and only when WHOOP_WEBHOOK_ENABLED.
import express, { type Router } from "express";
import { parseWebhookBody, verifyWebhook, WEBHOOK_SIGNATURE_INVALID } from "../../core/webhook-signature.ts";
import { type WebhookEvent, webhookEventSchema } from "./webhook-events.ts";

export const WEBHOOK_PATH = "/whoop/webhook";
const MAX_WEBHOOK_BYTES = 64 * 1024;

export interface WebhookRouteDeps {
  clientSecret: string;
  now: () => number;
  /** Runs after the answer is sent; must handle its own failures. */
  handle: (event: WebhookEvent) => void;
}

export function whoopWebhookRouter(deps: WebhookRouteDeps): Router {
  const router = express.Router();
  router.post(WEBHOOK_PATH, express.raw({ type: () => true, limit: MAX_WEBHOOK_BYTES }), (req, res) => {
    const rawBody: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const valid = verifyWebhook({
      secret: deps.clientSecret,
      signature: req.get("x-whoop-signature"),
      timestamp: req.get("x-whoop-signature-timestamp"),
      rawBody,
      nowMs: deps.now(),
    });
    if (!valid) {
      res.status(401).json({ detail: WEBHOOK_SIGNATURE_INVALID });
      return;
    }
    const event = parseWebhookBody(rawBody, webhookEventSchema);
    if (!event) {
      res.status(400).json({ detail: "Invalid webhook event" });
      return;
    }
    res.status(204).end();
    setImmediate(() => deps.handle(event));
  });
  return router;
}
