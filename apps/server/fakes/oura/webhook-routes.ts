// The fake Oura's webhook subscriptions (app credentials in x-client-id / x-client-secret):
// list, create (the callback must first echo a challenge: GET ?verification_token=…&challenge=…),
// renew, and deliveries signed as Oura signs them (hex HMAC-SHA256 of timestamp + body with the
// client secret).
import crypto from "node:crypto";
import express, { type Router } from "express";
import { DAY_MS, type FakeOuraState } from "./state.ts";

const SUBSCRIPTION_DAYS = 30;

interface Subscription {
  id: string;
  callback_url: string;
  event_type: string;
  data_type: string;
  expiration_time: string;
  token: string;
}

export interface OuraEvent {
  event_type: string;
  data_type: string;
  object_id: string;
  user_id: string;
}

const publicSubscription = ({ token: _token, ...rest }: Subscription) => rest;

export function ouraWebhooks(state: FakeOuraState) {
  const { app } = state;
  const subscriptions = new Map<string, Subscription>();
  /** Tests: the origin that callback URLs are reached at (the server under test listens on a free port). */
  let callbackOrigin: string | null = null;
  const reach = (url: string) => (callbackOrigin ? `${callbackOrigin}${new URL(url).pathname}` : url);
  const appAuthorized = (req: express.Request) =>
    req.get("x-client-id") === app.clientId && req.get("x-client-secret") === app.clientSecret;
  const expiresFromNow = () => new Date(state.now() + SUBSCRIPTION_DAYS * DAY_MS).toISOString();

  const router: Router = express.Router();
  router.get("/v2/webhook/subscription", (req, res) => {
    if (!appAuthorized(req)) {
      res.status(403).json({ detail: "Forbidden" });
      return;
    }
    res.json([...subscriptions.values()].map(publicSubscription));
  });

  router.post("/v2/webhook/subscription", express.json(), async (req, res) => {
    if (!appAuthorized(req)) {
      res.status(403).json({ detail: "Forbidden" });
      return;
    }
    const body = req.body as Record<string, string>;
    const taken = [...subscriptions.values()].some(
      (s) => s.data_type === body.data_type && s.event_type === body.event_type,
    );
    if (taken) {
      res.status(409).json({ detail: "A subscription for this data type and event type exists" });
      return;
    }
    const challenge = crypto.randomBytes(8).toString("hex");
    const check = new URL(reach(body.callback_url ?? ""));
    check.searchParams.set("verification_token", body.verification_token ?? "");
    check.searchParams.set("challenge", challenge);
    const answer = await fetch(check).catch(() => null);
    const echoed = answer?.ok ? ((await answer.json()) as { challenge?: string }).challenge : undefined;
    if (echoed !== challenge) {
      res.status(400).json({ detail: "The callback did not answer the challenge" });
      return;
    }
    const subscription = {
      id: crypto.randomUUID(),
      callback_url: body.callback_url as string,
      event_type: body.event_type as string,
      data_type: body.data_type as string,
      expiration_time: expiresFromNow(),
      token: body.verification_token as string,
    };
    subscriptions.set(subscription.id, subscription);
    res.status(201).json(publicSubscription(subscription));
  });

  router.put("/v2/webhook/subscription/renew/:id", (req, res) => {
    const subscription = subscriptions.get(req.params.id);
    if (!appAuthorized(req) || !subscription) {
      res.status(subscription ? 403 : 404).json({ detail: "Not renewed" });
      return;
    }
    subscription.expiration_time = expiresFromNow();
    res.json(publicSubscription(subscription));
  });

  return {
    router,
    subscriptions: () => [...subscriptions.values()].map(publicSubscription),
    reachCallbacksAt(origin: string) {
      callbackOrigin = origin;
    },
    /** Expires every subscription now (the next upkeep must renew them). */
    expireSubscriptions() {
      for (const subscription of subscriptions.values())
        subscription.expiration_time = new Date(state.now()).toISOString();
    },
    /**
     * Sends an event to every subscription for its data and event type, signed as Oura signs.
     * `sign` overrides the secret or the timestamp (forgeries, stale deliveries); answers each
     * callback's status.
     */
    async deliver(event: OuraEvent, sign: { secret?: string; timestampMs?: number } = {}) {
      const body = JSON.stringify({ ...event, event_time: new Date(state.now()).toISOString() });
      const timestamp = String(Math.floor((sign.timestampMs ?? state.now()) / 1000));
      const signature = crypto
        .createHmac("sha256", sign.secret ?? app.clientSecret)
        .update(timestamp)
        .update(body)
        .digest("hex")
        .toUpperCase();
      const delivery = {
        body,
        headers: {
          "content-type": "application/json",
          "x-oura-signature": signature,
          "x-oura-timestamp": timestamp,
        },
      };
      const statuses: number[] = [];
      for (const subscription of subscriptions.values()) {
        if (subscription.data_type !== event.data_type || subscription.event_type !== event.event_type)
          continue;
        const answer = await fetch(reach(subscription.callback_url), { method: "POST", ...delivery });
        statuses.push(answer.status);
      }
      return { statuses, delivery };
    },
  };
}
