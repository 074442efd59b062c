// A fake Oura member's history (docs/wearables.md, Oura's OpenAPI field names): per local day a
// daily_readiness and daily_sleep document, sleep periods (the night's long_sleep, sometimes a
// late_nap, a rest period or a deleted one), 0–2 workouts and a daily_stress document (on some
// days still unmeasured: every field null). Deterministic per seed, member
// and day, so tests can predict every document. Durations are seconds; date-times carry the
// member's offset.
import { between, seededRandom, seededUuid, seedFrom } from "../whoop/seeded-random.ts";

export interface OuraDocuments {
  daily_readiness: Array<Record<string, unknown> & { id: string; day: string }>;
  daily_sleep: Array<Record<string, unknown> & { id: string; day: string }>;
  sleep: Array<Record<string, unknown> & { id: string; day: string }>;
  workout: Array<Record<string, unknown> & { id: string; day: string }>;
  daily_stress: Array<Record<string, unknown> & { id: string; day: string }>;
}

/** "2026-11-20" + "T23:10:00" at "+02:00" → ISO with the offset kept. */
function at(day: string, time: string, offset: string): string {
  return `${day}T${time}.000${offset}`;
}

function addDays(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);
}

/** The documents of `day` (the member's local date). */
export function ouraDay(seed: number, memberId: string, offset: string, day: string): OuraDocuments {
  const random = seededRandom(seedFrom(seed, memberId, day));
  const uuid = () => seededUuid(random);
  const previous = addDays(day, -1);
  const stamp = at(day, "07:30:00", offset);
  const asleep = Math.round(between(random, 5.5, 8.5, 2) * 3600);
  const longSleep = {
    id: uuid(),
    day,
    type: "long_sleep",
    bedtime_start: at(previous, "23:05:00", offset),
    bedtime_end: at(day, "07:10:00", offset),
    total_sleep_duration: asleep,
    time_in_bed: asleep + 1800,
    awake_time: 1800,
    light_sleep_duration: Math.round(asleep * 0.55),
    deep_sleep_duration: Math.round(asleep * 0.2),
    rem_sleep_duration: asleep - Math.round(asleep * 0.55) - Math.round(asleep * 0.2),
    latency: 600,
    efficiency: between(random, 78, 96),
    average_heart_rate: between(random, 52, 62, 3),
    lowest_heart_rate: between(random, 42, 55),
    average_hrv: between(random, 28, 90),
    period: 0,
  };
  const sleep: OuraDocuments["sleep"] = [longSleep];
  // Periods that never count towards the day: a nap, a rest period, a deleted period (longer
  // than the night, so a mapping that counted them would show it).
  if (random() < 0.3)
    sleep.push({
      ...longSleep,
      id: uuid(),
      type: "late_nap",
      total_sleep_duration: 1500,
      average_hrv: 5,
      lowest_heart_rate: 99,
      bedtime_start: at(day, "14:00:00", offset),
      bedtime_end: at(day, "14:30:00", offset),
      period: 1,
    });
  if (random() < 0.2)
    sleep.push({
      ...longSleep,
      id: uuid(),
      type: "rest",
      total_sleep_duration: 40_000,
      average_hrv: 6,
      lowest_heart_rate: 98,
      period: 2,
    });
  if (random() < 0.1)
    sleep.push({
      ...longSleep,
      id: uuid(),
      type: "deleted",
      total_sleep_duration: 41_000,
      average_hrv: 7,
      lowest_heart_rate: 97,
      period: 3,
    });
  const workouts = Math.floor(random() * 3);
  const stressMeasured = random() >= 0.1;
  const stressHigh = Math.round(between(random, 0, 6, 2) * 3600);
  const recoveryHigh = Math.round(between(random, 0, 4, 2) * 3600);
  return {
    daily_readiness: [
      {
        id: uuid(),
        day,
        score: between(random, 45, 95),
        temperature_deviation: between(random, -0.5, 0.5, 2),
        temperature_trend_deviation: null,
        contributors: {
          activity_balance: 80,
          body_temperature: 90,
          hrv_balance: 75,
          previous_day_activity: 70,
          previous_night: 85,
          recovery_index: 88,
          resting_heart_rate: 92,
          sleep_balance: 81,
          sleep_regularity: 77,
        },
        timestamp: stamp,
      },
    ],
    daily_sleep: [
      {
        id: uuid(),
        day,
        score: between(random, 55, 95),
        contributors: {
          deep_sleep: 80,
          efficiency: 85,
          latency: 90,
          rem_sleep: 70,
          restfulness: 75,
          timing: 88,
          total_sleep: 82,
        },
        timestamp: stamp,
      },
    ],
    sleep,
    daily_stress: [
      {
        id: uuid(),
        day,
        stress_high: stressMeasured ? stressHigh : null,
        recovery_high: stressMeasured ? recoveryHigh : null,
        day_summary: !stressMeasured
          ? null
          : stressHigh > 2 * recoveryHigh
            ? "stressful"
            : recoveryHigh > stressHigh
              ? "restored"
              : "normal",
      },
    ],
    workout: Array.from({ length: workouts }, (_, index) => ({
      id: uuid(),
      day,
      activity: index === 0 ? "running" : "cycling",
      calories: between(random, 150, 600),
      distance: null,
      intensity: "moderate",
      label: null,
      source: "autodetected",
      start_datetime: at(day, `1${index + 6}:00:00`, offset),
      end_datetime: at(day, `1${index + 6}:45:00`, offset),
    })),
  };
}
