// An association told in the person's units: two group averages and how many days they rest
// on, with a reminder that a link in someone's own data is not proof of cause.

import type { AssociationFacts } from "./associations.ts";
import { formatValue } from "./display-format.ts";
import { METRIC_CATALOG, type TrackedMetric } from "./metric-catalog.ts";

export function associationTitle(a: AssociationFacts): string {
  if (a.driver === "day_strain") return "Strain and next-morning recovery";
  if (a.driver === "recovery_score") return "Recovery and same-day mood";
  return `${METRIC_CATALOG[a.driver].label} and ${a.lag === 0 ? "next-day mood" : "mood two days later"}`;
}

/** "On mornings after more than 7 h of sleep, your mood averaged 6.8, against 5.9 after shorter nights (41 days)." */
export function associationSentence(a: AssociationFacts): string {
  const above = formatOutcome(a.outcome, a.meanAbove);
  const below = formatOutcome(a.outcome, a.meanBelow);
  const days = `${a.pairs} days compared`;
  const threshold = String(a.threshold);
  switch (a.driver) {
    case "sleep_hours":
      return a.lag === 0
        ? `On days after more than ${threshold} h of sleep, your mood averaged ${above}, against ${below} after shorter nights (${days}).`
        : `A night's sleep seems to carry over: two days after more than ${threshold} h, your mood averaged ${above}, against ${below} after shorter nights (${days}).`;
    case "sleep_quality_score":
      return a.lag === 0
        ? `After nights with sleep quality above ${threshold}%, your mood averaged ${above}, against ${below} after poorer nights (${days}).`
        : `Two days after nights with sleep quality above ${threshold}%, your mood averaged ${above}, against ${below} after poorer nights (${days}).`;
    case "recovery_score":
      return `On days your recovery was above ${threshold}%, your mood averaged ${above}, against ${below} on lower-recovery days (${days}).`;
    default:
      return `After days with strain above ${threshold}, your next-morning recovery averaged ${above}, against ${below} after lighter days (${days}).`;
  }
}

function formatOutcome(metric: TrackedMetric, value: number): string {
  return metric === "mood" ? formatValue(metric, value).replace("/10", "") : formatValue(metric, value);
}
