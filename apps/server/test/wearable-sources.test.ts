// Several sources, one value per metric per day (docs/decisions/022): each source's day is kept on
// its own; the day the screens and the score read takes each metric from the source that
// delivered data first, fills a metric it lacks from the next source, never adds or averages
// two devices, and never mixes two HRV measures.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { listMetrics, upsertHealthMetrics } from "../src/store/metrics.repository.ts";
import { insertUser } from "./support/schema-fixtures.ts";
import { metricDay } from "./support/store-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

const FIRST = "2026-11-01T08:00:00.000Z";
const SECOND = "2026-11-10T08:00:00.000Z";
const THIRD = "2026-11-12T08:00:00.000Z";
let db: AppDatabase;

beforeEach(async () => {
  ({ db } = await openTestDatabase());
  await insertUser(db, "ada");
});
afterEach(async () => {
  await db.destroy();
});

const whoopDay = (date: string) =>
  metricDay(date, { recovery_score: 70, resting_hr: 50, hrv: 80, day_strain: 12, workout_count: 1 });
const ouraDay = (date: string) =>
  metricDay(date, { recovery_score: 85, resting_hr: 45, hrv: 60, day_strain: null, workout_count: 2 });

describe("Days from several sources", () => {
  it("keeps each source's day and resolves one row per day from the source connected first", async () => {
    await upsertHealthMetrics(db, "ada", [whoopDay("2026-11-20")], "whoop", FIRST);
    await upsertHealthMetrics(db, "ada", [ouraDay("2026-11-20"), ouraDay("2026-11-21")], "oura", SECOND);

    const stored = await db.selectFrom("source_daily_metrics").selectAll().orderBy("source").execute();
    expect(stored.map((row) => [row.date, row.source, row.recovery_score])).toEqual([
      ["2026-11-20", "oura", 85],
      ["2026-11-21", "oura", 85],
      ["2026-11-20", "whoop", 70],
    ]);

    const days = await listMetrics(db, "ada", { limit: 10 });
    expect(days).toHaveLength(2);
    // Both devices report the 20th: WHOOP's values, not a sum or an average.
    expect(days[0]).toMatchObject({
      date: "2026-11-20",
      source: "whoop",
      recovery_score: 70,
      resting_hr: 50,
      hrv: 80,
      hrv_measure: "rmssd",
      day_strain: 12,
      workout_count: 1,
    });
    // Only Oura has the 21st: Oura's values, no strain (Oura has none).
    expect(days[1]).toMatchObject({
      date: "2026-11-21",
      source: "oura",
      recovery_score: 85,
      day_strain: null,
    });
  });

  it("fills a metric the first source lacks that day from the next, and keeps the first's order after it syncs again", async () => {
    await upsertHealthMetrics(
      db,
      "ada",
      [metricDay("2026-11-20", { sleep_quality_score: null })],
      "whoop",
      FIRST,
    );
    await upsertHealthMetrics(
      db,
      "ada",
      [metricDay("2026-11-20", { sleep_quality_score: 91 })],
      "oura",
      SECOND,
    );
    await upsertHealthMetrics(
      db,
      "ada",
      [{ ...whoopDay("2026-11-20"), sleep_quality_score: null }],
      "whoop",
      THIRD,
    );
    const [day] = await listMetrics(db, "ada", { limit: 1 });
    expect(day).toMatchObject({ source: "whoop", recovery_score: 70, sleep_quality_score: 91 });
  });

  it("takes the recovery score only from the day's own source: Recovery and Readiness are different scores", async () => {
    await upsertHealthMetrics(
      db,
      "ada",
      [{ ...whoopDay("2026-11-20"), recovery_score: null }],
      "whoop",
      FIRST,
    );
    await upsertHealthMetrics(db, "ada", [ouraDay("2026-11-20")], "oura", SECOND);
    const [day] = await listMetrics(db, "ada", { limit: 1 });
    expect(day).toMatchObject({ source: "whoop", recovery_score: null, resting_hr: 50 });
  });

  it("never reads HRV in a second measure: SDNN from another source stays out of an RMSSD user's days", async () => {
    await upsertHealthMetrics(db, "ada", [whoopDay("2026-11-20")], "whoop", FIRST);
    await upsertHealthMetrics(
      db,
      "ada",
      [metricDay("2026-11-21", { hrv: 42, resting_hr: 55 })],
      "apple_health",
      SECOND,
      "sdnn",
    );
    const days = await listMetrics(db, "ada", { limit: 10 });
    expect(days[1]).toMatchObject({ date: "2026-11-21", source: "apple_health", resting_hr: 55 });
    expect(days[1]?.hrv).toBeNull();
    expect(days[1]?.hrv_measure).toBeNull();
    // Its own day still holds the SDNN value, measure and all.
    const own = await db
      .selectFrom("source_daily_metrics")
      .selectAll()
      .where("source", "=", "apple_health")
      .executeTakeFirstOrThrow();
    expect(own).toMatchObject({ hrv: 42, hrv_measure: "sdnn" });
  });

  it("writing the same days again changes no row", async () => {
    await upsertHealthMetrics(db, "ada", [whoopDay("2026-11-20")], "whoop", FIRST);
    await upsertHealthMetrics(db, "ada", [ouraDay("2026-11-20")], "oura", SECOND);
    await upsertHealthMetrics(db, "ada", [whoopDay("2026-11-20")], "whoop", THIRD);
    await upsertHealthMetrics(db, "ada", [ouraDay("2026-11-20")], "oura", THIRD);
    const rows = await db.selectFrom("source_daily_metrics").select("updated_at").execute();
    expect(rows.every((row) => row.updated_at !== THIRD)).toBe(true);
    const resolved = await db.selectFrom("health_metrics").select("updated_at").executeTakeFirstOrThrow();
    expect(resolved.updated_at).toBe(FIRST);
  });
});
