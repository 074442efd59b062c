// What the score has learned about a person, in words for the app (docs/score.md "ek-3"):
// "For you, short sleep has come before your low days; resting heart rate has not (based on
// 42 days)". The screen shows `describePersonalSignals`; the numbers are beside it.
import { type PersonalSignalName, personalSignalsNotYet, personalSignalsSentence } from "@evenkeel/contracts";
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

/** The contract of the app's "what comes before your low days" summary. */
export interface PersonalSignalsSummary {
  date: string;
  signals: {
    signal: PersonalSignalName;
    /** True: it has come before this person's low days; false: it has not; null: too few days to say. */
    preceded: boolean | null;
    /** Within-person correlation with the next week's mood deficit, two decimals; null without pairs. */
    association: number | null;
    /** Days it rests on. */
    days: number;
  }[];
  /** The most days any signal rests on. */
  days: number;
}

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
    return {
      signal: NAMES[name],
      preceded: known ? association >= p.precededAtLeast : null,
      association: Number.isNaN(association) ? null : Math.round(association * 100) / 100,
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
