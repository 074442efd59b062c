// Contract: moods behave the same in both homes — create, list by range, update, delete,
// statistics — except where the demo has its own rule for a second create.
import {
  MOOD_ALREADY_EXISTS,
  MOOD_TAG_UNKNOWN,
  MOOD_TAGS_REPEATED,
  moodSchema,
  moodStatsSchema,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcFailure } from "../support/trpc-client.ts";
import { daysBefore } from "./homes/dates.ts";
import { HOMES, type Home } from "./homes/index.ts";

describe.each(HOMES)("moods in the $name home", (factory) => {
  let home: Home;
  // A stretch far before any seeded or synced data, so both homes start it empty.
  const quiet = (back: number) => daysBefore(home.today, 300 + back);

  beforeAll(async () => {
    home = await factory.start();
  });
  afterAll(() => home.close());

  it("creates a mood for a date without one and answers the stored mood", async () => {
    const mood = await home.client.mood.create.mutate({ date: quiet(0), rating: 7, notes: "Calm day" });
    expect(moodSchema.parse(mood)).toEqual(mood);
    expect(mood).toMatchObject({ user_id: home.userId, date: quiet(0), rating: 7, notes: "Calm day" });
  });

  it("stores context tags with the mood, keeps them on an update that leaves them out, clears them with []", async () => {
    const mood = await home.client.mood.create.mutate({
      date: quiet(1),
      rating: 4,
      tags: ["deadline", "ill"],
    });
    expect(mood.tags).toEqual(["deadline", "ill"]);
    const rated = await home.client.mood.update.mutate({ date: quiet(1), rating: 5 });
    expect(rated.tags).toEqual(["deadline", "ill"]);
    const [listed] = await home.client.mood.list.query({ start_date: quiet(1), end_date: quiet(1) });
    expect(listed?.tags).toEqual(["deadline", "ill"]);
    const cleared = await home.client.mood.update.mutate({ date: quiet(1), tags: [] });
    expect(cleared.tags).toEqual([]);
    const untagged = await home.client.mood.create.mutate({ date: quiet(2), rating: 6 });
    expect(untagged.tags).toEqual([]);
  });

  it("refuses an unknown or repeated tag with a clear message and changes nothing", async () => {
    await home.client.mood.create.mutate({ date: quiet(3), rating: 6, tags: ["travel"] });
    const unknown = home.client.mood.update.mutate({
      date: quiet(3),
      rating: 2,
      tags: ["hangover" as "ill"],
    });
    expect(await trpcFailure(unknown)).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect((await trpcFailure(unknown)).detail).toContain(MOOD_TAG_UNKNOWN);
    const repeated = home.client.mood.create.mutate({ date: quiet(4), rating: 6, tags: ["ill", "ill"] });
    expect((await trpcFailure(repeated)).detail).toContain(MOOD_TAGS_REPEATED);
    const onDates = await home.client.mood.list.query({ start_date: quiet(4), end_date: quiet(3) });
    expect(onDates).toEqual([expect.objectContaining({ date: quiet(3), rating: 6, tags: ["travel"] })]);
  });

  it("handles a second create for the same date by the home's rule", async () => {
    const second = home.client.mood.create.mutate({ date: quiet(0), rating: 2, notes: "Second" });

    if (home.expects.moodCreateOnExistingDate === "replace") {
      expect(await second).toMatchObject({ rating: 2, notes: "Second" });
    } else {
      expect(await trpcFailure(second)).toEqual({
        code: "CONFLICT",
        httpStatus: 409,
        detail: MOOD_ALREADY_EXISTS,
      });
    }

    const onDate = await home.client.mood.list.query({ start_date: quiet(0), end_date: quiet(0) });
    expect(onDate).toHaveLength(1);
    expect(onDate[0]).toMatchObject(
      home.expects.moodCreateOnExistingDate === "replace"
        ? { rating: 2, notes: "Second" }
        : { rating: 7, notes: "Calm day" },
    );
  });

  it("lists by range newest first, only inside the range, at most the limit", async () => {
    for (const back of [11, 12, 13, 14])
      await home.client.mood.create.mutate({ date: quiet(back), rating: 5 });

    const inRange = await home.client.mood.list.query({ start_date: quiet(13), end_date: quiet(11) });
    expect(inRange.map((mood) => mood.date)).toEqual([quiet(11), quiet(12), quiet(13)]);

    const limited = await home.client.mood.list.query({
      start_date: quiet(14),
      end_date: quiet(11),
      limit: 2,
    });
    expect(limited.map((mood) => mood.date)).toEqual([quiet(11), quiet(12)]);
  });

  it("updates a mood by date, changing only the fields given", async () => {
    await home.client.mood.create.mutate({ date: quiet(20), rating: 4, notes: "Before" });

    const updated = await home.client.mood.update.mutate({ date: quiet(20), rating: 8 });

    expect(updated).toMatchObject({ date: quiet(20), rating: 8, notes: "Before" });
    const [stored] = await home.client.mood.list.query({ start_date: quiet(20), end_date: quiet(20) });
    expect(stored).toMatchObject({ rating: 8, notes: "Before" });
  });

  it('refuses to update a date without a mood with "Mood not found for date: {date}"', async () => {
    expect(await trpcFailure(home.client.mood.update.mutate({ date: quiet(21), rating: 3 }))).toEqual({
      code: "NOT_FOUND",
      httpStatus: 404,
      detail: `Mood not found for date: ${quiet(21)}`,
    });
  });

  it("deletes a mood by date; deleting it again says it is not there", async () => {
    await home.client.mood.create.mutate({ date: quiet(30), rating: 6 });

    expect(await home.client.mood.delete.mutate({ date: quiet(30) })).toEqual({
      message: "Mood rating deleted",
    });

    expect(await home.client.mood.list.query({ start_date: quiet(30), end_date: quiet(30) })).toEqual([]);
    expect((await trpcFailure(home.client.mood.delete.mutate({ date: quiet(30) }))).detail).toBe(
      `Mood not found for date: ${quiet(30)}`,
    );
  });

  it("answers statistics that agree with the moods of the period", async () => {
    const days = 30;
    // New days on the server; seeded days replaced in the demo — either way, these ratings.
    for (const [back, rating] of [
      [1, 3],
      [2, 9],
      [3, 6],
    ] as const) {
      await home.client.mood.create.mutate({ date: daysBefore(home.today, back), rating });
    }
    const stats = moodStatsSchema.parse(await home.client.mood.stats.query({ days }));
    const period = await home.client.mood.list.query({
      start_date: daysBefore(home.today, days - 1),
      end_date: home.today,
      limit: 1000,
    });
    const ratings = period.map((mood) => mood.rating);

    expect(stats.period_days).toBe(days);
    expect(stats.total_entries).toBe(ratings.length);
    expect(stats.statistics.highest).toBe(Math.max(...ratings));
    expect(stats.average_rating).toBeCloseTo(ratings.reduce((sum, r) => sum + r, 0) / ratings.length, 2);
    expect(Object.values(stats.rating_distribution).reduce((sum, n) => sum + n, 0)).toBe(ratings.length);
  });
});
