// The figures docs/score.md asks of every algorithm on a simulated cohort: episode sensitivity,
// detection delay, false alerts, illness controls, daily AUROC and level flips.
import { AurocCounter } from "./auroc.ts";
import type { Control, Episode } from "./events.ts";

export interface ScoredUser {
  episode: Episode | null;
  controls: readonly Control[];
  /** One entry per simulated day. */
  scores: Float64Array;
  /** 0 low, 1 moderate, 2 high, 3 critical. */
  levels: Uint8Array;
}

export interface EvaluationMetrics {
  algorithm: string;
  /** The device profile of the cohort (cohort.ts DEVICE_PROFILES). */
  profile: string;
  users: number;
  days: number;
  sensitivity_moderate: number | null;
  sensitivity_severe: number | null;
  median_delay_days: number | null;
  false_high_per_user_year: number;
  /** Illness controls the person did not tag that reached high (within 14 days after). */
  illness_high_share: number | null;
  illness_critical_share: number | null;
  /** Illness controls tagged "ill" in the check-ins that reached high. */
  illness_tagged_high_share: number | null;
  auroc: number | null;
  flips_per_fortnight: number;
  /** Share of all person-days at high or above; reported for the calm cohort (null otherwise). */
  calm_high_share: number | null;
}

export interface EvaluationDetail {
  moderate_episodes: number;
  severe_episodes: number;
  /** Untagged illness controls (tagged ones are counted apart). */
  illnesses: number;
  tagged_illnesses: number;
  /** Median days from the start of the plateau to detection (negative: found during the ramp). */
  median_delay_from_plateau_days: number | null;
}

const HIGH = 2;
const CRITICAL = 3;
/** Days after an episode's plateau in which the score may still legitimately read it (21-day windows). */
export const EPISODE_TAIL_DAYS = 21;
/** Days after an illness in which its effect on the score is attributed to it. */
export const ILLNESS_TAIL_DAYS = 14;

const share = (hits: number, total: number) => (total > 0 ? hits / total : null);
const fixed = (value: number | null, digits: number) =>
  value === null || Number.isNaN(value) ? null : Number(value.toFixed(digits));

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function evaluateAlgorithm(
  algorithm: string,
  users: readonly ScoredUser[],
  days: number,
  profile = "full",
): { metrics: EvaluationMetrics; detail: EvaluationDetail } {
  const detected = { moderate: 0, severe: 0 };
  const episodes = { moderate: 0, severe: 0 };
  const delays: number[] = [];
  const plateauDelays: number[] = [];
  let falseAlerts = 0;
  let outsideDays = 0;
  let illnesses = 0;
  let illnessHigh = 0;
  let illnessCritical = 0;
  let taggedIllnesses = 0;
  let taggedIllnessHigh = 0;
  let personDays = 0;
  let highDays = 0;
  let flips = 0;
  let transitions = 0;
  const auroc = new AurocCounter();

  for (const user of users) {
    const { episode, levels, scores } = user;
    const last = levels.length - 1;
    const inEpisode = (d: number) => episode !== null && d >= episode.onset && d <= episode.end;
    const inTail = (d: number) => episode !== null && d > episode.end && d <= episode.end + EPISODE_TAIL_DAYS;

    if (episode && episode.onset <= last) {
      episodes[episode.intensity]++;
      for (let d = episode.onset; d <= Math.min(episode.end, last); d++) {
        if ((levels[d] as number) >= HIGH) {
          detected[episode.intensity]++;
          delays.push(d - episode.onset);
          plateauDelays.push(d - episode.plateauStart);
          break;
        }
      }
    }

    for (let d = 0; d <= last; d++) {
      const level = levels[d] as number;
      personDays++;
      if (level >= HIGH) highDays++;
      const previous = d === 0 ? 0 : (levels[d - 1] as number);
      if (d > 0) {
        transitions++;
        if (level !== previous) flips++;
      }
      if (inEpisode(d) || inTail(d)) {
        if (inEpisode(d)) auroc.add(scores[d] as number, true);
        continue;
      }
      outsideDays++;
      auroc.add(scores[d] as number, false);
      if (level >= HIGH && previous < HIGH) falseAlerts++;
    }

    for (const control of user.controls) {
      if (control.kind !== "illness") continue;
      let worst = 0;
      for (let d = control.start; d <= Math.min(control.end + ILLNESS_TAIL_DAYS, last); d++) {
        worst = Math.max(worst, levels[d] as number);
      }
      if (control.tagged) {
        taggedIllnesses++;
        if (worst >= HIGH) taggedIllnessHigh++;
        continue;
      }
      illnesses++;
      if (worst >= HIGH) illnessHigh++;
      if (worst >= CRITICAL) illnessCritical++;
    }
  }

  const metrics: EvaluationMetrics = {
    algorithm,
    profile,
    users: users.length,
    days,
    sensitivity_moderate: fixed(share(detected.moderate, episodes.moderate), 3),
    sensitivity_severe: fixed(share(detected.severe, episodes.severe), 3),
    median_delay_days: median(delays),
    false_high_per_user_year: fixed(outsideDays > 0 ? (falseAlerts * 365) / outsideDays : 0, 3) ?? 0,
    illness_high_share: fixed(share(illnessHigh, illnesses), 3),
    illness_critical_share: fixed(share(illnessCritical, illnesses), 3),
    illness_tagged_high_share: fixed(share(taggedIllnessHigh, taggedIllnesses), 3),
    auroc: fixed(auroc.auroc(), 3),
    flips_per_fortnight: fixed(transitions > 0 ? (flips * 14) / transitions : 0, 3) ?? 0,
    calm_high_share: profile === "calm" ? fixed(share(highDays, personDays), 4) : null,
  };
  const detail: EvaluationDetail = {
    moderate_episodes: episodes.moderate,
    severe_episodes: episodes.severe,
    illnesses,
    tagged_illnesses: taggedIllnesses,
    median_delay_from_plateau_days: median(plateauDelays),
  };
  return { metrics, detail };
}
