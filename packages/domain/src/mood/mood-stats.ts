// Mood statistics over a period: average, count, distribution,
// highest, and the mood screen's trend from the last 7 days.
import {
  MOOD_RATING_KEYS,
  MOOD_TREND_WINDOW_DAYS,
  type Mood,
  type MoodStats,
  type MoodTrend,
  type RatingDistribution,
} from "@evenkeel/contracts";
import { addDays, daysBetween } from "../dates/calendar-date.ts";
import { leastSquaresSlope } from "../trends/slopes.ts";
import { mean, roundTo } from "../trends/summary-statistics.ts";

/** A least-squares slope beyond ±0.1 rating points per day counts as a trend. */
const TREND_SLOPE_PER_DAY = 0.1;
/** Below this many ratings in the trend window the trend is "stable": two points always make a line. */
const TREND_MIN_RATINGS = 3;

export interface MoodStatsInput {
  moods: readonly Pick<Mood, "date" | "rating">[];
  /** The user's local today, YYYY-MM-DD. */
  today: string;
  periodDays: number;
}

/**
 * Statistics of the ratings dated from `today − periodDays + 1` to `today`.
 * `total_entries` counts the ratings in the period; `data_points` counts the ratings the
 * 7-day trend is based on. Averages are rounded to 2 decimals.
 */
export function computeMoodStats({ moods, today, periodDays }: MoodStatsInput): MoodStats {
  if (!Number.isInteger(periodDays) || periodDays < 1) {
    throw new RangeError(`periodDays must be a whole number of at least 1, got ${periodDays}`);
  }
  const inPeriod = ratingsBetween(moods, addDays(today, -(periodDays - 1)), today);
  const ratings = inPeriod.map((m) => m.rating);
  const average = mean(ratings);
  const roundedAverage = average === null ? null : roundTo(average, 2);
  const trendWindow = ratingsBetween(moods, addDays(today, -(MOOD_TREND_WINDOW_DAYS - 1)), today);

  return {
    average_rating: roundedAverage,
    total_entries: inPeriod.length,
    rating_distribution: distributionOf(ratings),
    trend: moodTrend(trendWindow, addDays(today, -(MOOD_TREND_WINDOW_DAYS - 1))),
    statistics: {
      average: roundedAverage,
      highest: ratings.length === 0 ? null : Math.max(...ratings),
    },
    data_points: trendWindow.length,
    period_days: periodDays,
  };
}

/** improving / declining when the least-squares slope of rating on day exceeds ±0.1 a day. */
export function moodTrend(ratings: readonly Pick<Mood, "date" | "rating">[], windowStart: string): MoodTrend {
  if (ratings.length < TREND_MIN_RATINGS) return "stable";
  const slope = leastSquaresSlope(ratings.map((m) => ({ x: daysBetween(windowStart, m.date), y: m.rating })));
  if (slope === null) return "stable";
  if (slope > TREND_SLOPE_PER_DAY) return "improving";
  if (slope < -TREND_SLOPE_PER_DAY) return "declining";
  return "stable";
}

function ratingsBetween(moods: readonly Pick<Mood, "date" | "rating">[], from: string, to: string) {
  return moods.filter((m) => m.date >= from && m.date <= to);
}

function distributionOf(ratings: readonly number[]): RatingDistribution {
  const distribution = Object.fromEntries(MOOD_RATING_KEYS.map((key) => [key, 0])) as RatingDistribution;
  for (const rating of ratings) {
    const key = String(rating) as keyof RatingDistribution;
    if (key in distribution) distribution[key] += 1;
  }
  return distribution;
}
