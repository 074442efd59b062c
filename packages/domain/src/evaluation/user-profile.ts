// One simulated person's normal: centres drawn from the population priors of docs/score.md,
// day-to-day spreads and autocorrelation from the HRV, sleep and mood literature.
import type { SeededRandom } from "./seeded-random.ts";

export interface MetricProfile {
  centre: number;
  /** Day-to-day standard deviation around the centre. */
  sd: number;
  /** AR(1) coefficient of the day-to-day noise. */
  autocorrelation: number;
}

export interface UserProfile {
  lnHrv: MetricProfile;
  restingHr: MetricProfile;
  sleepMinutes: MetricProfile;
  sleepQuality: MetricProfile;
  recovery: MetricProfile;
  mood: MetricProfile;
  strain: MetricProfile;
  /** Extra sleep on Friday and Saturday nights (dated Saturday and Sunday), minutes. */
  weekendSleep: number;
  weekendMood: number;
  weekendStrain: number;
  /** Share of days without any wearable record, 10–30 %. */
  missingRate: number;
}

const clip = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function drawUserProfile(random: SeededRandom): UserProfile {
  return {
    // Between-person centres follow the priors (ln RMSSD 3.8 ± 0.35 …); within-person daily
    // SD of ln RMSSD is about 0.1–0.3 (Plews 2012, Flatt & Esco 2015).
    lnHrv: { centre: random.normal(3.8, 0.35), sd: random.uniform(0.12, 0.3), autocorrelation: 0.4 },
    // ek-3, from LifeSnaps (docs/score.md "Simulator against real data"): a wearable's resting
    // HR is a smoothed estimate, lag-1 autocorrelation 0.88 (was 0.5); daily SD 2.2 bpm (kept).
    restingHr: {
      centre: clip(random.normal(58, 6), 42, 80),
      sd: random.uniform(1.5, 3.5),
      autocorrelation: 0.85,
    },
    // ek-3, from LifeSnaps: minutes asleep vary 86 min from night to night (median person; was
    // 30–60) with no carry-over from one night to the next (lag-1 −0.04; was 0.2).
    sleepMinutes: {
      centre: clip(random.normal(420, 45), 300, 540),
      sd: random.uniform(55, 115),
      autocorrelation: 0,
    },
    sleepQuality: {
      centre: clip(random.normal(80, 10), 50, 97),
      sd: random.uniform(5, 10),
      autocorrelation: 0.3,
    },
    recovery: {
      centre: clip(random.normal(60, 15), 25, 90),
      sd: random.uniform(10, 18),
      autocorrelation: 0.4,
    },
    // ek-3, from LifeSnaps' daily check-ins on the 1–10 scale: a day-to-day SD of 1.5 (median
    // person; was 0.6–1.2) and little carry-over, lag-1 autocorrelation 0.13 (was 0.6).
    mood: {
      centre: clip(random.normal(6.5, 1.2), 3.5, 8.8),
      sd: random.uniform(1, 2),
      autocorrelation: 0.15,
    },
    strain: { centre: clip(random.normal(10, 2.5), 4, 16), sd: random.uniform(2, 4), autocorrelation: 0.3 },
    weekendSleep: random.uniform(0, 60),
    weekendMood: random.uniform(0, 0.6),
    weekendStrain: random.normal(0, 1.5),
    missingRate: random.uniform(0.1, 0.3),
  };
}
