// Simulates a person's daily wearable numbers along the demo story: autocorrelated noise,
// weekends, HRV and sleep falling and resting HR and strain rising with the story's load,
// and recovery following from them. Values stay inside believable ranges.
import { dayOfWeek } from "../dates/calendar-date.ts";
import { roundTo } from "../trends/summary-statistics.ts";
import { storyPhase } from "./demo-story.ts";
import type { SeededRandom } from "./seeded-random.ts";

export interface SimulatedDay {
  date: string;
  load: number;
  recovery_score: number;
  resting_hr: number;
  hrv: number;
  sleep_duration_minutes: number;
  sleep_quality_score: number;
  day_strain: number;
  workout_count: number;
}

/** The demo person's settled normal. */
const PERSON = { hrv: 68, restingHr: 53, sleepMinutes: 455, sleepQuality: 86, recovery: 70, dailyStrain: 7 };

/** Believable ranges: every simulated value is clamped into these. */
export const DEMO_RANGES = {
  recovery_score: [20, 99],
  resting_hr: [48, 70],
  hrv: [25, 110],
  sleep_duration_minutes: [300, 540],
  sleep_quality_score: [50, 100],
  day_strain: [4, 19],
  workout_count: [0, 2],
} as const;

export function simulateMetrics(dates: readonly string[], random: SeededRandom): SimulatedDay[] {
  let hrvNoise = 0;
  let restingHrNoise = 0;
  let sleepNoise = 0;
  let previousStrain = 10;
  return dates.map((date, index) => {
    const { load } = storyPhase(index, dates.length);
    const weekday = dayOfWeek(date);
    const weekendMorning = weekday === 0 || weekday === 6; // slept in after Friday/Saturday night
    hrvNoise = 0.55 * hrvNoise + 0.09 * random.normal();
    restingHrNoise = 0.5 * restingHrNoise + 1.1 * random.normal();
    sleepNoise = 0.3 * sleepNoise + 26 * random.normal();

    const hrv = clamp("hrv", PERSON.hrv * Math.exp(-0.48 * load + hrvNoise));
    const restingHr = clamp("resting_hr", PERSON.restingHr + 8 * load + restingHrNoise);
    const sleep = clamp(
      "sleep_duration_minutes",
      PERSON.sleepMinutes - 95 * load + (weekendMorning ? 30 : 0) + sleepNoise,
    );
    const quality = clamp(
      "sleep_quality_score",
      PERSON.sleepQuality - 20 * load + 0.06 * (sleep - PERSON.sleepMinutes) + 4 * random.normal(),
    );
    const recovery = clamp(
      "recovery_score",
      PERSON.recovery +
        0.7 * (hrv - PERSON.hrv) -
        1.5 * (restingHr - PERSON.restingHr) +
        0.06 * (sleep - PERSON.sleepMinutes) -
        1.2 * Math.max(0, previousStrain - 12) +
        6 * random.normal(),
    );
    const workouts = workoutsOn(weekday, load, random);
    let strain = PERSON.dailyStrain + 3.5 * load + 1.2 * random.normal();
    for (let w = 0; w < workouts; w++) strain += random.uniform(3, 6);
    const dayStrain = clamp("day_strain", strain);
    previousStrain = dayStrain;

    return {
      date,
      load,
      recovery_score: Math.round(recovery),
      resting_hr: Math.round(restingHr),
      hrv: roundTo(hrv, 1),
      sleep_duration_minutes: Math.round(sleep),
      sleep_quality_score: Math.round(quality),
      day_strain: roundTo(dayStrain, 1),
      workout_count: workouts,
    };
  });
}

/** Weekdays: often one session; weekends: a longer one more often. Busy stretches skip some. */
function workoutsOn(weekday: number, load: number, random: SeededRandom): number {
  const weekend = weekday === 0 || weekday === 6;
  const roll = random.next();
  const none = (weekend ? 0.25 : 0.35) + 0.15 * load;
  if (roll < none) return 0;
  return roll < 0.9 ? 1 : 2;
}

function clamp(metric: keyof typeof DEMO_RANGES, value: number): number {
  const [low, high] = DEMO_RANGES[metric];
  return Math.min(high, Math.max(low, value));
}
