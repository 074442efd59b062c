// Signed webhook deliveries from the fake WHOOP to an app (docs/wearables.md): body
// `{ user_id, id, type, trace_id }`, headers X-WHOOP-Signature = base64(HMAC-SHA256(client
// secret, timestamp + raw body)) and X-WHOOP-Signature-Timestamp (epoch ms). Tests can send a
// stale timestamp or a tampered body to check that the app refuses them.
import crypto from "node:crypto";

export interface WebhookEventInput {
  userId: number;
  /** The sleep's UUID for sleep.* and recovery.* events, the workout's for workout.*. */
  id: string;
  type: string;
  traceId?: string;
}

export interface DeliveryOptions {
  /** Epoch ms to sign with; default now. */
  timestampMs?: number;
  /** Change the body after signing it. */
  tamper?: boolean;
  /** Sign with another secret. */
  secret?: string;
}

export async function deliverWebhook(
  url: string,
  clientSecret: string,
  event: WebhookEventInput,
  options: DeliveryOptions = {},
): Promise<number> {
  const body = JSON.stringify({
    user_id: event.userId,
    id: event.id,
    type: event.type,
    trace_id: event.traceId ?? crypto.randomUUID(),
  });
  const timestamp = String(options.timestampMs ?? Date.now());
  const signature = crypto
    .createHmac("sha256", options.secret ?? clientSecret)
    .update(timestamp + body)
    .digest("base64");
  const sent = options.tamper ? body.replace(`"type":"${event.type}"`, `"type":"${event.type}x"`) : body;
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "X-WHOOP-Signature": signature,
      "X-WHOOP-Signature-Timestamp": timestamp,
    },
    body: sent,
  });
  await response.arrayBuffer();
  return response.status;
}
