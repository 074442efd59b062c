// Logs (docs/security.md #13) over a whole life of an account on the real server, every level
// captured: sign-up, failed and good sign-ins, refresh, a WHOOP connection with its backfill,
// a token refresh and a sync, moods over REST and tRPC (one refused), the dashboard, scores,
// insights with feedback, sign-out, erase. Every value planted along the way is distinctive,
// so finding none of them in the log means something.
import crypto from "node:crypto";
import { type AuthResponse, INSIGHT_TYPES, type Insight } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api-client.ts";
import { captureLogs } from "./support/log-capture.ts";
import { daysBefore, utcToday } from "./support/seed-data.ts";
import { trpcClient } from "./support/trpc-client.ts";
import {
  authorizeAtFake,
  metricRows,
  REDIRECT_URI,
  startWhoopPair,
  type WhoopPair,
  waitFor,
} from "./support/whoop-fixtures.ts";

const EMAIL = "zebra.quartz.7731@example.com";
const PASSWORD = "Quartz zebra passphrase 5521";
const WRONG_PASSWORD = "Quartz zebra wrong guess 9964";
const UNKNOWN_EMAIL = "quartz.nobody.4408@example.com";
const NOTES = [
  "zebra-quartz-note: panic attack before the 9am review",
  "zebra-quartz-update: slept badly, told nobody",
  "zebra-quartz-trpc: therapist appointment moved",
  "zebra-quartz-refused: this one never gets stored",
];
const FEEDBACK = "zebra-quartz-feedback: the HRV dip matches my insomnia";
const PLANTED_HRV = 87.6543;

const sha256 = (value: string) => crypto.createHash("sha256").update(value, "utf8").digest("hex");
const logs = captureLogs("trace");
let pair: WhoopPair;
/** Everything that must not reach the log, filled in as the walk goes. */
const secrets = new Set<string>([EMAIL, PASSWORD, WRONG_PASSWORD, UNKNOWN_EMAIL, ...NOTES, FEEDBACK]);
const keep = (...values: Array<string | null | undefined>) => {
  for (const value of values) if (value) secrets.add(value);
};

beforeAll(async () => {
  pair = await startWhoopPair({ fake: { days: 40 }, start: { logger: logs.logger } });
  const today = utcToday();
  const anonymous = api(pair.server);

  const signup = await anonymous.post<AuthResponse>("/auth/signup", { email: EMAIL, password: PASSWORD });
  expect(signup.status).toBe(200);
  const userId = signup.body.user.id;
  expect((await anonymous.post("/auth/signin", { email: EMAIL, password: WRONG_PASSWORD })).status).toBe(400);
  expect((await anonymous.post("/auth/signin", { email: UNKNOWN_EMAIL, password: PASSWORD })).status).toBe(
    400,
  );
  const signin = await anonymous.post<AuthResponse>("/auth/signin", { email: EMAIL, password: PASSWORD });
  const refreshed = await anonymous.post<AuthResponse>("/auth/refresh", {
    refresh_token: signin.body.refresh_token,
  });
  expect(refreshed.status).toBe(200);
  for (const session of [signup.body, signin.body, refreshed.body]) {
    keep(session.access_token, session.refresh_token, sha256(session.refresh_token ?? ""));
  }
  const token = refreshed.body.access_token ?? "";
  const asUser = api(pair.server, token);

  // WHOOP: the member's latest scored recovery carries the planted HRV.
  const memberId = pair.fake.createMember();
  const member = pair.fake.world.member(memberId);
  const cycleStart = new Map(member.records.cycles.map((cycle) => [cycle.id, Date.parse(cycle.start)]));
  const latest = member.records.recoveries
    .filter((recovery) => recovery.score_state === "SCORED" && recovery.score)
    .sort((a, b) => (cycleStart.get(b.cycle_id) ?? 0) - (cycleStart.get(a.cycle_id) ?? 0))[0];
  if (!latest?.score) throw new Error("the fake member has no scored recovery");
  latest.score.hrv_rmssd_milli = PLANTED_HRV;
  keep(member.profile.email);
  const user = { id: userId, email: EMAIL, password: PASSWORD, accessToken: token, refreshToken: "" };
  const { code, state } = await authorizeAtFake(pair, user, memberId);
  keep(code, state, sha256(state));
  const callback = await asUser.post("/whoop/auth/callback", { code, state, redirect_uri: REDIRECT_URI });
  expect(callback.status).toBe(200);
  pair.fake.expireAccessTokens(memberId);
  expect((await asUser.post<{ success: boolean }>("/whoop/sync/manual")).body.success).toBe(true);
  expect(pair.fake.count("token:refresh_token")).toBeGreaterThan(0);
  keep(...pair.fake.world.accessTokens.keys(), ...pair.fake.world.refreshTokens.keys());
  expect((await metricRows(pair, userId)).map((row) => row.hrv)).toContain(PLANTED_HRV);

  // Moods, over REST and tRPC; one refused for a rating out of range.
  expect((await asUser.post("/mood/", { date: today, rating: 9, notes: NOTES[0] })).status).toBe(201);
  expect((await asUser.put(`/mood/${today}`, { rating: 2, notes: NOTES[1] })).status).toBe(200);
  await trpcClient(pair.server, token).mood.create.mutate({
    date: daysBefore(today, 1),
    rating: 4,
    notes: NOTES[2],
  });
  expect(
    (await asUser.post("/mood/", { date: daysBefore(today, 2), rating: 11, notes: NOTES[3] })).status,
  ).toBe(400);

  // What the person reads: the planted value is served, so it went through every layer.
  const metrics = await asUser.get("/health/metrics", { start_date: daysBefore(today, 60), end_date: today });
  expect(JSON.stringify(metrics.body)).toContain(String(PLANTED_HRV));
  expect((await asUser.get("/health/dashboard")).status).toBe(200);
  expect((await asUser.post("/health/burnout/calculate")).status).toBe(200);
  for (const type of INSIGHT_TYPES) {
    const insight = await asUser.post<Insight>("/health/insights/generate", undefined, {
      insight_type: type,
    });
    expect(insight.status).toBe(200);
    keep(insight.body.content);
  }
  const [first] = (await asUser.get<Insight[]>("/health/insights")).body;
  const rated = await asUser.patch(`/health/insights/${first?.id}/feedback`, undefined, {
    helpful: true,
    feedback: FEEDBACK,
  });
  expect(rated.status).toBe(200);

  const other = await anonymous.post<AuthResponse>("/auth/signin", { email: EMAIL, password: PASSWORD });
  keep(other.body.access_token, other.body.refresh_token);
  expect((await api(pair.server, other.body.access_token).post("/auth/signout")).status).toBe(200);
  expect((await asUser.delete("/auth/delete-all-data")).status).toBe(200);
  // Request lines are written as answers finish; the last one closes the walk.
  await waitFor(async () =>
    logs.lines.some(
      (line) => (line.req as { path?: string } | undefined)?.path === "/api/auth/delete-all-data",
    ),
  );
});
afterAll(() => pair.close());

describe("The log of a whole account life", () => {
  it("was written: one line per request and the events along the way", () => {
    const messages = logs.lines.map((line) => line.msg);
    expect(logs.lines.filter((line) => line.req).length).toBeGreaterThanOrEqual(20);
    for (const event of [
      "account created",
      "sign-in refused: wrong password",
      "session started",
      "whoop: connected",
      "whoop: access token refreshed",
      "whoop: sync complete",
      "whoop: disconnected",
    ]) {
      expect(messages).toContain(event);
    }
  });

  it("holds no e-mail address, password, token, token hash, OAuth code or state, note or feedback", () => {
    const log = logs.text();
    expect(secrets.size).toBeGreaterThanOrEqual(25);
    const found = [...secrets].filter((secret) => log.includes(secret));
    expect(found).toEqual([]);
    expect(log).not.toMatch(/@example\.com|@whoop\.example|zebra-quartz/i);
  });

  it("holds no health value: not the planted HRV, nor any insight's text", () => {
    const log = logs.text();
    expect(log).not.toContain(String(PLANTED_HRV));
    expect(log).not.toMatch(/"(hrv|resting_hr|recovery_score|rating|notes|content)"/);
  });
});
