// Google Health records to Evenkeel's daily record (docs/wearables.md, "Google Health"). Pure.
// resting_hr = daily-resting-heart-rate's beatsPerMinute (0 is no value); hrv = daily-heart-
// rate-variability's average (RMSSD, ms); sleep_duration_minutes = minutesAsleep of the day's
// main sleep, dated by the local date it ended (the wake morning); workout_count = exercises
// by the local date they started; steps = the counts of the day's `steps` intervals, by the
// local date they started (a day without any is null, not 0: the watch may not have been worn;
// a sum over MAX_DAILY_STEPS is no value). Google has no readiness, strain or sleep score: those stay
// null. A main sleep Google has not finished processing (processed: false) leaves the day's
// sleep empty and marks the day pending, so a later sync fetches it again.
import { MAX_DAILY_STEPS } from "@evenkeel/contracts";
import type { ProviderDay } from "../../core/provider-adapter.ts";
import { type GoogleRecordOf, type GoogleSleep, isoDateOf } from "./records.ts";

export interface GoogleHealthBatch {
  restingHeartRate: GoogleRecordOf<"daily-resting-heart-rate">[];
  heartRateVariability: GoogleRecordOf<"daily-heart-rate-variability">[];
  sleeps: GoogleSleep[];
  exercises: GoogleRecordOf<"exercise">[];
  /** Absent: steps were not asked for (a batch from before them, or a test without them). */
  steps?: GoogleRecordOf<"steps">[];
}

const wakeDate = (sleep: GoogleSleep) =>
  sleep.interval.civilEndTime
    ? isoDateOf(sleep.interval.civilEndTime.date)
    : sleep.interval.endTime.slice(0, 10);

export function mapGoogleHealthDays(
  batch: GoogleHealthBatch,
  keep: { from: string; to: string },
): ProviderDay[] {
  const inside = (day: string) => day >= keep.from && day <= keep.to;
  const startDate = (record: { interval: GoogleSleep["interval"] }) =>
    record.interval.civilStartTime
      ? isoDateOf(record.interval.civilStartTime.date)
      : record.interval.startTime.slice(0, 10);
  const exerciseDate = startDate;
  const stepsByDay = new Map<string, number>();
  for (const interval of batch.steps ?? []) {
    const day = startDate(interval);
    stepsByDay.set(day, (stepsByDay.get(day) ?? 0) + Math.max(0, interval.count));
  }
  const days = new Set<string>(
    [
      ...batch.restingHeartRate.map((r) => isoDateOf(r.date)),
      ...batch.heartRateVariability.map((r) => isoDateOf(r.date)),
      ...batch.sleeps.filter((s) => !isNap(s)).map(wakeDate),
      ...batch.exercises.map(exerciseDate),
      ...stepsByDay.keys(),
    ].filter(inside),
  );
  return [...days]
    .sort()
    .reverse()
    .map((day) => {
      const rhr = batch.restingHeartRate.find((r) => isoDateOf(r.date) === day)?.beatsPerMinute;
      const hrv = batch.heartRateVariability.find(
        (r) => isoDateOf(r.date) === day,
      )?.averageHeartRateVariabilityMilliseconds;
      const main = mainSleepOf(batch.sleeps.filter((s) => wakeDate(s) === day));
      const pending = main?.metadata?.processed === false;
      const asleep = pending ? undefined : main?.summary?.minutesAsleep;
      return {
        values: {
          date: day,
          recovery_score: null,
          resting_hr: rhr !== undefined && rhr > 0 && rhr <= 300 ? rhr : null,
          hrv: hrv !== undefined && hrv > 0 && hrv <= 1000 ? hrv : null,
          sleep_duration_minutes: asleep !== undefined && asleep > 0 ? Math.min(asleep, 24 * 60) : null,
          sleep_quality_score: null,
          day_strain: null,
          workout_count: batch.exercises.filter((e) => exerciseDate(e) === day).length,
          steps: stepsOf(stepsByDay.get(day)),
        },
        hrvMeasure: "rmssd",
        scorePending: pending,
        userCalibrating: false,
      };
    });
}

function stepsOf(sum: number | undefined): number | null {
  if (sum === undefined || sum > MAX_DAILY_STEPS) return null;
  return Math.round(sum);
}

function isNap(sleep: GoogleSleep): boolean {
  return sleep.metadata?.nap === true;
}

/** The sleep Google marks as the day's main one, else its longest that is not a nap. */
export function mainSleepOf(sleeps: readonly GoogleSleep[]): GoogleSleep | undefined {
  const marked = sleeps.find((s) => s.metadata?.mainSleep === true);
  if (marked) return marked;
  let main: GoogleSleep | undefined;
  const length = (s: GoogleSleep) => Date.parse(s.interval.endTime) - Date.parse(s.interval.startTime);
  for (const sleep of sleeps) {
    if (isNap(sleep)) continue;
    if (!main || length(sleep) > length(main)) main = sleep;
  }
  return main;
}
