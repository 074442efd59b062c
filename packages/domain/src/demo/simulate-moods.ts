// Simulates mood check-ins: about 85% of days, ratings 3–10 (docs/decisions/004-demo-score-and-seed-story.md) that follow the
// story's load, the night's sleep and the morning's recovery, with an occasional note.
import {
  DEMO_MOOD_DAY_SHARE,
  DEMO_MOOD_RATING_MAX,
  DEMO_MOOD_RATING_MIN,
  type MoodTag,
} from "@evenkeel/contracts";
import { dayOfWeek } from "../dates/calendar-date.ts";
import { createSeededRandom, type SeededRandom } from "./seeded-random.ts";
import type { SimulatedDay } from "./simulate-metrics.ts";

export interface SimulatedMood {
  date: string;
  rating: number;
  notes: string | null;
  tags: MoodTag[];
}

const NOTE_SHARE = 0.3;
const NOTES = {
  low: [
    "Exhausted, couldn't focus",
    "Late night finishing the deck again",
    "Skipped lunch, meetings all day",
    "Felt flat all day",
    "Too tired to train",
  ],
  middle: [
    "Busy day, okay overall",
    "Back-to-back meetings",
    "Decent, a bit tired",
    "Short walk at lunch helped",
  ],
  high: [
    "Great run this morning",
    "Dinner with friends",
    "Slept well, felt sharp",
    "Calm, productive day",
    "Long hike with the dog",
  ],
} as const;

/**
 * Ratings for exactly round(85% × days) dates, chosen among every day except the last: the
 * demo leaves today unlogged so a visitor can try "Log Mood" on the dashboard.
 */
export function simulateMoods(days: readonly SimulatedDay[], random: SeededRandom): SimulatedMood[] {
  const candidates = days.slice(0, -1);
  const wanted = Math.min(candidates.length, Math.round(DEMO_MOOD_DAY_SHARE * days.length));
  const chosen = new Set(
    shuffled(
      candidates.map((d) => d.date),
      random,
    ).slice(0, wanted),
  );
  return candidates
    .filter((day) => chosen.has(day.date))
    .map((day) => {
      const weekend = dayOfWeek(day.date) === 0 || dayOfWeek(day.date) === 6;
      const raw =
        7 -
        2.4 * day.load +
        0.7 * (day.sleep_duration_minutes / 60 - 7.3) +
        0.025 * (day.recovery_score - 65) +
        (weekend ? 0.3 : 0) +
        0.8 * random.normal();
      const rating = Math.min(DEMO_MOOD_RATING_MAX, Math.max(DEMO_MOOD_RATING_MIN, Math.round(raw)));
      const pool = rating <= 4 ? NOTES.low : rating <= 6 ? NOTES.middle : NOTES.high;
      const notes = random.chance(NOTE_SHARE) ? random.pick(pool) : null;
      return { date: day.date, rating, notes, tags: simulateTags(day, weekend) };
    });
}

/**
 * Context tags that fit the story: deadlines in the heavy weeks, a drink on some weekends,
 * hard training on high-strain days. Drawn from a stream of their own, keyed by the date, so
 * adding them left every other simulated value as it was.
 */
function simulateTags(day: SimulatedDay, weekend: boolean): MoodTag[] {
  const random = createSeededRandom(`demo-tags-${day.date}`);
  const tags: MoodTag[] = [];
  if (day.load > 0.55 && !weekend && random.chance(0.6)) tags.push("deadline");
  if (weekend && random.chance(0.3)) tags.push("alcohol");
  if (day.day_strain > 14 && random.chance(0.5)) tags.push("hard_training");
  return tags;
}

function shuffled<T>(items: readonly T[], random: SeededRandom): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.integer(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
