// What happens to a simulated person over the period: at most one burnout episode (docs/score.md's
// ramp, plateau and effect sizes) and the controls that must not alarm, as daily offsets.
import type { SeededRandom } from "./seeded-random.ts";
import type { UserProfile } from "./user-profile.ts";

export type EpisodeIntensity = "moderate" | "severe";
export type ControlKind = "bad_night" | "illness" | "training_block" | "holiday";

export interface Episode {
  intensity: EpisodeIntensity;
  /** Day indexes: first ramp day, first plateau day, last plateau day (inclusive). */
  onset: number;
  plateauStart: number;
  end: number;
}

export interface Control {
  kind: ControlKind;
  start: number;
  end: number;
  /** The person tagged the days of this event in their check-ins (ill, hard_training, travel). */
  tagged?: boolean;
}

/** Offsets added to each day's value (ln units for HRV), plus multipliers. */
export interface DayEffects {
  lnHrv: Float64Array;
  restingHr: Float64Array;
  sleepMinutes: Float64Array;
  sleepQuality: Float64Array;
  recovery: Float64Array;
  mood: Float64Array;
  strain: Float64Array;
  /** Multiplies the day-to-day SD of sleep ("more variable" sleep in burnout). */
  sleepVariability: Float64Array;
  /** Multiplies the chance that the wearable records nothing (left at home on holiday). */
  missingness: Float64Array;
}

export interface UserEvents {
  episode: Episode | null;
  controls: Control[];
  effects: DayEffects;
}

/** Share of users with an episode; half of them moderate, half severe. */
const EPISODE_SHARE = 0.5;
/** Days kept clear around an episode (its windows still read it for 21 days after). */
const EPISODE_CLEARANCE = 28;

export function drawEvents(
  random: SeededRandom,
  profile: UserProfile,
  days: number,
  /** False for the calm cohort: controls only, never an episode. */
  episodes = true,
): UserEvents {
  const effects: DayEffects = {
    lnHrv: new Float64Array(days),
    restingHr: new Float64Array(days),
    sleepMinutes: new Float64Array(days),
    sleepQuality: new Float64Array(days),
    recovery: new Float64Array(days),
    mood: new Float64Array(days),
    strain: new Float64Array(days),
    sleepVariability: new Float64Array(days).fill(1),
    missingness: new Float64Array(days).fill(1),
  };
  const busy: [number, number][] = [];
  const free = (start: number, end: number, margin: number) =>
    busy.every(([a, b]) => end + margin < a || start - margin > b);
  const add = (kind: keyof DayEffects, start: number, end: number, value: (day: number) => number) => {
    const column = effects[kind];
    for (let d = Math.max(0, start); d <= Math.min(days - 1, end); d++)
      column[d] = (column[d] as number) + value(d);
  };

  let episode: Episode | null = null;
  if (random.chance(EPISODE_SHARE) && episodes) {
    const intensity: EpisodeIntensity = random.chance(0.5) ? "moderate" : "severe";
    // Moderate episodes take the lower half of each docs/score.md range, severe the upper half.
    const u = intensity === "moderate" ? random.uniform(0, 0.5) : random.uniform(0.5, 1);
    const ramp = random.integer(14, 28);
    const plateau = random.integer(14, 42);
    // Onset after ~10 weeks so a personal baseline exists; short runs start it earlier and cut it.
    const earliest = Math.min(70, Math.max(28, Math.floor(days * 0.3)));
    const latest = Math.max(earliest, days - ramp - plateau);
    const onset = random.integer(earliest, latest);
    episode = { intensity, onset, plateauStart: onset + ramp, end: onset + ramp + plateau - 1 };
    const share = (d: number) => (d < onset + ramp ? (d - onset + 1) / ramp : 1);
    const sd = profile.lnHrv.sd;
    add("lnHrv", onset, episode.end, (d) => -(0.5 + 0.5 * u) * sd * share(d));
    // ek-3: 0–1 bpm (ek-2's simulator: 2–5). On both real cohorts resting HR did not rise before
    // people's bad weeks (docs/decisions/041-ek3-real-people.md), so the simulator no longer
    // lets it carry an episode.
    add("restingHr", onset, episode.end, (d) => u * share(d));
    add("sleepMinutes", onset, episode.end, (d) => -(30 + 30 * u) * share(d));
    add("sleepVariability", onset, episode.end, (d) => (0.25 + 0.5 * u) * share(d));
    add("mood", onset, episode.end, (d) => -(1 + u) * share(d));
    add("recovery", onset, episode.end, (d) => -(10 + 10 * u) * share(d));
    busy.push([onset - 7, episode.end + EPISODE_CLEARANCE]);
  }

  const controls: Control[] = [];
  const place = (kind: ControlKind, length: number, margin: number): Control | null => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const start = random.integer(0, Math.max(0, days - length));
      const end = start + length - 1;
      if (!free(start, end, margin)) continue;
      busy.push([start, end]);
      const control = { kind, start, end };
      controls.push(control);
      return control;
    }
    return null;
  };
  const perYear = (rate: number) => {
    const expected = (rate * days) / 365;
    return Math.floor(expected) + (random.chance(expected - Math.floor(expected)) ? 1 : 0);
  };
  const sd = profile.lnHrv.sd;

  for (let n = perYear(1.5); n > 0; n--) {
    const c = place("holiday", random.integer(7, 14), 7);
    if (!c) continue;
    add("sleepMinutes", c.start, c.end, () => random.uniform(30, 60));
    add("mood", c.start, c.end, () => random.uniform(0.5, 1.5));
    add("strain", c.start, c.end, () => -random.uniform(1, 3));
    add("lnHrv", c.start, c.end, () => 0.3 * sd);
    add("recovery", c.start, c.end, () => 5);
    add("missingness", c.start, c.end, () => 0.5);
  }
  for (let n = perYear(1); n > 0; n--) {
    const c = place("illness", random.integer(3, 5), 14);
    if (!c) continue;
    const [hrv, rhr, recovery] = [random.uniform(1, 2), random.uniform(3, 8), random.uniform(15, 30)];
    const [sleep, quality, mood] = [random.uniform(30, 90), random.uniform(5, 15), random.uniform(0.5, 1.5)];
    add("lnHrv", c.start, c.end, () => -hrv * sd);
    add("restingHr", c.start, c.end, () => rhr);
    add("recovery", c.start, c.end, () => -recovery);
    add("sleepMinutes", c.start, c.end, () => sleep);
    add("sleepQuality", c.start, c.end, () => -quality);
    add("mood", c.start, c.end, () => -mood);
    add("strain", c.start, c.end, () => -random.uniform(3, 6));
  }
  for (let n = perYear(0.5); n > 0; n--) {
    // Hard training: load up, HRV and mood stable (a fit person adapting, not burning out).
    const c = place("training_block", random.integer(10, 21), 7);
    if (!c) continue;
    const load = random.uniform(3, 6);
    add("strain", c.start, c.end, () => load);
    add("restingHr", c.start, c.end, () => random.uniform(0, 1));
    add("recovery", c.start, c.end, () => -random.uniform(0, 5));
    add("sleepMinutes", c.start, c.end, () => random.uniform(0, 20));
  }
  for (let n = perYear(6); n > 0; n--) {
    const c = place("bad_night", 1, 2);
    if (!c) continue;
    add("sleepMinutes", c.start, c.end, () => -random.uniform(120, 240));
    add("sleepQuality", c.start, c.end, () => -random.uniform(15, 30));
    add("lnHrv", c.start, c.end, () => -random.uniform(1, 2) * sd);
    add("restingHr", c.start, c.end, () => random.uniform(2, 5));
    add("recovery", c.start, c.end, () => -random.uniform(20, 35));
    add("mood", c.start, c.end, () => -random.uniform(1, 2));
  }
  controls.sort((a, b) => a.start - b.start);
  return { episode, controls, effects };
}
