// Oura webhooks: subscriptions per data and event type created through Oura's
// handshake (our verification token only), renewed before they expire; a signed event answered
// at once and its day synced again; forged, stale and replayed deliveries refused or ignored,
// also when the replay reaches another process on the same database (docs/security.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  forgetOldWebhookDeliveries,
  WEBHOOK_DELIVERIES_KEPT_MS,
} from "../src/wearables/core/webhook-deliveries.ts";
import { connectOura, type OuraPair, startOuraPair } from "./support/oura-fixtures.ts";
import { sameData, startTestServer } from "./support/test-server.ts";
import { PUBLIC_URL, waitFor } from "./support/whoop-fixtures.ts";

let pair: OuraPair;
let userId = "";
let memberId = "";
beforeAll(async () => {
  pair = await startOuraPair({ env: { OURA_WEBHOOK_ENABLED: "true" } });
  pair.fake.reachCallbacksAt(pair.server.url);
  const { user, answer } = await connectOura(pair);
  expect(answer.status).toBe(200);
  userId = user.id;
  memberId = (pair.fake.members().at(-1) as { id: string }).id;
});
afterAll(async () => {
  await pair.close();
});

function readinessOf(daysAgo: number) {
  const day = new Date(Date.parse(`${pair.fake.today(memberId)}T00:00:00Z`) - daysAgo * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const doc = pair.fake.documents(memberId, "daily_readiness", day, day)[0];
  if (!doc) throw new Error("no readiness that day");
  return { day, id: doc.id, score: doc.score };
}

async function forget(day: string) {
  await pair.server.db
    .deleteFrom("source_daily_metrics")
    .where("user_id", "=", userId)
    .where("date", "=", day)
    .execute();
  await pair.server.db
    .deleteFrom("health_metrics")
    .where("user_id", "=", userId)
    .where("date", "=", day)
    .execute();
}

const dayRow = (day: string) =>
  pair.server.db
    .selectFrom("health_metrics")
    .selectAll()
    .where("user_id", "=", userId)
    .where("date", "=", day)
    .executeTakeFirst();

describe("Oura webhooks", () => {
  it("subscribe to every data type we read, for create, update and delete, via the challenge", async () => {
    const subscriptions = await waitFor(async () => {
      const list = pair.fake.subscriptions();
      return list.length === 15 ? list : null;
    });
    expect(new Set(subscriptions.map((s) => `${s.data_type}.${s.event_type}`)).size).toBe(15);
    expect(subscriptions.every((s) => s.callback_url === "http://localhost:3000/api/oura/webhook")).toBe(
      true,
    );
  });

  it("answer the handshake only for our own verification token", async () => {
    const url = `${pair.server.url}/api/oura/webhook`;
    const wrong = await fetch(`${url}?verification_token=not-ours&challenge=abc`);
    expect(wrong.status).toBe(401);
    const missing = await fetch(`${url}?challenge=abc`);
    expect(missing.status).toBe(401);
  });

  it("sync the day a signed event names, and ignore a replay of the same delivery", async () => {
    const target = readinessOf(3);
    await forget(target.day);
    const sent = await pair.fake.deliver({
      event_type: "update",
      data_type: "daily_readiness",
      object_id: target.id,
      user_id: memberId,
    });
    expect(sent.statuses).toEqual([204]);
    const row = await waitFor(() => dayRow(target.day));
    expect(row).toMatchObject({ source: "oura", recovery_score: target.score });

    await forget(target.day);
    const replay = await fetch(`${pair.server.url}/api/oura/webhook`, { method: "POST", ...sent.delivery });
    expect(replay.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await dayRow(target.day)).toBeUndefined();
  });

  it("ignore a replay that reaches another process on the same database", async () => {
    const other = await startTestServer({
      ...pair.fake.env(),
      PUBLIC_URL,
      OURA_WEBHOOK_ENABLED: "true",
      ...sameData(pair.server),
    });
    try {
      const target = readinessOf(4);
      await forget(target.day);
      const sent = await pair.fake.deliver({
        event_type: "update",
        data_type: "daily_readiness",
        object_id: target.id,
        user_id: memberId,
      });
      expect(sent.statuses).toEqual([204]);
      await waitFor(() => dayRow(target.day));

      await forget(target.day);
      const replay = await fetch(`${other.url}/api/oura/webhook`, { method: "POST", ...sent.delivery });
      expect(replay.status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await dayRow(target.day)).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it("remember deliveries in the database for twice the signature window, then forget them", async () => {
    const rows = await pair.server.db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const newest = Math.max(...rows.map((row) => Date.parse(row.received_at)));
    await forgetOldWebhookDeliveries(pair.server.db, new Date(newest + WEBHOOK_DELIVERIES_KEPT_MS - 1000));
    expect(await pair.server.db.selectFrom("webhook_deliveries").selectAll().execute()).not.toHaveLength(0);
    await forgetOldWebhookDeliveries(pair.server.db, new Date(newest + WEBHOOK_DELIVERIES_KEPT_MS + 1000));
    expect(await pair.server.db.selectFrom("webhook_deliveries").selectAll().execute()).toHaveLength(0);
  });

  it("refuse a forged or stale delivery with 401, and act on neither", async () => {
    const target = readinessOf(5);
    await forget(target.day);
    const event = {
      event_type: "update",
      data_type: "daily_readiness",
      object_id: target.id,
      user_id: memberId,
    };
    expect((await pair.fake.deliver(event, { secret: "not-the-client-secret" })).statuses).toEqual([401]);
    expect((await pair.fake.deliver(event, { timestampMs: Date.now() - 6 * 60_000 })).statuses).toEqual([
      401,
    ]);
    const unsigned = await fetch(`${pair.server.url}/api/oura/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await dayRow(target.day)).toBeUndefined();
  });

  it("renew subscriptions that are about to expire", async () => {
    pair.fake.expireSubscriptions();
    const before = pair.fake.subscriptions().map((s) => s.expiration_time);
    await connectOura(pair); // a connection runs the upkeep, as the scheduler does every pass
    await waitFor(async () =>
      pair.fake.subscriptions().every((s, index) => String(s.expiration_time) > String(before[index])),
    );
    expect(pair.fake.subscriptions()).toHaveLength(15);
  });
});
