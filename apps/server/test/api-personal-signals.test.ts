// What has come before a person's low days, over REST on the real server
// (GET /api/health/burnout/personal-signals, docs/decisions/052-personal-signals-shown-not-scored.md):
// read from the person's own metrics and check-ins up to their today, in words, the same answer
// the domain's function gives on that history, and never moved by a row dated after today.
import { type PersonalSignals, personalSignalsNotYet, personalSignalsSchema } from "@evenkeel/contracts";
import { BURNOUT_PARAMETERS, describePersonalSignals, personalSignals } from "@evenkeel/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMood } from "../src/store/moods.repository.ts";
import { api } from "./support/api-client.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import type { TestServer } from "./support/test-server.ts";
import { signUpUser, startSignedInServer, type TestUser } from "./support/test-users.ts";

const PATH = "/health/burnout/personal-signals";
const today = utcToday();
const NOW = new Date().toISOString();

let server: TestServer;
let sleeper: TestUser;

/** 4 short nights every fortnight, `days` days back from `end`; low moods follow them or not. */
function shortSleepPattern(daysBack: number) {
  return daysBack % 14 >= 10 ? 330 : 460;
}
function lowMoodAfterShortSleep(daysBack: number) {
  return daysBack % 14 >= 4 && daysBack % 14 < 8;
}

/** `count` days of metrics and check-ins ending on `end`; the moods as `low` says. */
async function seedPerson(
  user: TestUser,
  end: string,
  count: number,
  low: (daysBack: number) => boolean,
  sleep: (daysBack: number) => number = shortSleepPattern,
) {
  const records = await seedMetricDays(server.db, user.id, end, count, (offset) => ({
    sleep_duration_minutes: sleep(count - 1 - offset),
  }));
  const moods = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const mood = { date: daysBefore(end, back), rating: low(back) ? 3 : 7, notes: null };
    await createMood(server.db, user.id, mood, NOW);
    moods.push(mood);
  }
  return { records: records.map((record) => ({ ...record, source: "whoop" })), moods };
}

async function personalSignalsOf(user: TestUser): Promise<PersonalSignals> {
  const answer = await api(server, user.accessToken).get<PersonalSignals>(PATH);
  expect(answer.status).toBe(200);
  return personalSignalsSchema.parse(answer.body);
}

beforeAll(async () => {
  ({ server, user: sleeper } = await startSignedInServer());
});
afterAll(() => server.close());

describe("GET /api/health/burnout/personal-signals", () => {
  it("says short sleep has come before the low days of a person whose short nights led them", async () => {
    const history = await seedPerson(sleeper, today, 90, lowMoodAfterShortSleep);
    const answer = await personalSignalsOf(sleeper);

    const sleep = answer.signals.find((signal) => signal.signal === "short_sleep");
    expect(sleep?.preceded).toBe(true);
    expect(sleep?.association).toBeGreaterThanOrEqual(BURNOUT_PARAMETERS.tilt.personal.precededAtLeast);
    expect(sleep?.days).toBeGreaterThan(40);
    expect(answer.date).toBe(today);
    expect(answer.sentence).toMatch(/^For you, short sleep has come before your low days/);
    expect(answer.sentence).toContain(`(based on ${answer.days} days)`);
    // The domain's function of the same history, to the last figure.
    const expected = personalSignals({ date: today, ...history });
    expect(answer).toEqual({ ...expected, sentence: describePersonalSignals(expected) });
  });

  it("reads nothing after today: rows dated later do not move the answer", async () => {
    const before = await personalSignalsOf(sleeper);
    const tomorrow = daysBefore(today, -1);
    // Ten later days of very short nights and the worst moods, which would change every figure.
    await seedMetricDays(server.db, sleeper.id, daysBefore(today, -10), 10, () => ({
      sleep_duration_minutes: 200,
    }));
    for (let ahead = 1; ahead <= 10; ahead += 1) {
      await createMood(
        server.db,
        sleeper.id,
        { date: daysBefore(today, -ahead), rating: 1, notes: null },
        NOW,
      );
    }
    const stored = await server.db
      .selectFrom("moods")
      .select("date")
      .where("user_id", "=", sleeper.id)
      .where("date", ">=", tomorrow)
      .execute();
    expect(stored).toHaveLength(10);

    expect(await personalSignalsOf(sleeper)).toEqual(before);
  });

  it("says 'has not' for short sleep when the low days fell regardless of it", async () => {
    const other = await signUpUser(server);
    await seedPerson(other, today, 90, (back) => (back * 7) % 13 < 4);
    const answer = await personalSignalsOf(other);
    expect(answer.signals.find((signal) => signal.signal === "short_sleep")?.preceded).toBe(false);
    expect(answer.sentence).toContain("short sleep");
    expect(answer.sentence).not.toMatch(/short sleep (and [a-z ]+ )?ha(s|ve) come before/);
  });

  it("says it cannot tell yet with too few days of check-ins, or none", async () => {
    const newcomer = await signUpUser(server);
    await seedPerson(newcomer, today, 10, lowMoodAfterShortSleep);
    const answer = await personalSignalsOf(newcomer);
    expect(answer.signals.map((signal) => signal.preceded)).toEqual([null, null, null]);
    expect(answer.sentence).toBe(
      personalSignalsNotYet(answer.days, BURNOUT_PARAMETERS.tilt.personal.minDays),
    );
    expect(answer.days).toBeLessThan(BURNOUT_PARAMETERS.tilt.personal.minDays);

    const empty = await personalSignalsOf(await signUpUser(server));
    expect(empty).toMatchObject({ date: today, days: 0 });
    expect(empty.sentence).toBe(personalSignalsNotYet(0, BURNOUT_PARAMETERS.tilt.personal.minDays));
  });

  it("answers only a signed-in caller", async () => {
    expect((await api(server).get(PATH)).status).toBe(401);
  });
});
