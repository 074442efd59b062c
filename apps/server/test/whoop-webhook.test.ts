// WHOOP webhooks over real HTTP: a tampered, stale or unsigned delivery is refused with 401; a
// valid one is answered 204 at once and re-syncs (and rescores) the affected day; a duplicate
// is harmless; with webhooks turned off the route does not exist.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./support/test-server.ts";
import {
  connectNewUser,
  memberDate,
  metricRows,
  startWhoopPair,
  type WhoopPair,
  waitFor,
} from "./support/whoop-fixtures.ts";

let pair: WhoopPair;
let webhookUrl: string;
beforeAll(async () => {
  pair = await startWhoopPair({ env: { WHOOP_WEBHOOK_ENABLED: "true" } });
  webhookUrl = `${pair.server.url}/api/whoop/webhook`;
});
afterAll(async () => {
  await pair.close();
});

/** A recent morning with a main sleep and a scored recovery, and those records. */
function scoredMorning(memberId: number) {
  for (let back = 2; back < 10; back++) {
    const date = memberDate(pair, memberId, back);
    const day = pair.fake.world.day(memberId, date);
    if (day?.sleep && day.recovery?.score) return { date, sleep: day.sleep, recovery: day.recovery };
  }
  throw new Error("no scored morning in the fake's recent history");
}

describe("WHOOP webhooks", () => {
  it("refuse a tampered, stale, unsigned or wrongly signed delivery with 401", async () => {
    const { memberId } = await connectNewUser(pair);
    const event = { userId: memberId, id: scoredMorning(memberId).sleep.id, type: "recovery.updated" };
    const before = pair.fake.count("total");
    expect(await pair.fake.sendWebhook(webhookUrl, event, { tamper: true })).toBe(401);
    expect(await pair.fake.sendWebhook(webhookUrl, event, { timestampMs: Date.now() - 6 * 60_000 })).toBe(
      401,
    );
    expect(await pair.fake.sendWebhook(webhookUrl, event, { timestampMs: Date.now() + 6 * 60_000 })).toBe(
      401,
    );
    expect(await pair.fake.sendWebhook(webhookUrl, event, { secret: "not-the-client-secret" })).toBe(401);
    const unsigned = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user_id: memberId, id: event.id, type: event.type, trace_id: "t" }),
    });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ detail: "Invalid webhook signature" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pair.fake.count("total")).toBe(before);
  });

  it("answer a valid delivery at once, then re-sync and rescore the affected day", async () => {
    const { user, memberId } = await connectNewUser(pair);
    const morning = scoredMorning(memberId);
    const scoreRow = () =>
      pair.server.db
        .selectFrom("burnout_scores")
        .select("calculated_at")
        .where("user_id", "=", user.id)
        .where("date", "=", morning.date)
        .executeTakeFirst();
    const scoredBefore = await scoreRow();

    // WHOOP recalculates that morning's recovery…
    const changed = morning.recovery.score?.recovery_score === 12 ? 13 : 12;
    if (morning.recovery.score) morning.recovery.score.recovery_score = changed;
    // …and tells us.
    const started = Date.now();
    const status = await pair.fake.sendWebhook(webhookUrl, {
      userId: memberId,
      id: morning.sleep.id,
      type: "recovery.updated",
      traceId: "trace-1",
    });
    expect(status).toBe(204);
    expect(Date.now() - started).toBeLessThan(1000);

    const row = await waitFor(async () =>
      (await metricRows(pair, user.id)).find((r) => r.date === morning.date && r.recovery_score === changed),
    );
    expect(row.recovery_score).toBe(changed);
    const rescored = await waitFor(async () => {
      const score = await scoreRow();
      return score && score.calculated_at !== scoredBefore?.calculated_at ? score : undefined;
    });
    expect(rescored.calculated_at > (scoredBefore?.calculated_at ?? "")).toBe(true);
  });

  it("treat a repeated delivery as harmless", async () => {
    const { user, memberId } = await connectNewUser(pair);
    const rows = await metricRows(pair, user.id);
    const event = {
      userId: memberId,
      id: scoredMorning(memberId).sleep.id,
      type: "sleep.updated",
      traceId: "dup",
    };
    expect(await pair.fake.sendWebhook(webhookUrl, event)).toBe(204);
    expect(await pair.fake.sendWebhook(webhookUrl, event)).toBe(204);
    expect(await pair.fake.sendWebhook(webhookUrl, { ...event, traceId: "dup-2" })).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await metricRows(pair, user.id)).toEqual(rows);
  });

  it("re-sync the recent days when the record was deleted at WHOOP", async () => {
    const { user, memberId } = await connectNewUser(pair);
    const before = pair.fake.count("GET /v2/cycle");
    const status = await pair.fake.sendWebhook(webhookUrl, {
      userId: memberId,
      id: "00000000-0000-4000-8000-000000000000",
      type: "workout.deleted",
    });
    expect(status).toBe(204);
    await waitFor(async () => pair.fake.count("GET /v2/cycle") > before);
    expect((await metricRows(pair, user.id)).length).toBeGreaterThan(80);
  });
});

describe("With webhooks turned off", () => {
  it("the webhook route does not exist", async () => {
    const server = await startTestServer({ ...pair.fake.env() });
    try {
      const status = await pair.fake.sendWebhook(`${server.url}/api/whoop/webhook`, {
        userId: 1,
        id: "x",
        type: "sleep.updated",
      });
      expect(status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
