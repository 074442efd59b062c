// Syncing WHOOP over real HTTP against the fake: a full year mapped exactly and idempotently,
// pending scores filled in later, 429 and 5xx waited out, a partial failure reported as such,
// a refused refresh turned into "reconnect", and one refresh for many concurrent syncs.
import { type SyncResult, WEARABLE_NEEDS_RECONNECT, type WearableConnection } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api-client.ts";
import {
  type ConnectedUser,
  connectMember,
  connectNewUser,
  expectedValues,
  memberDate,
  metricRows,
  startWhoopPair,
  type WhoopPair,
} from "./support/whoop-fixtures.ts";

let pair: WhoopPair;
beforeAll(async () => {
  pair = await startWhoopPair();
});
afterAll(async () => {
  await pair.close();
});

function sync(connected: ConnectedUser, range?: { start_date: string; end_date: string }) {
  return api(pair.server, connected.user.accessToken).post<SyncResult>(
    "/whoop/sync/manual",
    undefined,
    range,
  );
}

describe("Syncing a year of WHOOP data", () => {
  it("stores exactly one faithful record per day, and a second sync changes nothing", async () => {
    const connected = await connectNewUser(pair, { offset: "-08:00" });
    const range = {
      start_date: memberDate(pair, connected.memberId, 364),
      end_date: memberDate(pair, connected.memberId),
    };
    const first = await sync(connected, range);
    expect(first.body).toMatchObject({
      success: true,
      message: expect.stringMatching(/^Synced \d+ days of WHOOP data$/),
    });

    const rows = await metricRows(pair, connected.user.id);
    const expected = Array.from({ length: 365 }, (_, back) => memberDate(pair, connected.memberId, back))
      .map((date) => expectedValues(pair.fake.world, connected.memberId, date))
      .filter((values) => values !== null)
      .reverse();
    expect(expected.length).toBeGreaterThanOrEqual(364);
    expect(
      rows.map(
        ({
          date,
          recovery_score,
          resting_hr,
          hrv,
          sleep_duration_minutes,
          sleep_quality_score,
          day_strain,
          workout_count,
        }) => ({
          date,
          recovery_score,
          resting_hr,
          hrv,
          sleep_duration_minutes,
          sleep_quality_score,
          day_strain,
          workout_count,
        }),
      ),
    ).toEqual(expected);
    expect(rows.every((row) => row.source === "whoop")).toBe(true);
    // The history holds every kind of day the mapping must handle.
    expect(expected.some((day) => day.recovery_score === null && day.day_strain !== null)).toBe(true);
    expect(pair.fake.world.member(connected.memberId).records.sleeps.some((sleep) => sleep.nap)).toBe(true);

    // WHOOP was still calibrating on the first mornings: kept, and noted.
    const notes = await pair.server.db
      .selectFrom("wearable_day_notes")
      .selectAll()
      .where("connection_id", "=", connected.connection.id)
      .execute();
    expect(notes.filter((note) => note.user_calibrating === 1).length).toBeGreaterThanOrEqual(3);

    const second = await sync(connected, range);
    expect(second.body.success).toBe(true);
    expect(await metricRows(pair, connected.user.id)).toEqual(rows);
  });

  it("stores a pending score as empty and fills it in once WHOOP has scored it", async () => {
    const memberId = pair.fake.createMember({ offset: "+02:00" });
    pair.fake.setLatestScoreState(memberId, 3, "PENDING_SCORE");
    const pending = [0, 1, 2, 3]
      .map((back) => memberDate(pair, memberId, back))
      .filter((date) => pair.fake.world.day(memberId, date)?.recovery?.score_state === "PENDING_SCORE")
      .sort();
    expect(pending.length).toBeGreaterThan(0);

    const connected = await connectMember(pair, memberId);
    const stored = async () =>
      (await metricRows(pair, connected.user.id)).filter((row) => pending.includes(row.date));
    expect((await stored()).map((row) => row.recovery_score)).toEqual(pending.map(() => null));
    const notes = await pair.server.db
      .selectFrom("wearable_day_notes")
      .select("date")
      .where("connection_id", "=", connected.connection.id)
      .where("score_pending", "=", 1)
      .execute();
    expect(notes.map((note) => note.date).sort()).toEqual(expect.arrayContaining(pending));

    pair.fake.setLatestScoreState(memberId, 3, "SCORED");
    expect((await sync(connected)).body.success).toBe(true);
    expect((await stored()).map((row) => row.recovery_score)).toEqual(
      pending.map((date) => expectedValues(pair.fake.world, memberId, date)?.recovery_score),
    );
    expect((await stored()).every((row) => row.recovery_score !== null)).toBe(true);
  });
});

describe("When WHOOP misbehaves", () => {
  it("waits out a 429 for as long as Retry-After says, then completes", async () => {
    const connected = await connectNewUser(pair);
    pair.fake.failNext({ status: 429, count: 1, retryAfterSeconds: 1, pathIncludes: "/v2/cycle" });
    const started = Date.now();
    const answer = await sync(connected);
    expect(answer.body.success).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it("honours X-RateLimit-Reset when a 429 has no Retry-After", async () => {
    const connected = await connectNewUser(pair);
    pair.fake.failNext({ status: 429, count: 1, resetSeconds: 1, pathIncludes: "/v2/activity/sleep" });
    const started = Date.now();
    expect((await sync(connected)).body.success).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it("retries server errors with backoff and completes", async () => {
    const connected = await connectNewUser(pair);
    const before = pair.fake.count("GET /v2/recovery");
    pair.fake.failNext({ status: 503, count: 2, pathIncludes: "/v2/recovery" });
    expect((await sync(connected)).body.success).toBe(true);
    expect(pair.fake.count("GET /v2/recovery") - before).toBeGreaterThanOrEqual(3);
  });

  it("keeps the days saved before a failure, says how many, and completes on the next sync", async () => {
    const connected = await connectNewUser(pair);
    const range = {
      start_date: memberDate(pair, connected.memberId, 360),
      end_date: memberDate(pair, connected.memberId, 200),
    };
    const inRange = async () =>
      (await metricRows(pair, connected.user.id)).filter(
        (row) => row.date >= range.start_date && row.date <= range.end_date,
      );
    const [before] = await pair.server.db
      .selectFrom("wearable_connections")
      .select("last_synced_at")
      .where("user_id", "=", connected.user.id)
      .execute();
    // The latest cycles and the first chunk get through; every later cycles page fails.
    pair.fake.failNext({ status: 500, count: 1000, pathIncludes: "/v2/cycle", after: 4 });
    const partial = await sync(connected, range);
    pair.fake.resetFaults();
    expect(partial.body.success).toBe(false);
    expect(partial.body.records_synced).toBeGreaterThan(0);
    expect(partial.body.message).toBe(
      `Saved ${partial.body.records_synced} days of WHOOP data, but the rest failed: WHOOP could not be reached. Please try syncing again later.`,
    );
    const saved = (await inRange()).length;
    expect(saved).toBeGreaterThan(0);
    expect(saved).toBeLessThan(161);
    const [after] = await pair.server.db
      .selectFrom("wearable_connections")
      .select("last_synced_at")
      .where("user_id", "=", connected.user.id)
      .execute();
    expect(after?.last_synced_at).toBe(before?.last_synced_at);

    expect((await sync(connected, range)).body.success).toBe(true);
    expect((await inRange()).length).toBe(161);
  });

  it("never reports success when no data arrived", async () => {
    const connected = await connectNewUser(pair);
    pair.fake.failNext({ status: 500, count: 1000, pathIncludes: "/v2/" });
    const answer = await sync(connected);
    pair.fake.resetFaults();
    expect(answer.body).toEqual({
      success: false,
      message: "No WHOOP data was saved: WHOOP could not be reached. Please try syncing again later.",
      records_synced: 0,
    });
  });

  it("marks the connection for reconnection when WHOOP refuses the refresh token", async () => {
    const connected = await connectNewUser(pair);
    pair.fake.refuseRefresh(connected.memberId);
    pair.fake.expireAccessTokens(connected.memberId);
    const answer = await sync(connected);
    expect(answer.body).toEqual({ success: false, message: WEARABLE_NEEDS_RECONNECT, records_synced: 0 });
    const connection = await api(pair.server, connected.user.accessToken).get<WearableConnection>(
      "/whoop/connection",
    );
    expect(connection.body.needs_reconnect).toBe(true);

    const requests = pair.fake.count("total");
    expect((await sync(connected)).body).toMatchObject({ success: false, message: WEARABLE_NEEDS_RECONNECT });
    expect(pair.fake.count("total")).toBe(requests);

    // Connecting again heals it.
    const again = await connectMember(pair, connected.memberId, connected.user);
    expect(again.connection.needs_reconnect).toBe(false);
  });
});

describe("Concurrent syncs", () => {
  it("ten syncs after WHOOP expired the access token cause exactly one refresh", async () => {
    const connected = await connectNewUser(pair);
    pair.fake.expireAccessTokens(connected.memberId);
    const before = pair.fake.count("token:refresh_token");
    const answers = await Promise.all(Array.from({ length: 10 }, () => sync(connected)));
    expect(answers.map((answer) => answer.body.success)).toEqual(Array(10).fill(true));
    expect(pair.fake.count("token:refresh_token") - before).toBe(1);
  });

  it("ten syncs with a token near its expiry cause exactly one refresh", async () => {
    const connected = await connectNewUser(pair);
    await pair.server.db
      .updateTable("wearable_connections")
      .set({ token_expires_at: new Date(Date.now() + 30_000).toISOString() })
      .where("id", "=", connected.connection.id)
      .execute();
    const before = pair.fake.count("token:refresh_token");
    const answers = await Promise.all(Array.from({ length: 10 }, () => sync(connected)));
    expect(answers.every((answer) => answer.body.success)).toBe(true);
    expect(pair.fake.count("token:refresh_token") - before).toBe(1);
  });
});

describe("A manual sync whose client leaves (review item 2)", () => {
  it("stops between chunks once the client disconnected, keeping what it saved", async () => {
    const connected = await connectNewUser(pair);
    pair.fake.setDelay(150);
    try {
      const controller = new AbortController();
      const before = pair.fake.count("GET /v2/cycle");
      const asked = fetch(`${pair.server.url}/api/whoop/sync/manual?start_date=1900-01-01`, {
        method: "POST",
        headers: { Authorization: `Bearer ${connected.user.accessToken}` },
        signal: controller.signal,
      }).catch(() => "left");
      // Leave once the first chunk's cycles were asked for.
      while (pair.fake.count("GET /v2/cycle") === before)
        await new Promise((resolve) => setTimeout(resolve, 20));
      controller.abort();
      expect(await asked).toBe("left");
      // Until the fake has had no request for a second (more than six of its delays): a sync
      // still going would have asked by then.
      let asks = pair.fake.count("total");
      let quietSince = Date.now();
      while (Date.now() - quietSince < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (pair.fake.count("total") !== asks) {
          asks = pair.fake.count("total");
          quietSince = Date.now();
        }
      }
      // A year is 13 chunks; the sync stopped after the chunk it was in.
      expect(pair.fake.count("GET /v2/cycle") - before).toBeLessThanOrEqual(3);
    } finally {
      pair.fake.setDelay(0);
    }
  }, 30_000);
});
