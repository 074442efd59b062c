// The metric and user repositories: daily metrics upserted per (user, date) and read in the
// orders the router expects; profiles, picture claims and time zones per account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import {
  countMetricsUpTo,
  latestMetricOnOrBefore,
  listMetrics,
  metricsBetween,
  upsertHealthMetrics,
} from "../src/store/metrics.repository.ts";
import {
  getUser,
  getUserTimeZone,
  setUserTimeZone,
  updateUserProfile,
} from "../src/store/users.repository.ts";
import { insertUser, NOW } from "./support/schema-fixtures.ts";
import { metricDay } from "./support/store-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

let db: AppDatabase;
const LATER = "2026-11-22T09:00:00.000Z";

beforeAll(async () => {
  ({ db } = await openTestDatabase());
  await insertUser(db, "ada");
  await insertUser(db, "bob");
  const days = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-06"].map((date) => metricDay(date));
  await upsertHealthMetrics(db, "ada", days, "whoop", NOW);
  await upsertHealthMetrics(db, "bob", [metricDay("2026-11-04", { recovery_score: 12 })], "whoop", NOW);
});
afterAll(async () => {
  await db.destroy();
});

describe("health metrics", () => {
  it("lists the most recent `limit` days of the range, oldest first", async () => {
    const listed = await listMetrics(db, "ada", { start_date: "2026-11-01", limit: 2 });
    expect(listed.map((day) => day.date)).toEqual(["2026-11-03", "2026-11-06"]);
    const ranged = await listMetrics(db, "ada", {
      start_date: "2026-11-02",
      end_date: "2026-11-03",
      limit: 30,
    });
    expect(ranged.map((day) => day.date)).toEqual(["2026-11-02", "2026-11-03"]);
    expect(ranged[0]).toEqual({
      id: expect.any(String),
      user_id: "ada",
      created_at: NOW,
      updated_at: NOW,
      ...metricDay("2026-11-02"),
      source: "whoop",
      hrv_measure: "rmssd",
      // WHOOP measures no stress (Oura's daily_stress fills these, docs/decisions/031).
      stress_high_minutes: null,
      recovery_high_minutes: null,
      stress_day_summary: null,
      // Nor steps (Google Health and a Fitbit export count them).
      steps: null,
    });
  });

  it("answers the latest day on or before a date, ranges and counts, per user", async () => {
    expect((await latestMetricOnOrBefore(db, "ada", "2026-11-05"))?.date).toBe("2026-11-03");
    expect(await latestMetricOnOrBefore(db, "ada", "2026-10-31")).toBeNull();
    expect((await metricsBetween(db, "ada", "2026-11-03", "2026-11-30")).map((day) => day.date)).toEqual([
      "2026-11-03",
      "2026-11-06",
    ]);
    expect(await countMetricsUpTo(db, "ada", "2026-11-06")).toBe(4);
    expect(await metricsBetween(db, "ada", "2026-11-04", "2026-11-04")).toEqual([]);
  });

  it("replaces a day written again instead of adding one", async () => {
    await upsertHealthMetrics(
      db,
      "ada",
      [metricDay("2026-11-02", { recovery_score: 99, hrv: null })],
      "whoop",
      LATER,
    );
    const [day] = await metricsBetween(db, "ada", "2026-11-02", "2026-11-02");
    expect(day).toMatchObject({ recovery_score: 99, hrv: null, created_at: NOW, updated_at: LATER });
    expect(await countMetricsUpTo(db, "ada", "2026-12-31")).toBe(4);
  });

  it("refuses a value out of its range and writes none of the batch", async () => {
    const days = [metricDay("2026-11-10"), metricDay("2026-11-11", { day_strain: 30 })];
    await expect(upsertHealthMetrics(db, "ada", days, "whoop", NOW)).rejects.toThrow();
    expect(await metricsBetween(db, "ada", "2026-11-10", "2026-11-11")).toEqual([]);
  });
});

describe("users", () => {
  it("answers the contract's User and changes names", async () => {
    const user = await updateUserProfile(db, "ada", { first_name: "Ada", last_name: "Lovelace" }, LATER);
    expect(user).toEqual({
      id: "ada",
      email: "ada@example.com",
      user_metadata: { first_name: "Ada", last_name: "Lovelace", profile_picture_url: null },
      created_at: NOW,
    });
    expect(await getUser(db, "nobody")).toBeNull();
  });

  it("takes a picture only when it is an upload nobody else owns, and claims it", async () => {
    await db
      .insertInto("uploads")
      .values([
        { id: "u1", file_name: "AAAAAAAAAAAAAAAAAAAAAA.webp", owner_user_id: null, created_at: NOW },
        { id: "u2", file_name: "BBBBBBBBBBBBBBBBBBBBBB.webp", owner_user_id: "bob", created_at: NOW },
      ])
      .execute();
    const user = await updateUserProfile(
      db,
      "ada",
      { profile_picture_url: "/api/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp" },
      LATER,
    );
    expect(user.user_metadata.profile_picture_url).toBe("/api/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp");
    const claimed = await db
      .selectFrom("uploads")
      .select("owner_user_id")
      .where("id", "=", "u1")
      .executeTakeFirst();
    expect(claimed?.owner_user_id).toBe("ada");
    for (const url of [
      "/api/uploads/BBBBBBBBBBBBBBBBBBBBBB.webp",
      "/api/uploads/CCCCCCCCCCCCCCCCCCCCCC.webp",
    ]) {
      await expect(updateUserProfile(db, "ada", { profile_picture_url: url }, LATER)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        detail: "Profile picture must be an uploaded image",
      });
    }
    expect((await getUser(db, "ada"))?.user_metadata.profile_picture_url).toBe(
      "/api/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp",
    );
  });

  it("keeps the time zone per account, UTC by default", async () => {
    expect(await getUserTimeZone(db, "bob")).toBe("UTC");
    await setUserTimeZone(db, "bob", "America/New_York");
    expect(await getUserTimeZone(db, "bob")).toBe("America/New_York");
    expect(await getUserTimeZone(db, "ada")).toBe("UTC");
  });
});
