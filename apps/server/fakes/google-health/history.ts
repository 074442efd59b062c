// A fake Google Health member's history, shaped as the Google Health API v4 writes it (the
// discovery document `health:v4`): per local day a daily resting heart rate (int64 as a string,
// sometimes missing), a daily HRV (RMSSD, ms), the night's main sleep ending that morning
// (civil and UTC times, minutesAsleep as a string; some nights also a nap), 0–2 exercises, and
// steps as Google's `steps` type gives them: intervals with a count (an int64 string), here one an
// hour from 07:00 to 21:00, some hours without any (not worn or still).
// Deterministic per seed, member and day, so tests can predict every record.
import { between, seededRandom, seedFrom } from "../whoop/seeded-random.ts";

export type GoogleFakeType =
  | "daily-resting-heart-rate"
  | "daily-heart-rate-variability"
  | "sleep"
  | "exercise"
  | "steps";

export interface FakePoint {
  /** The local date the point counts for (the filter's date). */
  day: string;
  /** The record under its type's field, as Google's JSON has it. */
  field: string;
  record: Record<string, unknown>;
}

const FIELD: Record<GoogleFakeType, string> = {
  "daily-resting-heart-rate": "dailyRestingHeartRate",
  "daily-heart-rate-variability": "dailyHeartRateVariability",
  sleep: "sleep",
  exercise: "exercise",
  steps: "steps",
};

function googleDate(day: string) {
  const [year, month, date] = day.split("-").map(Number);
  return { year, month, day: date };
}

function civil(day: string, hours: number, minutes: number) {
  return { date: googleDate(day), time: { hours, minutes } };
}

/** UTC ISO of a local time at `offsetMinutes` east of UTC. */
function utc(day: string, hours: number, minutes: number, offsetMinutes: number): string {
  const local = Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  return new Date(local - offsetMinutes * 60_000).toISOString();
}

export function addDays(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);
}

function session(start: [string, number, number], end: [string, number, number], offsetMinutes: number) {
  const offset = `${offsetMinutes * 60}s`;
  return {
    startTime: utc(...start, offsetMinutes),
    endTime: utc(...end, offsetMinutes),
    startUtcOffset: offset,
    endUtcOffset: offset,
    civilStartTime: civil(...start),
    civilEndTime: civil(...end),
  };
}

/** The points of `day` (the member's local date), per data type. */
export function googleHealthDay(
  seed: number,
  memberId: string,
  offsetMinutes: number,
  day: string,
): Record<GoogleFakeType, FakePoint[]> {
  const random = seededRandom(seedFrom(seed, memberId, day));
  const point = (type: GoogleFakeType, record: Record<string, unknown>): FakePoint => ({
    day,
    field: FIELD[type],
    record,
  });
  const rhr = between(random, 48, 62);
  const rhrMissing = random() < 0.05;
  const hrv = between(random, 25, 85, 1);
  const asleep = Math.round(between(random, 330, 500));
  const light = Math.round(asleep * 0.55);
  const deep = Math.round(asleep * 0.2);
  const mainSleep = {
    interval: session([addDays(day, -1), 23, 10], [day, 7, 5], offsetMinutes),
    type: "STAGES",
    summary: {
      minutesAsleep: String(asleep),
      minutesAwake: "35",
      minutesInSleepPeriod: String(asleep + 35),
      minutesToFallAsleep: "9",
      stagesSummary: [
        { type: "LIGHT", minutes: String(light), count: "21" },
        { type: "DEEP", minutes: String(deep), count: "4" },
        { type: "REM", minutes: String(asleep - light - deep), count: "6" },
        { type: "AWAKE", minutes: "35", count: "18" },
      ],
    },
    metadata: { mainSleep: true, nap: false, processed: true, stagesStatus: "SUCCEEDED" },
  };
  const sleeps = [point("sleep", mainSleep)];
  if (random() < 0.3) {
    // A nap that ends the same day: never the day's sleep.
    sleeps.push(
      point("sleep", {
        interval: session([day, 14, 0], [day, 14, 40], offsetMinutes),
        type: "CLASSIC",
        summary: { minutesAsleep: "38", minutesAwake: "2", minutesInSleepPeriod: "40" },
        metadata: { mainSleep: false, nap: true, processed: true },
      }),
    );
  }
  const exercises: FakePoint[] = [];
  const workouts = Math.floor(random() * 3);
  for (let i = 0; i < workouts; i++) {
    const hour = 8 + i * 9;
    exercises.push(
      point("exercise", {
        interval: session([day, hour, 0], [day, hour, 45], offsetMinutes),
        exerciseType: i === 0 ? "RUNNING" : "WALKING",
        activeDuration: "2700s",
        metricsSummary: { caloriesKcal: 380.5, averageHeartRateBeatsPerMinute: "141", steps: "5200" },
      }),
    );
  }
  // Drawn after everything above, so the other records stay what they were before steps.
  const steps: FakePoint[] = [];
  for (let hour = 7; hour < 21; hour++) {
    const count = random() < 0.2 ? 0 : Math.round(between(random, 80, 1400));
    if (count > 0)
      steps.push(
        point("steps", {
          interval: session([day, hour, 0], [day, hour, 59], offsetMinutes),
          count: String(count),
        }),
      );
  }
  return {
    steps,
    "daily-resting-heart-rate": rhrMissing
      ? []
      : [
          point("daily-resting-heart-rate", {
            date: googleDate(day),
            beatsPerMinute: String(rhr),
            dailyRestingHeartRateMetadata: { calculationMethod: "WITH_SLEEP" },
          }),
        ],
    "daily-heart-rate-variability": [
      point("daily-heart-rate-variability", {
        date: googleDate(day),
        averageHeartRateVariabilityMilliseconds: hrv,
        deepSleepRootMeanSquareOfSuccessiveDifferencesMilliseconds: Math.round(hrv * 1.1 * 10) / 10,
      }),
    ],
    sleep: sleeps,
    exercise: exercises,
  };
}
