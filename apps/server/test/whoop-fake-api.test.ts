// The local WHOOP's API follows WHOOP's v2 (docs/wearables.md): paging rules, every record field, the score
// states and edge days the app must handle, rate-limit headers, injected 429s, a request
// counter, and histories that depend only on the seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeWhoop, startFakeWhoop } from "../fakes/whoop/fake-whoop.ts";
import { FAKE_REDIRECT, fakeWhoopClient } from "./support/fake-whoop-client.ts";

const REDIRECT = FAKE_REDIRECT;
let fake: FakeWhoop;
let client: ReturnType<typeof fakeWhoopClient>;
beforeAll(async () => {
  fake = await startFakeWhoop({ seed: 42, accessTokenSeconds: 2, app: { redirectUris: [REDIRECT] } });
  client = fakeWhoopClient(fake);
});
afterAll(async () => {
  await fake.close();
});

const connect = (memberId: number) => client.connect(memberId);
const get = (path: string, accessToken: string) => client.get(path, accessToken);
const all = (path: string, accessToken: string) => client.all(path, accessToken);

describe("The fake WHOOP's API", () => {
  it("pages newest first with limit ≤ 25, nextToken in and next_token out, start inclusive and end exclusive", async () => {
    const { access_token } = await connect(fake.createMember({ days: 60 }));
    const at = String(access_token);
    expect((await get("/v2/cycle?limit=26", at)).status).toBe(400);
    const cycles = await all("/v2/cycle", at);
    expect(cycles).toHaveLength(60);
    const starts = cycles.map((cycle) => Date.parse(String(cycle.start)));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const last = await get("/v2/cycle?limit=25&nextToken=b2Zmc2V0OjUw", at);
    expect(last.body.records).toHaveLength(10);
    expect("next_token" in last.body).toBe(false);
    const [newest, second] = cycles as Array<{ start: string }>;
    const window = await get(`/v2/cycle?start=${second?.start}&end=${newest?.start}`, at);
    expect((window.body.records as Array<{ start: string }>).map((c) => c.start)).toEqual([second?.start]);
    expect(last.headers.get("x-ratelimit-limit")).toBe("100");
    expect(Number(last.headers.get("x-ratelimit-remaining"))).toBeLessThan(100);
    expect(Number(last.headers.get("x-ratelimit-reset"))).toBeGreaterThan(0);
  });

  it("serves every documented field, all score states, naps, nights without recovery and an open cycle", async () => {
    const { access_token } = await connect(fake.createMember({ days: 365, offset: "+05:30" }));
    const at = String(access_token);
    expect(Object.keys((await get("/v2/user/profile/basic", at)).body).sort()).toEqual([
      "email",
      "first_name",
      "last_name",
      "user_id",
    ]);
    expect(Object.keys((await get("/v2/user/measurement/body", at)).body).sort()).toEqual([
      "height_meter",
      "max_heart_rate",
      "weight_kilogram",
    ]);
    const [cycles, recoveries, sleeps, workouts] = await Promise.all(
      ["/v2/cycle", "/v2/recovery", "/v2/activity/sleep", "/v2/activity/workout"].map((path) =>
        all(path, at),
      ),
    );
    const keys = (record: unknown) => Object.keys(record as object).sort();
    const scored = (records: Array<Record<string, unknown>> | undefined) =>
      records?.find((record) => record.score_state === "SCORED") as Record<string, Record<string, unknown>>;
    expect(keys(scored(cycles?.slice(1)))).toEqual(
      [
        "created_at",
        "end",
        "id",
        "score",
        "score_state",
        "start",
        "timezone_offset",
        "updated_at",
        "user_id",
      ].sort(),
    );
    expect(keys(scored(cycles).score)).toEqual([
      "average_heart_rate",
      "kilojoule",
      "max_heart_rate",
      "strain",
    ]);
    expect(keys(scored(recoveries).score)).toEqual(
      [
        "hrv_rmssd_milli",
        "recovery_score",
        "resting_heart_rate",
        "skin_temp_celsius",
        "spo2_percentage",
        "user_calibrating",
      ].sort(),
    );
    const sleep = scored(sleeps);
    expect(keys(sleep)).toEqual(
      [
        "created_at",
        "cycle_id",
        "end",
        "id",
        "nap",
        "score",
        "score_state",
        "start",
        "timezone_offset",
        "updated_at",
        "user_id",
      ].sort(),
    );
    expect(keys(sleep.score?.stage_summary)).toHaveLength(8);
    expect(keys(sleep.score?.sleep_needed)).toHaveLength(4);
    expect(keys(scored(workouts).score)).toEqual(
      expect.arrayContaining(["zone_durations", "percent_recorded", "strain"]),
    );
    expect(keys(scored(workouts))).toContain("sport_name");

    expect(cycles?.filter((cycle) => !("end" in cycle))).toHaveLength(1);
    expect(sleeps?.some((s) => s.nap === true)).toBe(true);
    expect(
      sleeps?.some((s) => s.score_state === "UNSCORABLE") ||
        recoveries?.some((r) => r.score_state === "UNSCORABLE"),
    ).toBe(true);
    const withRecovery = new Set(recoveries?.map((r) => r.cycle_id));
    expect(cycles?.some((cycle) => !withRecovery.has(cycle.id))).toBe(true);
    expect(recoveries?.some((r) => (r.score as { user_calibrating?: boolean })?.user_calibrating)).toBe(true);
    expect(new Set(cycles?.map((c) => c.timezone_offset))).toEqual(new Set(["+05:30"]));
  });

  it("answers PENDING_SCORE without a score until the record is scored", async () => {
    const memberId = fake.createMember({ days: 10 });
    const { access_token } = await connect(memberId);
    fake.setLatestScoreState(memberId, 2, "PENDING_SCORE");
    const pending = (await get("/v2/recovery?limit=2", String(access_token))).body.records as Array<
      Record<string, unknown>
    >;
    expect(pending.every((r) => r.score_state === "PENDING_SCORE" && !("score" in r))).toBe(true);
    fake.setLatestScoreState(memberId, 2, "SCORED");
    const scored = (await get("/v2/recovery?limit=2", String(access_token))).body.records as Array<
      Record<string, unknown>
    >;
    expect(scored.every((r) => r.score_state === "SCORED" && "score" in r)).toBe(true);
  });

  it("fails on demand with 429 and Retry-After, and counts requests", async () => {
    const { access_token } = await connect(fake.createMember({ days: 5 }));
    const before = fake.count("GET /v2/cycle");
    fake.failNext({ status: 429, count: 1, retryAfterSeconds: 1, pathIncludes: "/v2/cycle" });
    const limited = await get("/v2/cycle", String(access_token));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
    expect((await get("/v2/cycle", String(access_token))).status).toBe(200);
    expect(fake.count("GET /v2/cycle")).toBe(before + 2);
  });

  it("is deterministic: the same seed and clock give the same history, another seed another", async () => {
    const now = () => Date.parse("2026-04-01T09:30:00.000Z");
    const fakes = await Promise.all([7, 7, 8].map((seed) => startFakeWhoop({ seed, now })));
    try {
      const [a, b, c] = fakes.map((f) => f.world.createMember({ days: 30, offset: "-08:00" }).records);
      expect(a).toEqual(b);
      expect(a?.cycles).toHaveLength(30);
      expect(c?.cycles.map((cycle) => cycle.start)).not.toEqual(a?.cycles.map((cycle) => cycle.start));
    } finally {
      await Promise.all(fakes.map((f) => f.close()));
    }
  });
});
