// WHOOP test fixtures: the fake WHOOP and the real server pointed at it, a user connected the
// way a browser would (authorize → consent → callback), and dates in a member's local time.
import { type WearableConnection, wearableCallbackPath } from "@evenkeel/contracts";
import { type FakeWhoop, type FakeWhoopOptions, startFakeWhoop } from "../../fakes/whoop/fake-whoop.ts";
import type { FakeWorld, MemberOptions } from "../../fakes/whoop/fake-world.ts";
import { localDate } from "../../fakes/whoop/member-history.ts";
import type { StartOptions } from "../../src/server.ts";
import { api } from "./api-client.ts";
import { startTestServer, type TestServer } from "./test-server.ts";
import { signUpUser, type TestUser } from "./test-users.ts";

/** testConfig leaves PUBLIC_URL unset, so the server expects this callback. */
export const PUBLIC_URL = "http://localhost:3000";
export const REDIRECT_URI = `${PUBLIC_URL}${wearableCallbackPath("whoop")}`;

export interface WhoopPair {
  fake: FakeWhoop;
  server: TestServer;
  close(): Promise<void>;
}

/** The fake, and a server using it with a roomy request budget unless `env` says otherwise. */
export async function startWhoopPair(
  options: { fake?: FakeWhoopOptions; env?: Record<string, string>; start?: StartOptions } = {},
): Promise<WhoopPair> {
  const fake = await startFakeWhoop({ app: { redirectUris: [REDIRECT_URI] }, ...options.fake });
  const server = await startTestServer(
    {
      ...fake.env(),
      PUBLIC_URL,
      WHOOP_REQUESTS_PER_MINUTE: "100000",
      WHOOP_REQUESTS_PER_DAY: "1000000",
      ...options.env,
    },
    options.start,
  );
  return {
    fake,
    server,
    close: async () => {
      await server.close();
      await fake.close();
    },
  };
}

/** authorize → the fake's consent (auto-allowed) → the code and state it redirects back with. */
export async function authorizeAtFake(
  pair: WhoopPair,
  user: TestUser,
  memberId: number,
): Promise<{ code: string; state: string; authorizationUrl: string }> {
  const answer = await api(pair.server, user.accessToken).post<{ authorization_url: string }>(
    "/whoop/auth/authorize",
    { redirect_uri: REDIRECT_URI },
  );
  if (answer.status !== 200)
    throw new Error(`authorize answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const authorizationUrl = answer.body.authorization_url;
  const consent = await fetch(`${authorizationUrl}&auto=allow&member=${memberId}`, { redirect: "manual" });
  const back = new URL(consent.headers.get("location") ?? "");
  const code = back.searchParams.get("code");
  const state = back.searchParams.get("state");
  if (!code || !state) throw new Error(`the fake did not redirect back with a code: ${back}`);
  return { code, state, authorizationUrl };
}

export interface ConnectedUser {
  user: TestUser;
  memberId: number;
  connection: WearableConnection;
}

/** A new user connected to a new fake member (backfill done when this resolves). */
export async function connectNewUser(pair: WhoopPair, member: MemberOptions = {}): Promise<ConnectedUser> {
  return connectMember(pair, pair.fake.createMember(member));
}

/** A new user connected to an existing fake member. */
export async function connectMember(
  pair: WhoopPair,
  memberId: number,
  user?: TestUser,
): Promise<ConnectedUser> {
  const owner = user ?? (await signUpUser(pair.server));
  const { code, state } = await authorizeAtFake(pair, owner, memberId);
  const answer = await api(pair.server, owner.accessToken).post<WearableConnection>("/whoop/auth/callback", {
    code,
    state,
    redirect_uri: REDIRECT_URI,
  });
  if (answer.status !== 200)
    throw new Error(`callback answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { user: owner, memberId, connection: answer.body };
}

/** The member's local date `daysAgo` days before today. */
export function memberDate(pair: WhoopPair, memberId: number, daysAgo = 0): string {
  const { offset } = pair.fake.world.member(memberId);
  const today = Date.parse(`${localDate(Date.now(), offset)}T00:00:00.000Z`);
  return new Date(today - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** Every stored metric row of a user, oldest first, straight from the database. */
export function metricRows(pair: WhoopPair, userId: string) {
  return pair.server.db
    .selectFrom("health_metrics")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("date")
    .execute();
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the WHOOP day mapping (docs/wearables.md) makes of the fake's records for one local date. */
export function expectedValues(world: FakeWorld, memberId: number, date: string) {
  const day = world.day(memberId, date);
  if (!day) return null;
  const recovery = day.recovery?.score_state === "SCORED" ? day.recovery.score : undefined;
  const sleep = day.sleep?.score_state === "SCORED" ? day.sleep.score : undefined;
  const stages = sleep?.stage_summary;
  return {
    date,
    recovery_score: recovery?.recovery_score ?? null,
    resting_hr: recovery?.resting_heart_rate ?? null,
    hrv: recovery?.hrv_rmssd_milli ?? null,
    sleep_duration_minutes: stages
      ? (stages.total_light_sleep_time_milli +
          stages.total_slow_wave_sleep_time_milli +
          stages.total_rem_sleep_time_milli) /
        60_000
      : null,
    sleep_quality_score: sleep?.sleep_performance_percentage ?? null,
    day_strain: day.cycle.score?.strain ?? null,
    workout_count: day.workouts.length,
  };
}
