// The mapping to one daily record (docs/wearables.md): turns WHOOP cycles and their recovery, sleeps
// and workouts into one record per local day. Pure; the sync decides which cycles to map.
import type { MetricValues } from "@evenkeel/domain/router";
import { localDateAtOffset } from "../../core/timezone-offset.ts";
import type { WhoopBatch, WhoopCycle, WhoopRecovery, WhoopSleep, WhoopWorkout } from "./records.ts";

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

export interface MappedDay {
  values: MetricValues;
  /** A score of this day is PENDING_SCORE: stored as null now, fetched again later. */
  scorePending: boolean;
  /** WHOOP is still learning the member's baseline: values kept, confidence to be lowered. */
  userCalibrating: boolean;
  /** From the open cycle: strain and workouts will still grow. */
  provisional: boolean;
  /** The cycle the day came from (ISO start), for tie-breaking and tests. */
  cycleStart: string;
  /** True when the date came from the main sleep's end rather than cycle.start + 12 h. */
  datedBySleep: boolean;
}

/**
 * One record per date for `cycles` (by default every cycle in the batch), newest first.
 * `nowMs` closes the open cycle for counting workouts and drops a night still in progress.
 */
export function mapWhoopDays(
  batch: WhoopBatch,
  nowMs: number,
  cycles: readonly WhoopCycle[] = batch.cycles,
): MappedDay[] {
  const byDate = new Map<string, MappedDay>();
  for (const cycle of cycles) {
    const day = mapCycle(cycle, batch, nowMs);
    if (!day) continue;
    const existing = byDate.get(day.values.date);
    if (!existing || preferred(day, existing)) byDate.set(day.values.date, day);
  }
  return [...byDate.values()].sort((a, b) => (a.values.date < b.values.date ? 1 : -1));
}

function mapCycle(cycle: WhoopCycle, batch: WhoopBatch, nowMs: number): MappedDay | null {
  const mainSleep = mainSleepOf(cycle, batch.sleeps);
  const date = mainSleep
    ? localDateAtOffset(mainSleep.end, mainSleep.timezone_offset)
    : localDateAtOffset(Date.parse(cycle.start) + TWELVE_HOURS_MS, cycle.timezone_offset);
  // An open cycle without its main sleep is a night in progress: cycle.start + 12 h would
  // name tomorrow. Its day appears once the sleep is recorded.
  if (!mainSleep && !cycle.end && date > localDateAtOffset(nowMs, cycle.timezone_offset)) return null;

  const recovery = batch.recoveries.find((candidate) => candidate.cycle_id === cycle.id);
  const recoveryValues = recoveryValuesOf(recovery);
  const sleepValues = sleepValuesOf(mainSleep);
  const strain = cycle.score_state === "SCORED" && cycle.score ? cycle.score.strain : null;

  return {
    values: {
      date,
      recovery_score: recoveryValues.recovery_score,
      resting_hr: recoveryValues.resting_hr,
      hrv: recoveryValues.hrv,
      sleep_duration_minutes: sleepValues.sleep_duration_minutes,
      sleep_quality_score: sleepValues.sleep_quality_score,
      day_strain: strain,
      workout_count: countWorkouts(cycle, batch.workouts, nowMs),
    },
    scorePending:
      cycle.score_state === "PENDING_SCORE" ||
      recovery?.score_state === "PENDING_SCORE" ||
      mainSleep?.score_state === "PENDING_SCORE",
    userCalibrating: recovery?.score?.user_calibrating === true,
    provisional: !cycle.end,
    cycleStart: cycle.start,
    datedBySleep: mainSleep !== undefined,
  };
}

/** The cycle's main sleep (nap = false); naps never count. With several, the last to end. */
function mainSleepOf(cycle: WhoopCycle, sleeps: readonly WhoopSleep[]): WhoopSleep | undefined {
  let main: WhoopSleep | undefined;
  for (const sleep of sleeps) {
    if (sleep.cycle_id !== cycle.id || sleep.nap) continue;
    if (!main || Date.parse(sleep.end) > Date.parse(main.end)) main = sleep;
  }
  return main;
}

function recoveryValuesOf(recovery: WhoopRecovery | undefined) {
  // PENDING_SCORE and UNSCORABLE both carry no score; a missing recovery (strap not worn) too.
  const score = recovery?.score_state === "SCORED" ? recovery.score : null;
  return {
    recovery_score: score?.recovery_score ?? null,
    resting_hr: score?.resting_heart_rate ?? null,
    hrv: score?.hrv_rmssd_milli ?? null,
  };
}

function sleepValuesOf(sleep: WhoopSleep | undefined) {
  const score = sleep?.score_state === "SCORED" ? sleep.score : null;
  if (!score) return { sleep_duration_minutes: null, sleep_quality_score: null };
  const stages = score.stage_summary;
  const asleepMs =
    stages.total_light_sleep_time_milli +
    stages.total_slow_wave_sleep_time_milli +
    stages.total_rem_sleep_time_milli;
  return {
    sleep_duration_minutes: Math.min(asleepMs / 60_000, 24 * 60),
    sleep_quality_score: score.sleep_performance_percentage ?? null,
  };
}

/** Workouts with cycle.start ≤ workout.start < cycle.end (or now, for the open cycle). */
function countWorkouts(cycle: WhoopCycle, workouts: readonly WhoopWorkout[], nowMs: number): number {
  const start = Date.parse(cycle.start);
  const end = cycle.end ? Date.parse(cycle.end) : nowMs;
  return workouts.filter((workout) => {
    const at = Date.parse(workout.start);
    return at >= start && at < end;
  }).length;
}

/** Two cycles on one date (travel, a strap left off): the one dated by its sleep, else the later. */
function preferred(candidate: MappedDay, existing: MappedDay): boolean {
  if (candidate.datedBySleep !== existing.datedBySleep) return candidate.datedBySleep;
  return Date.parse(candidate.cycleStart) > Date.parse(existing.cycleStart);
}
