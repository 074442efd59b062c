// The simulated cohort of SCORE.md "How it is checked": per-user baselines, autocorrelated
// day-to-day noise, weekends, 10–30 % missing days, moods skipped more on bad days, and the
// injected episodes and controls of events.ts.
import { dateFromDayNumber, dayNumber, weekday } from "../burnout/calendar.ts";
import type { BurnoutMood, BurnoutRecord } from "../burnout/inputs.ts";
import { type Control, drawEvents, type Episode } from "./events.ts";
import { SeededRandom } from "./seeded-random.ts";
import { drawUserProfile, type MetricProfile, type UserProfile } from "./user-profile.ts";

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
}

/** Chance that a single field of a recorded day is missing anyway. */
const FIELD_MISSING = 0.02;
/** Extra chance of skipping the mood entry per rating point below one's usual, up to 2 points. */
const MOOD_SKIP_PER_POINT_DOWN = 0.15;
/** Sleep quality points per minute of sleep away from one's usual (sleep performance). */
const QUALITY_PER_SLEEP_MINUTE = 0.08;

const clip = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

class Ar1Noise {
  private state: number;
  constructor(
    private readonly random: SeededRandom,
    private readonly phi: number,
  ) {
    this.state = random.normal();
  }
  /** Next standardised (unit-variance) autocorrelated deviate. */
  next(): number {
    this.state = this.phi * this.state + Math.sqrt(1 - this.phi * this.phi) * this.random.normal();
    return this.state;
  }
}

export function simulateUser(index: number, options: CohortOptions): SimulatedUser {
  const random = new SeededRandom(options.seed, index);
  const profile = drawUserProfile(random);
  const { episode, controls, effects } = drawEvents(random, profile, options.days);
  const firstDay = dayNumber(options.startDate ?? "2025-01-01");
  const noise = (metric: MetricProfile) => new Ar1Noise(random, metric.autocorrelation);
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

    const lnHrv = profile.lnHrv.centre + profile.lnHrv.sd * zHrv + (effects.lnHrv[d] as number);
    const restingHr =
      profile.restingHr.centre + profile.restingHr.sd * zRhr + (effects.restingHr[d] as number);
    const sleepShift =
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
          (effects.mood[d] as number),
      ),
      1,
      10,
    );

    if (!random.chance(profile.missingRate * (effects.missingness[d] as number))) {
      records.push({
        date,
        hrv: field(round(Math.exp(lnHrv), 1)),
        resting_hr: field(Math.round(clip(restingHr, 30, 120))),
        sleep_duration_minutes: field(Math.round(sleep)),
        sleep_quality_score: field(Math.round(clip(quality, 0, 100))),
        recovery_score: field(Math.round(clip(recovery, 1, 99))),
        day_strain: field(round(clip(strain, 0, 21), 1)),
      });
    }
    const pointsDown = clip(profile.mood.centre - mood, 0, 2);
    if (!random.chance(profile.missingRate + MOOD_SKIP_PER_POINT_DOWN * pointsDown))
      moods.push({ date, rating: mood });
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
