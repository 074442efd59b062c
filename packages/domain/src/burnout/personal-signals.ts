// What the score has learned about a person, in words for the app (docs/score.md "ek-3"):
// "For you, short sleep has come before your low days; resting heart rate has not (based on
// 42 days)". The Insights page shows `describePersonalSignals`; the numbers are beside it
// (the call burnout.personalSignals, docs/decisions/052-personal-signals-shown-not-scored.md).
import {
  type PersonalSignalName,
  type PersonalSignalsSummary,
  personalSignalsNotYet,
  personalSignalsSentence,
} from "@evenkeel/contracts";
import { dayNumber } from "./calendar.ts";
import { buildDailySeries } from "./daily-series.ts";
import type { BurnoutData } from "./inputs.ts";
import { BURNOUT_PARAMETERS } from "./parameters-ek3.ts";
import { learnSignals, PERSONAL_SIGNALS, type PersonalSignal } from "./personal-weights.ts";

const NAMES: Record<PersonalSignal, PersonalSignalName> = {
  sleep_quality: "short_sleep",
  hrv: "low_hrv",
  recovery: "raised_resting_hr",
};

export interface PersonalSignalsInput extends BurnoutData {
  /** The day the summary is for, YYYY-MM-DD; nothing after it is read. */
  date: string;
}

export type { PersonalSignalsSummary };

/** Days before `date` that `personalSignals` reads with the product's parameters: read these, no more. */
export const PERSONAL_SIGNALS_HISTORY_DAYS = BURNOUT_PARAMETERS.lookbackDays;

export function personalSignals(input: PersonalSignalsInput): PersonalSignalsSummary {
  const parameters = input.parameters ?? BURNOUT_PARAMETERS;
  const end = dayNumber(input.date);
  const first = end - parameters.lookbackDays;
  const series = buildDailySeries(input.records, input.moods, first, end, parameters);
  const learned = learnSignals(series, series.length - 1, parameters);
  const p = parameters.tilt.personal;
  const signals = PERSONAL_SIGNALS.map((name) => {
    const { association, days } = learned[name];
    const known = days >= p.minDays && !Number.isNaN(association);
    // The words follow the figure the app shows, so "0.10" never reads "has not"; a figure
    // rounded to zero is 0, never −0 (which JSON would not keep).
    const shown = Number.isNaN(association) ? null : Math.round(association * 100) / 100 || 0;
    return {
      signal: NAMES[name],
      preceded: known && shown !== null ? shown >= p.precededAtLeast : null,
      association: shown,
      days,
    };
  });
  return { date: input.date, signals, days: Math.max(0, ...signals.map((s) => s.days)) };
}

/** The summary in the app's words. */
export function describePersonalSignals(summary: PersonalSignalsSummary): string {
  const known = summary.signals.filter((s) => s.preceded !== null);
  if (known.length === 0)
    return personalSignalsNotYet(summary.days, BURNOUT_PARAMETERS.tilt.personal.minDays);
  return personalSignalsSentence(
    known.filter((s) => s.preceded).map((s) => s.signal),
    known.filter((s) => !s.preceded).map((s) => s.signal),
    summary.days,
  );
}
