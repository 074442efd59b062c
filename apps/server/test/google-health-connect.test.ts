// Google Health as the third provider, against the fake Google Health: connect (access_type
// offline, the read-only scopes, PKCE, the state bound to the session), the 90-day backfill
// mapped field by field from the reconciled stream, an idempotent re-sync, pageToken paging,
// an unticked scope, 429s, refresh, a sleep still being processed, ACCOUNT_NOT_LINKED, the
// 7-day lapse of a grant and the one-step reconnect, and disconnect with revoke.
import type { HealthMetric, WearableConnection } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeGoogleHealth } from "../fakes/google-health/fake-google-health.ts";
import { ConfigError, parseConfig } from "../src/config/env.ts";
import { mainSleepOf } from "../src/wearables/providers/google-health/day-mapping.ts";
import type { GoogleSleep } from "../src/wearables/providers/google-health/records.ts";
import { api } from "./support/api-client.ts";
import {
  authorizeAtGoogle,
  connectGoogleHealth,
  GOOGLE_HEALTH_REDIRECT_URI,
  type GoogleHealthPair,
  startGoogleHealthPair,
} from "./support/google-health-fixtures.ts";
import { signUpUser } from "./support/test-users.ts";

type SyncAnswer = { success: boolean; message: string; records_synced: number };

/** What the mapping in docs/wearables.md makes of the fake's records for one local day. */
function expectedDay(fake: FakeGoogleHealth, memberId: string, day: string) {
  const record = (type: Parameters<FakeGoogleHealth["points"]>[1]) =>
    fake.points(memberId, type, day, day).map((point) => point.record);
  const rhr = record("daily-resting-heart-rate")[0] as { beatsPerMinute: string } | undefined;
  const hrv = record("daily-heart-rate-variability")[0] as {
    averageHeartRateVariabilityMilliseconds: number;
  };
  const main = mainSleepOf(record("sleep") as unknown as GoogleSleep[]);
  // Steps: the counts of the day's intervals added up (int64 strings); none at all is no value.
  const steps = record("steps") as { count: string }[];
  return {
    date: day,
    recovery_score: null,
    resting_hr: rhr ? Number(rhr.beatsPerMinute) : null,
    hrv: hrv.averageHeartRateVariabilityMilliseconds,
    sleep_duration_minutes: Number(main?.summary?.minutesAsleep),
    sleep_quality_score: null,
    day_strain: null,
    workout_count: record("exercise").length,
    steps: steps.length === 0 ? null : steps.reduce((sum, interval) => sum + Number(interval.count), 0),
  };
}

async function metrics(pair: GoogleHealthPair, token: string): Promise<HealthMetric[]> {
  const answer = await api(pair.server, token).get<HealthMetric[]>("/health/metrics", {
    start_date: "2020-01-01",
    limit: 365,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

const newestMember = (pair: GoogleHealthPair) => (pair.fake.members().at(-1) as { id: string }).id;
const sync = (pair: GoogleHealthPair, token: string, range?: Record<string, string>) =>
  api(pair.server, token).post<SyncAnswer>("/google_health/sync/manual", undefined, range);

describe("Google Health", () => {
  let pair: GoogleHealthPair;
  beforeAll(async () => {
    pair = await startGoogleHealthPair();
  });
  afterAll(async () => {
    await pair.close();
  });

  it("sends Google's web-server flow: offline access, the three read-only scopes, PKCE and a session-bound state", async () => {
    const user = await signUpUser(pair.server);
    const { authorizationUrl } = await authorizeAtGoogle(pair, user, { deny: true });
    const query = new URL(authorizationUrl).searchParams;
    expect(authorizationUrl.startsWith(`${pair.fake.url}/o/oauth2/v2/auth?`)).toBe(true);
    expect(query.get("access_type")).toBe("offline");
    expect(query.get("prompt")).toBe("consent");
    expect(query.get("redirect_uri")).toBe(GOOGLE_HEALTH_REDIRECT_URI);
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("scope")?.split(" ")).toEqual([
      "https://www.googleapis.com/auth/googlehealth.activity_and_fitness.readonly",
      "https://www.googleapis.com/auth/googlehealth.health_metrics_and_measurements.readonly",
      "https://www.googleapis.com/auth/googlehealth.sleep.readonly",
    ]);
    const intruder = await signUpUser(pair.server);
    const stolen = await api(pair.server, intruder.accessToken).post("/google_health/auth/callback", {
      code: "4/anything",
      state: query.get("state"),
      redirect_uri: GOOGLE_HEALTH_REDIRECT_URI,
    });
    expect(stolen.status).toBe(400);
  });

  it("Deny sends the browser back with access_denied and connects nothing", async () => {
    const user = await signUpUser(pair.server);
    const { location } = await authorizeAtGoogle(pair, user, { deny: true });
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect((await api(pair.server, user.accessToken).get("/google_health/connection")).status).toBe(404);
  });

  it("connects, backfills 90 days mapped field by field (pages of 25 sessions), and a re-sync changes nothing", async () => {
    const { user, answer } = await connectGoogleHealth(pair);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      provider: "google_health",
      needs_reconnect: false,
      unavailable_data: [],
    });
    const memberId = newestMember(pair);
    const days = await metrics(pair, user.accessToken);
    expect(days.length).toBeGreaterThanOrEqual(90);
    expect(days.length).toBeLessThanOrEqual(92);
    expect(days.at(-1)?.date).toBe(pair.fake.today(memberId));
    for (const day of days) {
      expect(day.source).toBe("google_health");
      expect(day).toMatchObject(expectedDay(pair.fake, memberId, day.date));
      expect(day.hrv_measure).toBe("rmssd");
    }
    // The fake walks every day, so every backfilled day has its steps.
    expect(
      days.filter((day) => day.date <= pair.fake.today(memberId)).every((day) => (day.steps ?? 0) > 0),
    ).toBe(true);
    // Some days have no resting HR, and naps never count: both occur in the backfill.
    expect(days.some((day) => day.resting_hr === null)).toBe(true);
    const withNap = days.find((day) => pair.fake.points(memberId, "sleep", day.date, day.date).length > 1);
    expect(withNap).toBeDefined();
    // A 30-day window has more than 25 sleeps: the next page was asked for with pageToken.
    expect(pair.fake.count("GET sleep/dataPoints:reconcile")).toBeGreaterThan(4);
    const stored = await pair.server.db
      .selectFrom("wearable_connections")
      .select("provider_user_id")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.provider_user_id).toBe(`hu-${memberId}`);

    const before = await pair.server.db.selectFrom("health_metrics").select(["date", "updated_at"]).execute();
    const again = await sync(pair, user.accessToken);
    expect(again.body.success).toBe(true);
    expect(again.body.message).toMatch(/^Synced \d+ days of Google Health data$/);
    const after = await pair.server.db.selectFrom("health_metrics").select(["date", "updated_at"]).execute();
    expect(after).toEqual(before);
  });

  it("syncs the rest when a scope was unticked, and names what is missing", async () => {
    pair.fake.resetCounts();
    const { user, answer } = await connectGoogleHealth(pair, { unshare: ["sleep"] });
    expect(answer.body.unavailable_data).toEqual(["sleep"]);
    // The token answer lists the granted scopes: sleep is not even asked for.
    expect(pair.fake.count("GET sleep/dataPoints:reconcile")).toBe(0);
    const days = await metrics(pair, user.accessToken);
    expect(days.length).toBeGreaterThanOrEqual(90);
    expect(days.every((day) => day.sleep_duration_minutes === null && day.hrv !== null)).toBe(true);
  });

  it("waits out a 429 for as long as Retry-After says, then completes", async () => {
    const { user } = await connectGoogleHealth(pair);
    pair.fake.rateLimit(2, 1);
    const started = Date.now();
    const answer = await sync(pair, user.accessToken);
    expect(answer.body.success).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it("refreshes an expired token once, keeps Google's unrotated refresh token, and keeps syncing", async () => {
    const { user } = await connectGoogleHealth(pair);
    const stored = () =>
      pair.server.db
        .selectFrom("wearable_connections")
        .select("refresh_token_enc")
        .where("user_id", "=", user.id)
        .executeTakeFirstOrThrow();
    const before = await stored();
    pair.fake.resetCounts();
    pair.fake.expireAccessTokens();
    expect((await sync(pair, user.accessToken)).body.success).toBe(true);
    expect(pair.fake.count("token:refresh_token")).toBe(1);
    expect(await stored()).toEqual(before);
    pair.fake.expireAccessTokens();
    expect((await sync(pair, user.accessToken)).body.success).toBe(true);
  });

  it("leaves a night Google is still processing empty, and fills it once it is processed", async () => {
    const { user } = await connectGoogleHealth(pair);
    const memberId = newestMember(pair);
    const today = pair.fake.today(memberId);
    pair.fake.setUnprocessed(memberId, today);
    const first = await sync(pair, user.accessToken);
    expect(first.body.success).toBe(true);
    const pending = (await metrics(pair, user.accessToken)).find((day) => day.date === today);
    expect(pending).toMatchObject({
      sleep_duration_minutes: null,
      hrv: expectedDay(pair.fake, memberId, today).hrv,
    });
    pair.fake.setUnprocessed(memberId, today, false);
    expect((await sync(pair, user.accessToken)).body.success).toBe(true);
    const done = (await metrics(pair, user.accessToken)).find((day) => day.date === today);
    expect(done).toMatchObject(expectedDay(pair.fake, memberId, today));
  });

  it("says plainly that a Google account without Fitbit data has nothing to sync", async () => {
    const { user, answer } = await connectGoogleHealth(pair, { unlinked: true });
    expect(answer.status).toBe(200);
    const answerSync = await sync(pair, user.accessToken);
    expect(answerSync.body).toEqual({
      success: false,
      message:
        "No Google Health data was saved: this Google account has no Fitbit or Pixel Watch data. Reconnect with the Google account your Fitbit app uses. Please try syncing again later.",
      records_synced: 0,
    });
  });

  it("asks to reconnect when the grant lapses after 7 days, and one new consent brings it back", async () => {
    const { user, answer } = await connectGoogleHealth(pair);
    const memberId = newestMember(pair);
    // Settings says when Google ends the grant: 7 days after consent.
    expect(answer.body.access_ends_at).toBe(
      new Date(Date.parse(answer.body.connected_at) + 7 * 86_400_000).toISOString(),
    );
    pair.fake.advanceDays(7);
    pair.fake.expireAccessTokens();
    const lapsed = await sync(pair, user.accessToken);
    expect(lapsed.body).toEqual({
      success: false,
      message: "Your wearable connection has expired. Please reconnect.",
      records_synced: 0,
    });
    const lookup = await api(pair.server, user.accessToken).get<WearableConnection>(
      "/google_health/connection",
    );
    expect(lookup.body.needs_reconnect).toBe(true);
    const again = await connectGoogleHealth(pair, { member: memberId }, user);
    expect(again.answer.status).toBe(200);
    expect(again.answer.body.needs_reconnect).toBe(false);
    expect((await sync(pair, user.accessToken)).body.success).toBe(true);
  });

  it("asks to reconnect when Google answers 401 even to a freshly refreshed token", async () => {
    const { user } = await connectGoogleHealth(pair);
    const memberId = newestMember(pair);
    pair.fake.resetCounts();
    pair.fake.refuseApi(memberId);
    const answer = await sync(pair, user.accessToken);
    expect(answer.body.message).toBe("Your wearable connection has expired. Please reconnect.");
    // One refresh, then no more tries.
    expect(pair.fake.count("token:refresh_token")).toBe(1);
    const lookup = await api(pair.server, user.accessToken).get<WearableConnection>(
      "/google_health/connection",
    );
    expect(lookup.body.needs_reconnect).toBe(true);
  });

  it("asks to reconnect when the member removed our access at Google (refresh refused)", async () => {
    const { user } = await connectGoogleHealth(pair);
    pair.fake.revokeAll(newestMember(pair));
    const answer = await sync(pair, user.accessToken);
    expect(answer.body.message).toBe("Your wearable connection has expired. Please reconnect.");
  });

  it("disconnecting revokes the grant at Google and keeps the synced history", async () => {
    const { user } = await connectGoogleHealth(pair);
    const memberId = newestMember(pair);
    expect(pair.fake.liveGrants(memberId)).toBe(1);
    const answer = await api(pair.server, user.accessToken).delete<{ message: string }>(
      "/google_health/connection",
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Google Health account disconnected successfully");
    expect(pair.fake.count("revoke")).toBeGreaterThan(0);
    expect(pair.fake.liveGrants(memberId)).toBe(0);
    expect((await api(pair.server, user.accessToken).get("/google_health/connection")).status).toBe(404);
    expect((await metrics(pair, user.accessToken)).length).toBeGreaterThanOrEqual(90);
  });
});

describe("Google Health configuration", () => {
  it("is off without credentials, and defaults to Google's endpoints and limits", () => {
    expect(parseConfig({}).googleHealth).toBeUndefined();
    expect(
      parseConfig({ GOOGLE_HEALTH_CLIENT_ID: "id", GOOGLE_HEALTH_CLIENT_SECRET: "s" }).googleHealth,
    ).toEqual({
      clientId: "id",
      clientSecret: "s",
      authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      revokeUrl: "https://oauth2.googleapis.com/revoke",
      apiUrl: "https://health.googleapis.com",
      requestsPerUserPerMinute: 300,
      grantDays: 7,
    });
  });

  it.each([
    [
      { GOOGLE_HEALTH_CLIENT_ID: "id" },
      "GOOGLE_HEALTH_CLIENT_ID and GOOGLE_HEALTH_CLIENT_SECRET must be set together",
    ],
    [{ GOOGLE_HEALTH_API_URL: "ftp://x" }, "GOOGLE_HEALTH_API_URL must be an http:// or https:// URL"],
    [
      { GOOGLE_HEALTH_GRANT_DAYS: "-1" },
      "GOOGLE_HEALTH_GRANT_DAYS must be a whole number of days from 0 to 999",
    ],
    [
      { GOOGLE_HEALTH_CLIENT_SECRET: "x".repeat(600) },
      "GOOGLE_HEALTH_CLIENT_SECRET must be at most 512 characters (value hidden)",
    ],
  ])("refuses %o", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});
