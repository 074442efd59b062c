// The simulated cohort of docs/score.md "Evaluation": per-user baselines, autocorrelated
// day-to-day noise, weekends, 10–30 % missing days, moods skipped more on bad days, the
// injected episodes and controls of events.ts (half of the illnesses and training blocks
// tagged in the check-ins), per device profile, and the calm cohort built like real data.
import { dateFromDayNumber, dayNumber, weekday } from "../burnout/calendar.ts";
import type { BurnoutMood, BurnoutRecord } from "../burnout/inputs.ts";
import { type DeviceProfile, forProfile, glitch, round } from "./device-profiles.ts";
import { type Control, drawEvents, type Episode } from "./events.ts";
import { SeededRandom } from "./seeded-random.ts";
import { drawUserProfile, type MetricProfile, type UserProfile } from "./user-profile.ts";

export { DEVICE_PROFILES, type DeviceProfile } from "./device-profiles.ts";

export interface SimulatedUser {
  index: number;
  profile: UserProfile;
  /** Dates of day index 0 and of the last day. */
  from: string;
  to: string;
  records: BurnoutRecord[];
  moods: BurnoutMood[];
  episode: Episode | null;
  controls: Control[];
}

export interface CohortOptions {
  users: number;
  days: number;
  seed: number;
  /** First simulated date; fixed so the same seed gives the same dates. */
  startDate?: string;
  /** Defaults to "full" (WHOOP-like: every field). */
  profile?: DeviceProfile;
}

/** Chance that the person tags the days of an illness or training block in their check-ins. */
const TAG_CHANCE = 0.5;
/** Stream offsets of the generators that do not disturb the main one (same people per profile). */
const TAG_STREAM = 1_000_003;
const DEVICE_STREAM = 2_000_003;
const CALM_STREAM = 3_000_003;

/** Chance that a single field of a recorded day is missing anyway. */
const FIELD_MISSING = 0.02;
/** Extra chance of skipping the mood entry per rating point below one's usual, up to 2 points. */
const MOOD_SKIP_PER_POINT_DOWN = 0.15;
/**
 * Sleep quality points per minute of sleep away from one's usual (sleep performance). ek-3:
 * 0.04 (was 0.08), so that with LifeSnaps' wider night-to-night sleep (user-profile.ts) the
 * sleep score's day-to-day SD stays about 10 points, as before.
 */
const QUALITY_PER_SLEEP_MINUTE = 0.04;

const clip = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

class Ar1Noise {
  private state: number;
  constructor(
    private readonly random: SeededRandom,
    private readonly phi: number,
    /** Draws heavy-tailed (Student t, 3 degrees of freedom, unit variance) innovations instead of normal ones. */
    private readonly heavyTails = false,
  ) {
    this.state = random.normal();
  }
  private innovation(): number {
    const z = this.random.normal();
    if (!this.heavyTails) return z;
    // t(3) = z / sqrt(χ²(3) / 3), scaled by sqrt(1/3) to unit variance.
    let chi = 0;
    for (let k = 0; k < 3; k++) chi += this.random.normal() ** 2;
    return (z / Math.sqrt(chi / 3)) * Math.sqrt(1 / 3);
  }
  /** Next standardised (unit-variance) autocorrelated deviate. */
  next(): number {
    this.state = this.phi * this.state + Math.sqrt(1 - this.phi * this.phi) * this.innovation();
    return this.state;
  }
}

/** The calm cohort's departures from the plain simulator, drawn per person. */
interface CalmLife {
  /** Day the person changes device (a new source, other offsets). */
  deviceChange: number;
  offsets: { lnHrv: number; restingHr: number; sleepMinutes: number };
  /** Days without any wearable record (1–3 gaps of 7–21 days). */
  gaps: [number, number][];
  seasonPhase: number;
  moodShare: number;
}

function drawCalmLife(random: SeededRandom, days: number): CalmLife {
  const gaps: [number, number][] = [];
  for (let n = random.integer(1, 3); n > 0; n--) {
    const start = random.integer(0, Math.max(0, days - 21));
    gaps.push([start, start + random.integer(7, 21) - 1]);
  }
  return {
    deviceChange: random.integer(Math.floor(days * 0.3), Math.floor(days * 0.8)),
    offsets: {
      lnHrv: random.uniform(-0.3, 0.3),
      restingHr: random.uniform(-4, 4),
      sleepMinutes: random.uniform(-30, 30),
    },
    gaps,
    seasonPhase: random.uniform(0, 365),
    moodShare: random.uniform(0.3, 0.7),
  };
}

export function simulateUser(index: number, options: CohortOptions): SimulatedUser {
  const random = new SeededRandom(options.seed, index);
  const device = options.profile ?? "full";
  const calm = device === "calm";
  const profile = drawUserProfile(random);
  const { episode, controls, effects } = drawEvents(random, profile, options.days, !calm);
  const tagRandom = new SeededRandom(options.seed, index + TAG_STREAM);
  const deviceRandom = new SeededRandom(options.seed, index + DEVICE_STREAM);
  const calmRandom = new SeededRandom(options.seed, index + CALM_STREAM);
  const life = calm ? drawCalmLife(calmRandom, options.days) : null;
  const tagOf = new Map<number, "ill" | "hard_training">();
  for (const control of controls) {
    if (control.kind !== "illness" && control.kind !== "training_block") continue;
    control.tagged = tagRandom.chance(TAG_CHANCE);
    if (!control.tagged) continue;
    for (let d = control.start; d <= control.end; d++)
      tagOf.set(d, control.kind === "illness" ? "ill" : "hard_training");
  }
  const firstDay = dayNumber(options.startDate ?? "2025-01-01");
  const noise = (metric: MetricProfile) => new Ar1Noise(random, metric.autocorrelation, calm);
  const [hrvNoise, rhrNoise, sleepNoise, qualityNoise, recoveryNoise, moodNoise, strainNoise] = [
    noise(profile.lnHrv),
    noise(profile.restingHr),
    noise(profile.sleepMinutes),
    noise(profile.sleepQuality),
    noise(profile.recovery),
    noise(profile.mood),
    noise(profile.strain),
  ];
  const field = (value: number) => (random.chance(FIELD_MISSING) ? null : value);

  const records: BurnoutRecord[] = [];
  const moods: BurnoutMood[] = [];
  for (let d = 0; d < options.days; d++) {
    const date = dateFromDayNumber(firstDay + d);
    const dow = weekday(firstDay + d);
    const weekend = dow === 0 || dow === 6;
    const zHrv = hrvNoise.next();
    const zRhr = rhrNoise.next();
    const zSleep = sleepNoise.next();
    // Calm cohort: a seasonal swing (HRV ±0.5 SD, RHR ±1.5 bpm, sleep ±20 min, mood ±0.3) and,
    // from the device change on, a new device's systematic offsets.
    const season = life ? Math.sin((2 * Math.PI * (d + life.seasonPhase)) / 365) : 0;
    const changed = life !== null && d >= life.deviceChange;
    const lnHrv =
      profile.lnHrv.centre +
      profile.lnHrv.sd * zHrv +
      (effects.lnHrv[d] as number) +
      0.5 * profile.lnHrv.sd * season +
      (changed ? (life?.offsets.lnHrv ?? 0) : 0);
    const restingHr =
      profile.restingHr.centre +
      profile.restingHr.sd * zRhr +
      (effects.restingHr[d] as number) -
      1.5 * season +
      (changed ? (life?.offsets.restingHr ?? 0) : 0);
    const sleepShift =
      20 * season +
      (changed ? (life?.offsets.sleepMinutes ?? 0) : 0) +
      (weekend ? profile.weekendSleep : 0) +
      profile.sleepMinutes.sd * (effects.sleepVariability[d] as number) * zSleep +
      (effects.sleepMinutes[d] as number);
    const sleep = clip(profile.sleepMinutes.centre + sleepShift, 0, 960);
    const quality =
      profile.sleepQuality.centre +
      QUALITY_PER_SLEEP_MINUTE * sleepShift +
      profile.sleepQuality.sd * qualityNoise.next() +
      (effects.sleepQuality[d] as number);
    // WHOOP-like recovery follows the day's HRV and resting HR noise, plus its own.
    const zRecovery = 0.6 * zHrv - 0.3 * zRhr + 0.74 * recoveryNoise.next();
    const recovery =
      profile.recovery.centre + profile.recovery.sd * zRecovery + (effects.recovery[d] as number);
    const strain =
      profile.strain.centre +
      (weekend ? profile.weekendStrain : 0) +
      profile.strain.sd * strainNoise.next() +
      (effects.strain[d] as number);
    const mood = clip(
      Math.round(
        profile.mood.centre +
          (weekend ? profile.weekendMood : 0) +
          profile.mood.sd * moodNoise.next() +
          (effects.mood[d] as number) +
          0.3 * season,
      ),
      1,
      10,
    );

    const recorded = !random.chance(profile.missingRate * (effects.missingness[d] as number));
    const inGap = life?.gaps.some(([start, end]) => d >= start && d <= end) ?? false;
    if (recorded && !inGap) {
      const full: BurnoutRecord = {
        date,
        hrv: field(round(Math.exp(lnHrv), 1)),
        resting_hr: field(Math.round(clip(restingHr, 30, 120))),
        sleep_duration_minutes: field(Math.round(sleep)),
        sleep_quality_score: field(Math.round(clip(quality, 0, 100))),
        recovery_score: field(Math.round(clip(recovery, 1, 99))),
        day_strain: field(round(clip(strain, 0, 21), 1)),
      };
      const record = forProfile(full, device, lnHrv, deviceRandom);
      if (record && life) {
        if (changed) record.source = "garmin";
        if (calmRandom.chance(0.01)) glitch(record, calmRandom);
      }
      if (record) records.push(record);
    }
    const pointsDown = clip(profile.mood.centre - mood, 0, 2);
    const skipped = random.chance(profile.missingRate + MOOD_SKIP_PER_POINT_DOWN * pointsDown);
    // The calm cohort checks in on 30–70 % of days (still skipping more on bad days).
    const calmSkip = life !== null && !calmRandom.chance(life.moodShare / (1 - profile.missingRate));
    if (!skipped && !calmSkip) {
      const tag = tagOf.get(d);
      moods.push(tag ? { date, rating: mood, tags: [tag] } : { date, rating: mood });
    }
  }
  return {
    index,
    profile,
    from: dateFromDayNumber(firstDay),
    to: dateFromDayNumber(firstDay + options.days - 1),
    records,
    moods,
    episode,
    controls,
  };
}

export function simulateCohort(options: CohortOptions): SimulatedUser[] {
  return Array.from({ length: options.users }, (_, index) => simulateUser(index, options));
}
