// Mood stats: period boundaries, rounding, empty periods and the 7-day trend at ±0.1 a day.
import { describe, expect, it } from "vitest";
import { addDays } from "../dates/calendar-date.ts";
import { computeMoodStats, moodTrend } from "./mood-stats.ts";

const today = "2025-03-20";
const on = (daysAgo: number, rating: number) => ({ date: addDays(today, -daysAgo), rating });

describe("computeMoodStats", () => {
  it("averages, counts and distributes the ratings inside the period only", () => {
    const moods = [on(0, 8), on(1, 6), on(29, 4), on(30, 1), on(-1, 10)];
    const stats = computeMoodStats({ moods, today, periodDays: 30 });
    expect(stats.total_entries).toBe(3); // 30 days ago and tomorrow are outside
    expect(stats.average_rating).toBe(6);
    expect(stats.statistics).toEqual({ average: 6, highest: 8 });
    expect(stats.rating_distribution).toEqual({
      "1": 0,
      "2": 0,
      "3": 0,
      "4": 1,
      "5": 0,
      "6": 1,
      "7": 0,
      "8": 1,
      "9": 0,
      "10": 0,
    });
    expect(stats.period_days).toBe(30);
  });

  it("rounds the average to two decimals", () => {
    const stats = computeMoodStats({ moods: [on(0, 7), on(1, 6), on(2, 6)], today, periodDays: 7 });
    expect(stats.average_rating).toBe(6.33);
  });

  it("answers an empty period with nulls, not zeros that look like ratings", () => {
    const stats = computeMoodStats({ moods: [on(40, 9)], today, periodDays: 30 });
    expect(stats.average_rating).toBeNull();
    expect(stats.statistics).toEqual({ average: null, highest: null });
    expect(stats.total_entries).toBe(0);
    expect(stats.data_points).toBe(0);
    expect(stats.trend).toBe("stable");
    expect(Object.values(stats.rating_distribution).every((count) => count === 0)).toBe(true);
  });

  it("takes the trend from the last 7 days only and counts those ratings as data points", () => {
    // A steep fall 8–20 days ago must not leak into a flat last week.
    const moods = [on(20, 10), on(14, 9), on(8, 3), on(6, 6), on(3, 6), on(0, 6)];
    const stats = computeMoodStats({ moods, today, periodDays: 30 });
    expect(stats.trend).toBe("stable");
    expect(stats.data_points).toBe(3);
    expect(stats.total_entries).toBe(6);
  });

  it("refuses a period shorter than one day", () => {
    expect(() => computeMoodStats({ moods: [], today, periodDays: 0 })).toThrow(RangeError);
  });
});

describe("moodTrend", () => {
  const start = addDays(today, -6);
  const week = (ratings: Record<number, number>) =>
    Object.entries(ratings).map(([day, rating]) => ({ date: addDays(start, Number(day)), rating }));

  it("is stable at exactly ±0.1 a day and moves just beyond it", () => {
    expect(moodTrend(week({ 0: 5, 2: 6, 4: 5, 6: 6 }), start)).toBe("stable"); // slope +0.1
    expect(moodTrend(week({ 0: 5, 2: 4, 4: 5, 6: 4 }), start)).toBe("stable"); // slope −0.1
    expect(moodTrend(week({ 0: 5, 2: 6, 4: 5, 6: 7 }), start)).toBe("improving"); // +0.25
    expect(moodTrend(week({ 0: 7, 2: 5, 4: 6, 6: 5 }), start)).toBe("declining"); // −0.25
  });

  it("uses the day index, so gaps between ratings are respected", () => {
    // 6 → 8 over six days is +0.33/day; over consecutive entries it would look the same,
    // but 6, 6, 8 on days 0, 1, 6 gives a slope of +0.36, not +1.
    expect(moodTrend(week({ 0: 6, 1: 6, 6: 8 }), start)).toBe("improving");
  });

  it("is stable with fewer than 3 ratings, however steep", () => {
    expect(moodTrend(week({ 0: 2, 6: 10 }), start)).toBe("stable");
    expect(moodTrend([], start)).toBe("stable");
  });
});
