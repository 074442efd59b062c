// Oura as the second provider, against the fake Oura: connect, the 90-day backfill
// mapped field by field, an idempotent re-sync, the exclusive start date of `sleep`, an
// unticked scope, 429s, the token-endpoint fallback, refresh rotation, reconnect-needed and
// disconnect with revoke; and a user with WHOOP and Oura at once.
import type { HealthMetric, WearableConnection } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeOura } from "../fakes/oura/fake-oura.ts";
import { mainSleepOf } from "../src/wearables/providers/oura/day-mapping.ts";
import type { OuraSleep } from "../src/wearables/providers/oura/records.ts";
import { api } from "./support/api-client.ts";
import { connectOura, OURA_REDIRECT_URI, type OuraPair, startOuraPair } from "./support/oura-fixtures.ts";
import { signUpUser } from "./support/test-users.ts";
import { PUBLIC_URL } from "./support/whoop-fixtures.ts";

const DAY_MS = 86_400_000;

function addDays(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * DAY_MS).toISOString().slice(0, 10);
}

/** What the Oura day mapping (docs/wearables.md) makes of the fake's documents for one day. */
function expectedDay(fake: FakeOura, memberId: string, day: string) {
  const readiness = fake.documents(memberId, "daily_readiness", day, day)[0];
  const dailySleep = fake.documents(memberId, "daily_sleep", day, day)[0];
  const periods = fake.documents(memberId, "sleep", day, day) as unknown as OuraSleep[];
  const main = mainSleepOf(periods);
  const stress = fake.documents(memberId, "daily_stress", day, day)[0] as
    | { stress_high: number | null; recovery_high: number | null; day_summary: string | null }
    | undefined;
  const minutes = (seconds: number | null | undefined) => (seconds == null ? null : seconds / 60);
  return {
    date: day,
    recovery_score: readiness?.score ?? null,
    resting_hr: main?.lowest_heart_rate ?? null,
    hrv: main?.average_hrv ?? null,
    sleep_duration_minutes: main?.total_sleep_duration ? main.total_sleep_duration / 60 : null,
    sleep_quality_score: dailySleep?.score ?? null,
    day_strain: null,
    workout_count: fake.documents(memberId, "workout", day, day).length,
    stress_high_minutes: minutes(stress?.stress_high),
    recovery_high_minutes: minutes(stress?.recovery_high),
    stress_day_summary: stress?.day_summary ?? null,
  };
}

async function metrics(pair: OuraPair, token: string): Promise<HealthMetric[]> {
  const answer = await api(pair.server, token).get<HealthMetric[]>("/health/metrics", {
    start_date: "2020-01-01",
    limit: 365,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe("Oura, classic app", () => {
  let pair: OuraPair;
  beforeAll(async () => {
    pair = await startOuraPair();
  });
  afterAll(async () => {
    await pair.close();
  });

  it("connects, backfills 90 days mapped field by field, and a re-sync changes nothing", async () => {
    const { user, answer } = await connectOura(pair);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ provider: "oura", needs_reconnect: false, unavailable_data: [] });
    const memberId = (pair.fake.members().at(-1) as { id: string }).id;
    const today = pair.fake.today(memberId);

    const days = await metrics(pair, user.accessToken);
    expect(days.length).toBeGreaterThanOrEqual(90);
    expect(days.length).toBeLessThanOrEqual(92);
    expect(days.at(-1)?.date).toBe(today);
    for (const day of days) {
      expect(day.source).toBe("oura");
      expect(day).toMatchObject(expectedDay(pair.fake, memberId, day.date));
      expect(day.hrv_measure).toBe(day.hrv === null ? null : "rmssd");
    }
    // Naps, rest and deleted periods never count: some day in the backfill has one.
    const withExtra = days.find((day) =>
      pair.fake.documents(memberId, "sleep", day.date, day.date).some((p) => p.type !== "long_sleep"),
    );
    expect(withExtra).toBeDefined();
    // Oura's daily stress is kept: most days measured it, a few did not (all null).
    expect(days.filter((day) => day.stress_day_summary !== null).length).toBeGreaterThan(60);
    expect(days.some((day) => day.stress_day_summary === null && day.stress_high_minutes === null)).toBe(
      true,
    );
    const stored = await pair.server.db
      .selectFrom("source_daily_metrics")
      .select(["date", "stress_high_minutes", "stress_day_summary"])
      .where("user_id", "=", user.id)
      .where("source", "=", "oura")
      .execute();
    expect(stored.length).toBe(days.length);
    for (const row of stored) {
      const day = days.find((d) => d.date === row.date);
      expect(row).toMatchObject({
        stress_high_minutes: day?.stress_high_minutes,
        stress_day_summary: day?.stress_day_summary,
      });
    }

    const before = await pair.server.db.selectFrom("health_metrics").select(["date", "updated_at"]).execute();
    const again = await api(pair.server, user.accessToken).post<{ success: boolean; message: string }>(
      "/oura/sync/manual",
    );
    expect(again.body).toMatchObject({ success: true });
    expect(again.body.message).toMatch(/^Synced \d+ days of Oura data$/);
    const after = await pair.server.db.selectFrom("health_metrics").select(["date", "updated_at"]).execute();
    expect(after).toEqual(before);
  });

  it("asks `sleep` one day wider, because Oura leaves out its start date, and keeps only the days asked for", async () => {
    const { user } = await connectOura(pair);
    const memberId = (pair.fake.members().at(-1) as { id: string }).id;
    const start = addDays(pair.fake.today(memberId), -20);
    const end = addDays(start, 5);
    await pair.server.db.deleteFrom("source_daily_metrics").where("user_id", "=", user.id).execute();
    await pair.server.db.deleteFrom("health_metrics").where("user_id", "=", user.id).execute();
    const sync = await api(pair.server, user.accessToken).post<{ success: boolean }>(
      "/oura/sync/manual",
      undefined,
      { start_date: start, end_date: end },
    );
    expect(sync.body.success).toBe(true);
    const rows = await pair.server.db
      .selectFrom("health_metrics")
      .selectAll()
      .where("user_id", "=", user.id)
      .orderBy("date")
      .execute();
    const first = rows.find((row) => row.date === start);
    // The first day asked for has its night (resting HR and HRV come from `sleep`).
    expect(first).toMatchObject(expectedDay(pair.fake, memberId, start));
    expect(first?.hrv).not.toBeNull();
  });

  it("syncs the rest when a scope was unticked, and says which data is missing", async () => {
    const { user, answer } = await connectOura(pair, { unshare: ["workout"] });
    expect(answer.status).toBe(200);
    expect(answer.body.unavailable_data).toEqual(["workouts"]);
    const days = await metrics(pair, user.accessToken);
    expect(days.length).toBeGreaterThanOrEqual(90);
    expect(days.every((day) => day.workout_count === 0 && day.recovery_score !== null)).toBe(true);
  });

  it("without the daily scope, keeps workouts, and names every data type it could not read", async () => {
    const { user, answer } = await connectOura(pair, { unshare: ["daily"] });
    expect(answer.status).toBe(200);
    expect(answer.body.unavailable_data).toEqual(["readiness", "sleep", "sleep score", "stress"]);
    const lookup = await api(pair.server, user.accessToken).get<WearableConnection>("/oura/connection");
    expect(lookup.body.unavailable_data).toEqual(["readiness", "sleep", "sleep score", "stress"]);
    const memberId = (pair.fake.members().at(-1) as { id: string }).id;
    // The fake refuses daily_stress itself to a token without `daily`.
    expect(pair.fake.count("GET /v2/usercollection/daily_stress")).toBeGreaterThan(0);
    const days = await metrics(pair, user.accessToken);
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) {
      expect(day).toMatchObject({
        recovery_score: null,
        hrv: null,
        sleep_quality_score: null,
        stress_high_minutes: null,
        stress_day_summary: null,
        workout_count: pair.fake.documents(memberId, "workout", day.date, day.date).length,
      });
    }
    expect(days.some((day) => (day.workout_count ?? 0) > 0)).toBe(true);
  });

  it("connects and syncs everything when the member keeps their personal info (their Oura id) to themselves", async () => {
    const { user, answer } = await connectOura(pair, { unshare: ["personal"] });
    expect(answer.status).toBe(200);
    expect(answer.body.unavailable_data).toEqual([]);
    const stored = await pair.server.db
      .selectFrom("wearable_connections")
      .select("provider_user_id")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    // Without it a webhook cannot name this member: the scheduled syncs keep the data current.
    expect(stored.provider_user_id).toBeNull();
    expect((await metrics(pair, user.accessToken)).length).toBeGreaterThanOrEqual(90);
  });

  it("waits out a 429 for as long as Retry-After says, then completes", async () => {
    const { user } = await connectOura(pair);
    pair.fake.rateLimit(2, 1);
    const started = Date.now();
    const sync = await api(pair.server, user.accessToken).post<{ success: boolean }>("/oura/sync/manual");
    expect(sync.body.success).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it("refreshes an expired token once, stores the rotated refresh token, and keeps syncing", async () => {
    const { user } = await connectOura(pair);
    const connection = await pair.server.db
      .selectFrom("wearable_connections")
      .select("refresh_token_enc")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    pair.fake.resetCounts();
    pair.fake.expireAccessTokens();
    const sync = await api(pair.server, user.accessToken).post<{ success: boolean }>("/oura/sync/manual");
    expect(sync.body.success).toBe(true);
    expect(pair.fake.count("token:refresh_token")).toBe(1);
    const rotated = await pair.server.db
      .selectFrom("wearable_connections")
      .select("refresh_token_enc")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(rotated.refresh_token_enc).not.toBe(connection.refresh_token_enc);
    // The old refresh token is spent at Oura: a second expiry refreshes with the new one.
    pair.fake.expireAccessTokens();
    const next = await api(pair.server, user.accessToken).post<{ success: boolean }>("/oura/sync/manual");
    expect(next.body.success).toBe(true);
  });

  it("asks to reconnect when Oura refuses the refresh token", async () => {
    const { user } = await connectOura(pair);
    pair.fake.expireAccessTokens();
    pair.fake.forgetRefreshTokens();
    const sync = await api(pair.server, user.accessToken).post<{ success: boolean; message: string }>(
      "/oura/sync/manual",
    );
    expect(sync.body).toEqual({
      success: false,
      message: "Your wearable connection has expired. Please reconnect.",
      records_synced: 0,
    });
    const lookup = await api(pair.server, user.accessToken).get<WearableConnection>("/oura/connection");
    expect(lookup.body.needs_reconnect).toBe(true);
  });

  it("disconnecting revokes access at Oura and keeps the synced history", async () => {
    const { user } = await connectOura(pair);
    const memberId = (pair.fake.members().at(-1) as { id: string }).id;
    expect(pair.fake.liveTokens(memberId)).toBeGreaterThan(0);
    const answer = await api(pair.server, user.accessToken).delete<{ message: string }>("/oura/connection");
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Oura account disconnected successfully");
    expect(pair.fake.liveTokens(memberId)).toBe(0);
    expect((await api(pair.server, user.accessToken).get("/oura/connection")).status).toBe(404);
    expect((await metrics(pair, user.accessToken)).length).toBeGreaterThanOrEqual(90);
  });

  it("refuses a state that is not this user's", async () => {
    const owner = await signUpUser(pair.server);
    const intruder = await signUpUser(pair.server);
    const authorize = await api(pair.server, owner.accessToken).post<{ authorization_url: string }>(
      "/oura/auth/authorize",
      { redirect_uri: OURA_REDIRECT_URI },
    );
    const state = new URL(authorize.body.authorization_url).searchParams.get("state");
    expect(new URL(authorize.body.authorization_url).searchParams.get("scope")).toBe(
      "personal daily heartrate workout session",
    );
    const stolen = await api(pair.server, intruder.accessToken).post<{ detail: string }>(
      "/oura/auth/callback",
      {
        code: "anything",
        state,
        redirect_uri: OURA_REDIRECT_URI,
      },
    );
    expect(stolen.status).toBe(400);
  });
});

describe("Oura, app from the newer developer portal", () => {
  let pair: OuraPair;
  beforeAll(async () => {
    pair = await startOuraPair({ fake: { portal: "portal" } });
  });
  afterAll(async () => {
    await pair.close();
  });

  it("retries the grant at the fallback token endpoint once, then goes there directly", async () => {
    const { answer } = await connectOura(pair);
    expect(answer.status).toBe(200);
    expect(pair.fake.count("token:authorization_code")).toBe(1);
    expect(pair.fake.count("fallback-token:authorization_code")).toBe(1);
    const second = await connectOura(pair);
    expect(second.answer.status).toBe(200);
    // Remembered: the documented endpoint is not asked again.
    expect(pair.fake.count("token:authorization_code")).toBe(1);
    expect(pair.fake.count("fallback-token:authorization_code")).toBe(2);
    pair.fake.expireAccessTokens();
    const sync = await api(pair.server, second.user.accessToken).post<{ success: boolean }>(
      "/oura/sync/manual",
    );
    expect(sync.body.success).toBe(true);
    expect(pair.fake.count("fallback-token:refresh_token")).toBe(1);
  });

  it("keeps the working endpoint in the database: after a restart the fallback is asked first", async () => {
    await connectOura(pair);
    const stored = await pair.server.db.selectFrom("provider_token_endpoints").selectAll().execute();
    expect(stored).toMatchObject([
      { provider: "oura", token_url: `${pair.fake.url}/moi/oauth/v2/ext/oauth-token` },
    ]);
    const dataDir = pair.server.dataDir;
    await pair.server.close();
    const { startTestServer } = await import("./support/test-server.ts");
    pair.server = await startTestServer({ ...pair.fake.env(), PUBLIC_URL, DATA_DIR: dataDir });
    pair.fake.resetCounts();
    const { answer } = await connectOura(pair);
    expect(answer.status).toBe(200);
    expect(pair.fake.count("token:authorization_code")).toBe(0);
    expect(pair.fake.count("fallback-token:authorization_code")).toBe(1);
  });
});

describe("Oura without credentials", () => {
  it("is listed as not configured, and its authorize call says so", async () => {
    const { startTestServer } = await import("./support/test-server.ts");
    const server = await startTestServer({});
    try {
      const user = await signUpUser(server);
      const authorize = await api(server, user.accessToken).post("/oura/auth/authorize", {
        redirect_uri: OURA_REDIRECT_URI,
      });
      expect(authorize).toMatchObject({
        status: 503,
        body: { detail: "Oura is not configured on this server" },
      });
      expect((await api(server, user.accessToken).get("/oura/connection")).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
