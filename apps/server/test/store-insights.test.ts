// The insight repository: written insights validated before they are stored, listed newest
// first, rated and deleted only by their owner, JSON columns checked on read.
import { insightSchema } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import {
  createInsight,
  deleteInsight,
  latestInsightUpTo,
  listInsights,
  setInsightFeedback,
} from "../src/store/insights.repository.ts";
import { insertUser, NOW } from "./support/schema-fixtures.ts";
import { writtenWeeklySummary } from "./support/store-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

let db: AppDatabase;

beforeAll(async () => {
  ({ db } = await openTestDatabase());
  await insertUser(db, "ada");
  await insertUser(db, "bob");
});
afterAll(async () => {
  await db.destroy();
});

describe("insights", () => {
  it("stores a written insight and answers it as a valid contract Insight", async () => {
    const insight = await createInsight(db, "ada", writtenWeeklySummary("2026-11-07"), NOW);
    expect(insightSchema.parse(insight)).toEqual(insight);
    expect(insight).toMatchObject({ user_id: "ada", helpful: null, feedback: null, created_at: NOW });
    expect(insight.structured_data).toEqual(writtenWeeklySummary("2026-11-07").structured_data);
  });

  it("refuses a written insight that breaks the contract, storing nothing", async () => {
    const bad = { ...writtenWeeklySummary("2026-11-07"), title: "" };
    await expect(createInsight(db, "ada", bad, NOW)).rejects.toThrow("does not match its schema");
    expect(await listInsights(db, "ada", 10)).toHaveLength(1);
  });

  it("lists newest first, even within one millisecond, up to the limit", async () => {
    await createInsight(db, "ada", writtenWeeklySummary("2026-11-14", "Second"), NOW);
    await createInsight(db, "ada", writtenWeeklySummary("2026-11-21", "Third"), NOW);
    expect((await listInsights(db, "ada", 10)).map((insight) => insight.title)).toEqual([
      "Third",
      "Second",
      "Your week in numbers",
    ]);
    expect(await listInsights(db, "ada", 2)).toHaveLength(2);
    expect(await listInsights(db, "bob", 10)).toEqual([]);
  });

  it("answers the latest insight whose period ended by a date", async () => {
    expect((await latestInsightUpTo(db, "ada", "2026-11-15"))?.title).toBe("Second");
    expect(await latestInsightUpTo(db, "ada", "2026-11-06")).toBeNull();
    expect(await latestInsightUpTo(db, "bob", "2026-12-31")).toBeNull();
  });

  it("records feedback for the owner only", async () => {
    const [latest] = await listInsights(db, "ada", 1);
    const id = latest?.id ?? "";
    expect(await setInsightFeedback(db, "bob", id, false, "Not mine")).toBeNull();
    const rated = await setInsightFeedback(db, "ada", id, true, "Useful");
    expect(rated).toMatchObject({ id, helpful: true, feedback: "Useful" });
    expect((await setInsightFeedback(db, "ada", id, false, null))?.helpful).toBe(false);
  });

  it("deletes for the owner only", async () => {
    const [latest] = await listInsights(db, "ada", 1);
    const id = latest?.id ?? "";
    expect(await deleteInsight(db, "bob", id)).toBe(false);
    expect(await deleteInsight(db, "ada", id)).toBe(true);
    expect(await deleteInsight(db, "ada", id)).toBe(false);
    expect(await listInsights(db, "ada", 10)).toHaveLength(2);
  });

  it("refuses to hand out a row whose JSON column is not JSON", async () => {
    await db
      .updateTable("insights")
      .set({ structured_data: '{"title": 1' })
      .where("user_id", "=", "ada")
      .execute();
    await expect(listInsights(db, "ada", 10)).rejects.toThrow(
      "Stored insight structured_data is not valid JSON",
    );
  });
});
