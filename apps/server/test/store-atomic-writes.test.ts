// A change to a day and the rescoring it causes are one unit of work (docs/decisions/040-reads-through-the-stock-stack.md): the
// mood and the scores it moves land together, in one commit, or not at all. On SQLite here and
// on PostgreSQL in the "postgres" project.
import type { ProcedureName } from "@evenkeel/contracts";
import { createAppRouter, type RouterContext, type RouterPorts } from "@evenkeel/domain/router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { createProcedureCaller } from "../src/http/procedure-call.ts";
import { createLogger } from "../src/logger.ts";
import { createServerAdapters } from "../src/router-ports.ts";
import { createDataStore } from "../src/store/data-store.ts";
import { upsertHealthMetrics } from "../src/store/metrics.repository.ts";
import { getMood } from "../src/store/moods.repository.ts";
import { insertUser } from "./support/schema-fixtures.ts";
import { daysBefore, utcToday } from "./support/seed-data.ts";
import { metricDay } from "./support/store-fixtures.ts";
import { testConfig } from "./support/test-config.ts";
import { openTestDatabase } from "./support/test-database.ts";

let db: AppDatabase;
let ports: RouterPorts;
const today = utcToday();
const call = createProcedureCaller(createAppRouter());

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.db;
  const config = testConfig({
    DATA_DIR: opened.dataDir,
    ...(opened.databaseUrl && { DATABASE_URL: opened.databaseUrl }),
  });
  ({ ports } = createServerAdapters({ db, config, logger: createLogger(config) }));
  await insertUser(db, "ada");
  const days = Array.from({ length: 30 }, (_, back) =>
    metricDay(daysBefore(today, back), { recovery_score: 60 }),
  );
  await upsertHealthMetrics(db, "ada", days, "whoop", new Date().toISOString());
});
afterAll(async () => {
  await db.destroy();
});

function as(userId: string, withPorts: RouterPorts = ports) {
  const ctx: RouterContext = {
    ports: withPorts,
    auth: { userId, sessionId: "s" },
    request: { ip: null, timeZone: "UTC" },
  };
  return (name: ProcedureName, input: unknown) => call(ctx, name, input);
}

async function dataVersion(userId: string): Promise<number> {
  const row = await db
    .selectFrom("user_data_versions")
    .select("version")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

async function storedScore(userId: string, date: string) {
  return db
    .selectFrom("burnout_scores")
    .select(["mood_risk", "calculated_at"])
    .where("user_id", "=", userId)
    .where("date", "=", date)
    .executeTakeFirst();
}

describe("a mood and its rescoring", () => {
  it("land together: the new mood is in today's stored score", async () => {
    const answer = (await as("ada")("mood.create", { date: today, rating: 2 })) as { rating: number };
    expect(answer.rating).toBe(2);
    expect((await getMood(db, "ada", today))?.rating).toBe(2);
    const score = await storedScore("ada", today);
    expect(score).toBeDefined();
    // Today's score was computed after the mood: deleting the mood moves it again.
    await as("ada")("mood.delete", { date: today });
    expect(await getMood(db, "ada", today)).toBeNull();
    expect(await storedScore("ada", today)).not.toEqual(score);
  });

  it("land not at all when the rescoring fails: no mood, no score, the same data version", async () => {
    const broken: RouterPorts = {
      ...ports,
      scoring: {
        ...ports.scoring,
        scoreDays: () => {
          throw new Error("scoring failed midway");
        },
      },
    };
    const date = daysBefore(today, 1);
    const scoreBefore = await storedScore("ada", date);
    const versionBefore = await dataVersion("ada");
    await expect(
      as("ada", broken)("mood.create", { date, rating: 9, notes: "never stored" }),
    ).rejects.toThrow();
    expect(await getMood(db, "ada", date)).toBeNull();
    expect(await storedScore("ada", date)).toEqual(scoreBefore);
    expect(await dataVersion("ada")).toBe(versionBefore);

    // A delete whose rescoring fails keeps the mood.
    await as("ada")("mood.create", { date, rating: 5 });
    const kept = await dataVersion("ada");
    await expect(as("ada", broken)("mood.delete", { date })).rejects.toThrow();
    expect((await getMood(db, "ada", date))?.rating).toBe(5);
    expect(await dataVersion("ada")).toBe(kept);
  });

  it("a repository's own transaction joins the unit of work instead of nesting", async () => {
    const store = createDataStore(db);
    const date = daysBefore(today, 2);
    await expect(
      store.atomically(async (inside) => {
        await inside.moods.create("ada", { date, rating: 3, notes: null }, new Date().toISOString());
        const [day] = ports.scoring.scoreDays({
          from: date,
          to: date,
          records: await inside.metrics.scoringDays("ada", daysBefore(date, ports.scoring.historyDays), date),
          moods: await inside.moods.scoringDays("ada", daysBefore(date, ports.scoring.historyDays), date),
        });
        // upsertMany opens a transaction of its own when called alone.
        await inside.scores.upsertMany("ada", day ? [day] : [], new Date().toISOString());
        expect(await inside.moods.get("ada", date)).not.toBeNull();
        throw new Error("abandon the unit");
      }),
    ).rejects.toThrow("abandon the unit");
    expect(await getMood(db, "ada", date)).toBeNull();
    expect(await storedScore("ada", date)).toBeUndefined();
  });
});

describe("what scoring reads", () => {
  it("is the score's inputs of each day, oldest first, tags parsed", async () => {
    const store = createDataStore(db);
    const date = daysBefore(today, 3);
    await store.moods.create(
      "ada",
      { date, rating: 4, notes: "long notes", tags: ["travel"] },
      new Date().toISOString(),
    );
    const moods = await store.moods.scoringDays("ada", daysBefore(today, 5), date);
    expect(moods).toEqual([{ date, rating: 4, tags: ["travel"] }]);
    const records = await store.metrics.scoringDays("ada", daysBefore(today, 1), today);
    expect(records.map((day) => day.date)).toEqual([daysBefore(today, 1), today]);
    const whole = await store.metrics.between("ada", daysBefore(today, 1), today);
    expect(records).toEqual(
      whole.map((day) => ({
        date: day.date,
        recovery_score: day.recovery_score,
        resting_hr: day.resting_hr,
        hrv: day.hrv,
        sleep_duration_minutes: day.sleep_duration_minutes,
        sleep_quality_score: day.sleep_quality_score,
        day_strain: day.day_strain,
        hrv_measure: day.hrv_measure,
        source: day.source,
      })),
    );
  });
});
