// The mood repository against a real SQLite file: ranges, limits, one mood per date, and
// every read and write confined to the user it is called for.
import { AppError, MOOD_LIST_NOTES_BUDGET, MOOD_NOTES_MAX_LENGTH } from "@evenkeel/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import {
  countMoodsUpTo,
  createMood,
  deleteMood,
  getMood,
  listMoods,
  moodsBetween,
  updateMood,
  withinNotesBudget,
} from "../src/store/moods.repository.ts";
import { insertUser, NOW } from "./support/schema-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

let db: AppDatabase;
const LATER = "2026-11-22T09:00:00.000Z";

beforeAll(async () => {
  ({ db } = await openTestDatabase());
  await insertUser(db, "ada");
  await insertUser(db, "bob");
  for (const [date, rating] of [
    ["2026-11-01", 4],
    ["2026-11-02", 6],
    ["2026-11-03", 8],
    ["2026-11-05", 7],
  ] as const) {
    await createMood(db, "ada", { date, rating, notes: null }, NOW);
  }
  await createMood(db, "bob", { date: "2026-11-02", rating: 2, notes: "Bob's day" }, NOW);
});
afterAll(async () => {
  await db.destroy();
});

describe("listing moods", () => {
  it("ends at the notes budget, newest first, always with the newest mood, also within a range", async () => {
    await insertUser(db, "cara");
    const long = "n".repeat(MOOD_NOTES_MAX_LENGTH);
    // Oldest to newest: 12 full notes, a day without notes, 3 short ones.
    const days = Array.from({ length: 16 }, (_, i) => `2026-10-${String(i + 1).padStart(2, "0")}`);
    for (const [i, date] of days.entries()) {
      const notes = i < 12 ? long : i === 12 ? null : "short";
      await createMood(db, "cara", { date, rating: 5, notes }, NOW);
    }
    const page = await listMoods(db, "cara", { limit: 30 });
    // 3 × 5 characters, none, then full notes while the total stays within 100,000: 9 of them.
    expect(page.map((mood) => mood.date)).toEqual(days.slice(16 - 4 - 9).reverse());
    const notes = page.reduce((sum, mood) => sum + (mood.notes?.length ?? 0), 0);
    expect(notes).toBeLessThanOrEqual(MOOD_LIST_NOTES_BUDGET);
    expect(notes + MOOD_NOTES_MAX_LENGTH).toBeGreaterThan(MOOD_LIST_NOTES_BUDGET);
    // The limit still applies first, and the range bounds both ends.
    expect((await listMoods(db, "cara", { limit: 2 })).map((mood) => mood.date)).toEqual([
      "2026-10-16",
      "2026-10-15",
    ]);
    const ranged = await listMoods(db, "cara", {
      start_date: "2026-10-01",
      end_date: "2026-10-11",
      limit: 30,
    });
    expect(ranged.map((mood) => mood.date)).toEqual(days.slice(1, 11).reverse());
    expect(await listMoods(db, "cara", { start_date: "2027-01-01", limit: 30 })).toEqual([]);
  });

  it("answers the newest mood even when its notes alone pass the budget", async () => {
    await insertUser(db, "dora");
    await createMood(db, "dora", { date: "2026-10-01", rating: 3, notes: "old" }, NOW);
    await createMood(
      db,
      "dora",
      { date: "2026-10-02", rating: 4, notes: "x".repeat(MOOD_LIST_NOTES_BUDGET + 1) },
      NOW,
    );
    expect((await listMoods(db, "dora", { limit: 30 })).map((mood) => mood.date)).toEqual(["2026-10-02"]);
  });

  it("answers what a straightforward cut would, whether the page can reach the budget or not", async () => {
    // Notes of every kind: none, short, up to the longest allowed, and astral characters
    // (one character each for the databases, two UTF-16 units for JavaScript).
    const noteOf = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 20 }),
      fc.integer({ min: 1, max: MOOD_NOTES_MAX_LENGTH }).map((length) => "n".repeat(length)),
      fc.integer({ min: 1, max: MOOD_NOTES_MAX_LENGTH }).map((length) => "\u{1F30A}".repeat(length)),
      fc.integer({ min: 3_000, max: 3_500 }).map((length) => "\u{1F30A}".repeat(length)),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.array(noteOf, { maxLength: 40 }),
          // Many notes of one length: pages just within and just past the budget.
          fc
            .tuple(fc.integer({ min: 2_000, max: 10_000 }), fc.integer({ min: 8, max: 40 }))
            .map(([length, count]) => Array.from({ length: count }, () => "n".repeat(length))),
        ),
        fc.integer({ min: 1, max: 45 }),
        fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
        async (notes, limit, startDay, endDay) => {
          const user = `prop-${run++}`;
          await insertUser(db, user);
          const dayDate = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
          for (const [day, note] of notes.entries()) {
            await createMood(db, user, { date: dayDate(day), rating: 5, notes: note }, NOW);
          }
          const query = {
            limit,
            start_date: startDay === undefined ? undefined : dayDate(startDay),
            end_date: endDay === undefined ? undefined : dayDate(endDay),
          };
          const expected: string[] = [];
          let characters = 0;
          for (let day = notes.length - 1; day >= 0 && expected.length < limit; day--) {
            const date = dayDate(day);
            if ((query.start_date && date < query.start_date) || (query.end_date && date > query.end_date))
              continue;
            characters += [...(notes[day] ?? "")].length;
            if (characters > MOOD_LIST_NOTES_BUDGET && expected.length > 0) break;
            expected.push(date);
          }
          expect((await listMoods(db, user, query)).map((mood) => mood.date)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it("cuts a page read whole at the budget, as the database would, counting characters", () => {
    const row = (date: string, notes: string | null) =>
      ({
        id: date,
        user_id: "u",
        date,
        rating: 5,
        notes,
        tags: "[]",
        created_at: NOW,
        updated_at: NOW,
      }) as const;
    const wave = "\u{1F30A}";
    const page = [
      row("d3", "a".repeat(60_000)),
      row("d2", null),
      row("d1", "b".repeat(40_001)),
      row("d0", "c"),
    ];
    expect(withinNotesBudget(page).map((mood) => mood.date)).toEqual(["d3", "d2"]);
    // 100,000 characters in 200,000 UTF-16 units: within the budget.
    const astral = [row("d1", wave.repeat(50_000)), row("d0", wave.repeat(50_000))];
    expect(withinNotesBudget(astral)).toHaveLength(2);
    expect(
      withinNotesBudget([row("d1", "x".repeat(MOOD_LIST_NOTES_BUDGET + 1)), row("d0", "y")]),
    ).toHaveLength(1);
  });

  it("answers newest first, within the range, at most limit", async () => {
    const all = await listMoods(db, "ada", { limit: 30 });
    expect(all.map((mood) => mood.date)).toEqual(["2026-11-05", "2026-11-03", "2026-11-02", "2026-11-01"]);
    const ranged = await listMoods(db, "ada", {
      start_date: "2026-11-02",
      end_date: "2026-11-03",
      limit: 30,
    });
    expect(ranged.map((mood) => mood.date)).toEqual(["2026-11-03", "2026-11-02"]);
    const limited = await listMoods(db, "ada", { limit: 2 });
    expect(limited.map((mood) => mood.date)).toEqual(["2026-11-05", "2026-11-03"]);
  });

  it("answers between two dates oldest first, and counts up to a date", async () => {
    const between = await moodsBetween(db, "ada", "2026-11-02", "2026-11-05");
    expect(between.map((mood) => mood.rating)).toEqual([6, 8, 7]);
    expect(await countMoodsUpTo(db, "ada", "2026-11-03")).toBe(3);
    expect(await countMoodsUpTo(db, "bob", "2026-11-30")).toBe(1);
  });

  it("maps rows to the contract's Mood", async () => {
    const mood = await getMood(db, "bob", "2026-11-02");
    expect(mood).toEqual({
      id: expect.any(String),
      user_id: "bob",
      date: "2026-11-02",
      rating: 2,
      notes: "Bob's day",
      tags: [],
      created_at: NOW,
      updated_at: NOW,
    });
  });
});

describe("changing moods", () => {
  it("refuses a second mood for a date with CONFLICT and keeps the first", async () => {
    const failure = await createMood(db, "ada", { date: "2026-11-01", rating: 9, notes: null }, LATER).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: "CONFLICT", detail: "A mood is already logged for this date" });
    expect((await getMood(db, "ada", "2026-11-01"))?.rating).toBe(4);
  });

  it("updates only the fields given, and clears notes with null", async () => {
    await updateMood(db, "ada", "2026-11-03", { notes: "Long walk" }, LATER);
    const updated = await updateMood(db, "ada", "2026-11-03", { rating: 9 }, LATER);
    expect(updated).toMatchObject({ rating: 9, notes: "Long walk", created_at: NOW, updated_at: LATER });
    const cleared = await updateMood(db, "ada", "2026-11-03", { notes: null }, LATER);
    expect(cleared).toMatchObject({ rating: 9, notes: null });
  });

  it("stores context tags, keeps them when an update leaves them out, and clears them with []", async () => {
    const created = await createMood(
      db,
      "ada",
      { date: "2026-11-07", rating: 3, notes: null, tags: ["alcohol", "travel"] },
      NOW,
    );
    expect(created.tags).toEqual(["alcohol", "travel"]);
    expect((await updateMood(db, "ada", "2026-11-07", { rating: 4 }, LATER))?.tags).toEqual([
      "alcohol",
      "travel",
    ]);
    expect((await updateMood(db, "ada", "2026-11-07", { tags: ["ill"] }, LATER))?.tags).toEqual(["ill"]);
    expect((await updateMood(db, "ada", "2026-11-07", { tags: [] }, LATER))?.tags).toEqual([]);
    await deleteMood(db, "ada", "2026-11-07");
  });

  it("refuses to store a tag outside the closed list, changing nothing", async () => {
    const tags = ["ill", "hangover"] as unknown as ["ill"];
    await expect(updateMood(db, "ada", "2026-11-05", { tags }, LATER)).rejects.toThrow(/mood tags/);
    expect(await getMood(db, "ada", "2026-11-05")).toMatchObject({ tags: [], updated_at: NOW });
  });

  it("answers null or false for a date without a mood", async () => {
    expect(await updateMood(db, "ada", "2026-10-01", { rating: 5 }, LATER)).toBeNull();
    expect(await deleteMood(db, "ada", "2026-10-01")).toBe(false);
  });

  it("never reads or writes another user's mood", async () => {
    expect(await getMood(db, "ada", "2026-11-02")).toMatchObject({ user_id: "ada", rating: 6 });
    expect(await updateMood(db, "bob", "2026-11-05", { rating: 1 }, LATER)).toBeNull();
    expect(await deleteMood(db, "bob", "2026-11-01")).toBe(false);
    expect(await listMoods(db, "bob", { limit: 30 })).toHaveLength(1);
    expect((await getMood(db, "ada", "2026-11-05"))?.rating).toBe(7);
  });

  it("deletes the user's own mood of a date", async () => {
    expect(await deleteMood(db, "bob", "2026-11-02")).toBe(true);
    expect(await getMood(db, "bob", "2026-11-02")).toBeNull();
    expect(await getMood(db, "ada", "2026-11-02")).not.toBeNull();
  });
});
