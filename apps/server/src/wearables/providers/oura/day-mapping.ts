// Oura days to Evenkeel's daily record (docs/wearables.md). Pure.
// recovery_score = daily_readiness.score (Oura's Readiness); resting_hr = lowest_heart_rate and
// hrv = average_hrv (RMSSD) of the day's long_sleep, else its longest sleep period (deleted,
// rest and naps never count); sleep_duration_minutes = that period's total_sleep_duration / 60;
// sleep_quality_score = daily_sleep.score; day_strain = null (Oura has no equivalent);
// workout_count = workouts on that day; the day's stress = daily_stress's stress_high and
// recovery_high in minutes, and its day_summary (docs/decisions/031). Only the days in `keep`
// are returned.
import type { ProviderDay } from "../../core/provider-adapter.ts";
import type { OuraBatch, OuraDailyStress, OuraSleep } from "./records.ts";

export function mapOuraDays(batch: OuraBatch, keep: { from: string; to: string }): ProviderDay[] {
  const days = new Set<string>();
  const inside = (day: string) => day >= keep.from && day <= keep.to;
  for (const doc of [
    ...batch.readiness,
    ...batch.dailySleep,
    ...batch.sleeps,
    ...batch.workouts,
    ...batch.stress,
  ]) {
    if (inside(doc.day)) days.add(doc.day);
  }
  return [...days]
    .sort()
    .reverse()
    .map((day) => {
      const readiness = batch.readiness.find((doc) => doc.day === day);
      const dailySleep = batch.dailySleep.find((doc) => doc.day === day);
      const main = mainSleepOf(batch.sleeps.filter((doc) => doc.day === day));
      const minutes = main?.total_sleep_duration ?? null;
      return {
        values: {
          date: day,
          recovery_score: readiness?.score ?? null,
          resting_hr: main?.lowest_heart_rate ?? null,
          hrv: main?.average_hrv ?? null,
          sleep_duration_minutes: minutes === null ? null : Math.min(minutes / 60, 24 * 60),
          sleep_quality_score: dailySleep?.score ?? null,
          day_strain: null,
          workout_count: batch.workouts.filter((doc) => doc.day === day).length,
        },
        hrvMeasure: "rmssd",
        stress: stressOf(batch.stress.find((doc) => doc.day === day)),
        // Oura scores a night once the member opens the app: a night with no score yet is
        // fetched again by the next syncs' overlap, which covers the last three days.
        scorePending: false,
        userCalibrating: false,
      };
    });
}

const toMinutes = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : Math.min(seconds / 60, 24 * 60);

/** A daily_stress document as the day's stress; null without one, or when it measured nothing. */
export function stressOf(doc: OuraDailyStress | undefined) {
  if (!doc) return null;
  const stress = {
    stress_high_minutes: toMinutes(doc.stress_high),
    recovery_high_minutes: toMinutes(doc.recovery_high),
    stress_day_summary: doc.day_summary ?? null,
  };
  return Object.values(stress).every((value) => value === null) ? null : stress;
}

/** The day's long_sleep, else its longest `sleep` period; deleted, rest and naps never count. */
export function mainSleepOf(periods: readonly OuraSleep[]): OuraSleep | undefined {
  const longSleeps = periods.filter((period) => period.type === "long_sleep");
  const candidates = longSleeps.length > 0 ? longSleeps : periods.filter((period) => period.type === "sleep");
  let main: OuraSleep | undefined;
  for (const period of candidates) {
    if (!main || (period.total_sleep_duration ?? 0) > (main.total_sleep_duration ?? 0)) main = period;
  }
  return main;
}
