// The burnout score repository: UPSERT per (user, date) in one transaction, ordered reads,
// and JSON columns validated on the way out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { getScore, latestRiskBefore, scoreHistory, upsertScores } from "../src/store/scores.repository.ts";
import { insertUser, NOW } from "./support/schema-fixtures.ts";
import { scoreResult } from "./support/store-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

let db: AppDatabase;
const LATER = "2026-11-22T09:00:00.000Z";

beforeAll(async () => {
  ({ db } = await openTestDatabase());
  await insertUser(db, "ada");
  await insertUser(db, "bob");
});
afterAll(async () => {
  await db.destroy();
});

describe("upserting scores", () => {
  it("stores each day once and answers them oldest first as contract BurnoutScores", async () => {
    const stored = await upsertScores(
      db,
      "ada",
      [scoreResult("2026-11-03", 30), scoreResult("2026-11-01", 20), scoreResult("2026-11-02", 25)],
      NOW,
    );
    expect(stored.map((score) => score.date)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"]);
    // The domain's coverage (what the day stood on) is not stored.
    const { coverage: _notStored, ...result } = scoreResult("2026-11-01", 20);
    expect(stored[0]).toEqual({ id: expect.any(String), user_id: "ada", calculated_at: NOW, ...result });
  });

  it("replaces a day's score in place, keeping its id", async () => {
    const before = await getScore(db, "ada", "2026-11-02");
    const [after] = await upsertScores(db, "ada", [scoreResult("2026-11-02", 55)], LATER);
    expect(after).toMatchObject({ id: before?.id, overall_risk_score: 55, calculated_at: LATER });
    const count = await db
      .selectFrom("burnout_scores")
      .select(db.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it("leaves a day whose score comes out the same as it is, its calculated_at included", async () => {
    const before = await getScore(db, "ada", "2026-11-02");
    const [same, changed] = await upsertScores(
      db,
      "ada",
      [scoreResult("2026-11-02", 55), scoreResult("2026-11-03", 31)],
      "2026-11-23T09:00:00.000Z",
    );
    expect(same).toEqual(before);
    expect(await getScore(db, "ada", "2026-11-02")).toEqual(before);
    expect(changed).toMatchObject({ overall_risk_score: 31, calculated_at: "2026-11-23T09:00:00.000Z" });
  });

  it("writes nothing when one day of the batch is invalid", async () => {
    const bad = { ...scoreResult("2026-11-05"), overall_risk_score: 140 };
    await expect(upsertScores(db, "ada", [scoreResult("2026-11-04"), bad], NOW)).rejects.toThrow();
    expect(await getScore(db, "ada", "2026-11-04")).toBeNull();
  });
});

describe("reading scores", () => {
  it("answers history newest first within the range and limit, for the user only", async () => {
    await upsertScores(db, "bob", [scoreResult("2026-11-02", 90)], NOW);
    const history = await scoreHistory(db, "ada", { start_date: "2026-11-02", limit: 30 });
    expect(history.map((score) => score.date)).toEqual(["2026-11-03", "2026-11-02"]);
    expect(history.every((score) => score.user_id === "ada")).toBe(true);
    expect(await scoreHistory(db, "ada", { limit: 1 })).toHaveLength(1);
  });

  it("answers the overall risk of the last score strictly before a date, of the user only", async () => {
    await upsertScores(db, "bob", [scoreResult("2026-11-02", 90)], NOW);
    const before = await getScore(db, "ada", "2026-11-02");
    expect(await latestRiskBefore(db, "ada", "2026-11-03")).toBe(before?.overall_risk_score);
    expect(await latestRiskBefore(db, "ada", "2026-11-01")).toBeNull();
    expect(await latestRiskBefore(db, "bob", "2026-11-03")).toBe(90);
  });

  it("refuses to hand out a row whose JSON column is not JSON", async () => {
    await db
      .updateTable("burnout_scores")
      .set({ risk_factors: '{"recovery": "high"' })
      .where("user_id", "=", "bob")
      .execute();
    await expect(getScore(db, "bob", "2026-11-02")).rejects.toThrow(
      "Stored burnout score risk_factors is not valid JSON",
    );
  });
});
