// Mood over the REST facade, on the real server: create (one per date), list by range,
// update and delete by date, the refusals a person can run into, and statistics.
import { type Mood, type MoodStats, moodSchema, moodStatsSchema } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "./support/api-client.ts";
import { daysBefore, utcToday } from "./support/seed-data.ts";
import type { TestServer } from "./support/test-server.ts";
import { startSignedInServer, type TestUser } from "./support/test-users.ts";
import { snapshotUserRows } from "./support/user-rows.ts";

let server: TestServer;
let user: TestUser;
let client: ApiClient;
const today = utcToday();
const day = (back: number) => daysBefore(today, back);

beforeAll(async () => {
  ({ server, user, client } = await startSignedInServer());
});
afterAll(() => server.close());

describe("logging a mood", () => {
  it("creates today's mood with 201 and answers the stored Mood", async () => {
    const answer = await client.post<Mood>("/mood/", { date: today, rating: 7, notes: "Calm day" });
    expect(answer.status).toBe(201);
    expect(moodSchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body).toMatchObject({ user_id: user.id, date: today, rating: 7, notes: "Calm day" });
  });

  it("refuses a second mood for the same date with 409 and keeps the first", async () => {
    const answer = await client.post("/mood/", { date: today, rating: 2 });
    expect(answer).toMatchObject({ status: 409, body: { detail: "A mood is already logged for this date" } });
    const [stored] = (await client.get<Mood[]>("/mood/", { start_date: today })).body;
    expect(stored).toMatchObject({ rating: 7, notes: "Calm day" });
  });

  it("refuses a date in the future", async () => {
    const tomorrow = daysBefore(today, -1);
    const answer = await client.post("/mood/", { date: tomorrow, rating: 5 });
    expect(answer).toMatchObject({ status: 400, body: { detail: `date ${tomorrow} is in the future` } });
  });

  it.each([0, 11, 5.5])("refuses rating %d with the rating message", async (rating) => {
    const answer = await client.post("/mood/", { date: day(40), rating });
    expect(answer).toMatchObject({
      status: 400,
      body: { detail: "rating: Rating must be a whole number from 1 to 10" },
    });
  });

  it("takes 10,000 characters of notes and refuses 10,001 with the notes message", async () => {
    const refused = await client.post("/mood/", { date: day(41), rating: 5, notes: "x".repeat(10_001) });
    expect(refused).toMatchObject({
      status: 400,
      body: { detail: "notes: Notes must be at most 10,000 characters" },
    });
    const accepted = await client.post<Mood>("/mood/", {
      date: day(41),
      rating: 5,
      notes: "x".repeat(10_000),
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.notes).toHaveLength(10_000);
    expect((await client.delete(`/mood/${day(41)}`)).status).toBe(200);
  });

  it("changes nothing when a mood is refused", async () => {
    const before = await snapshotUserRows(server.db, user.id);
    await client.post("/mood/", { date: day(3), rating: 0 });
    await client.post("/mood/", { date: today, rating: 3 });
    expect(await snapshotUserRows(server.db, user.id)).toEqual(before);
  });
});

describe("context tags over REST", () => {
  it("logs a mood with tags and changes them by date", async () => {
    const created = await client.post<Mood>("/mood/", {
      date: day(50),
      rating: 3,
      tags: ["alcohol", "travel"],
    });
    expect(created).toMatchObject({ status: 201, body: { tags: ["alcohol", "travel"] } });
    const changed = await client.put<Mood>(`/mood/${day(50)}`, { tags: ["ill"] });
    expect(changed).toMatchObject({ status: 200, body: { rating: 3, tags: ["ill"] } });
    expect((await client.delete(`/mood/${day(50)}`)).status).toBe(200);
  });

  it("refuses a tag outside the list with 400 and the tag message, changing nothing", async () => {
    const before = await snapshotUserRows(server.db, user.id);
    const answer = await client.post("/mood/", { date: day(51), rating: 5, tags: ["hangover"] });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        detail:
          "tags.0: Tags must be from: ill, alcohol, travel, hard_training, deadline, poor_sleep_environment, period",
      },
    });
    const notAList = await client.put(`/mood/${today}`, { tags: "ill" });
    expect(notAList.status).toBe(400);
    expect(await snapshotUserRows(server.db, user.id)).toEqual(before);
  });
});

describe("listing moods", () => {
  beforeAll(async () => {
    for (const [back, rating] of [
      [1, 6],
      [2, 5],
      [3, 8],
      [5, 4],
      [9, 9],
    ] as const) {
      expect((await client.post("/mood/", { date: day(back), rating })).status).toBe(201);
    }
  });

  it("answers newest first, with the default limit of 30", async () => {
    const answer = await client.get<Mood[]>("/mood/");
    expect(answer.status).toBe(200);
    expect(answer.body.map((mood) => mood.date)).toEqual([today, day(1), day(2), day(3), day(5), day(9)]);
  });

  it("answers only the range asked for, at most `limit`", async () => {
    const ranged = await client.get<Mood[]>("/mood/", { start_date: day(5), end_date: day(1), limit: 30 });
    expect(ranged.body.map((mood) => mood.date)).toEqual([day(1), day(2), day(3), day(5)]);
    const limited = await client.get<Mood[]>("/mood/", { start_date: day(5), end_date: day(1), limit: 2 });
    expect(limited.body.map((mood) => mood.date)).toEqual([day(1), day(2)]);
  });
});

describe("editing and deleting a mood by date", () => {
  it("updates the rating and notes of a date", async () => {
    const answer = await client.put<Mood>(`/mood/${day(2)}`, { rating: 6, notes: "Better after lunch" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ date: day(2), rating: 6, notes: "Better after lunch" });
    const cleared = await client.put<Mood>(`/mood/${day(2)}`, { notes: null });
    expect(cleared.body).toMatchObject({ rating: 6, notes: null });
  });

  it("answers 404 with the date for a date without a mood", async () => {
    const date = day(20);
    const answer = await client.put(`/mood/${date}`, { rating: 4 });
    expect(answer).toMatchObject({ status: 404, body: { detail: `Mood not found for date: ${date}` } });
    const deleted = await client.delete(`/mood/${date}`);
    expect(deleted).toMatchObject({ status: 404, body: { detail: `Mood not found for date: ${date}` } });
  });

  it("deletes a date's mood, after which it is gone", async () => {
    const answer = await client.delete(`/mood/${day(9)}`);
    expect(answer).toMatchObject({ status: 200, body: { message: "Mood rating deleted" } });
    const list = await client.get<Mood[]>("/mood/", { start_date: day(30) });
    expect(list.body.map((mood) => mood.date)).not.toContain(day(9));
  });
});

describe("mood statistics", () => {
  it("summarise the last `days` days", async () => {
    const answer = await client.get<MoodStats>("/mood/stats/summary", { days: 7 });
    expect(answer.status).toBe(200);
    expect(moodStatsSchema.parse(answer.body)).toEqual(answer.body);
    // today 7, day 1: 6, day 2: 6, day 3: 8, day 5: 4 (day 9 was deleted, and is out of range)
    expect(answer.body).toMatchObject({
      average_rating: 6.2,
      total_entries: 5,
      statistics: { average: 6.2, highest: 8 },
      data_points: 5,
      period_days: 7,
    });
    expect(answer.body.rating_distribution).toMatchObject({ "4": 1, "6": 2, "7": 1, "8": 1, "1": 0 });
  });

  it("default to 30 days and count only the period", async () => {
    const answer = await client.get<MoodStats>("/mood/stats/summary");
    expect(answer.body).toMatchObject({ period_days: 30, total_entries: 5 });
    const short = await client.get<MoodStats>("/mood/stats/summary", { days: 2 });
    expect(short.body).toMatchObject({ period_days: 2, total_entries: 2, average_rating: 6.5 });
  });
});
