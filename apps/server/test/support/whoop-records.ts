// Builders of WHOOP v2 records for mapping tests: a cycle, its sleep (main or nap), its
// recovery and a workout, with only the fields the mapping reads.
import type {
  ScoreState,
  WhoopCycle,
  WhoopRecovery,
  WhoopSleep,
  WhoopWorkout,
} from "../../src/wearables/providers/whoop/records.ts";

export const NOW = Date.parse("2025-03-20T12:00:00Z");
let nextId = 1;

export function cycle(
  start: string,
  end: string | null,
  offset: string,
  strain: number | null = 10,
): WhoopCycle {
  return {
    id: String(nextId++),
    user_id: "7",
    start,
    end: end ?? undefined,
    timezone_offset: offset,
    score_state: strain === null ? "PENDING_SCORE" : "SCORED",
    score: strain === null ? undefined : { strain },
  };
}

export function sleep(
  of: WhoopCycle,
  start: string,
  end: string,
  options: {
    nap?: boolean;
    state?: ScoreState;
    minutes?: [number, number, number];
    performance?: number | null;
  } = {},
): WhoopSleep {
  const [light, deep, rem] = (options.minutes ?? [240, 90, 100]).map((m) => m * 60_000) as [
    number,
    number,
    number,
  ];
  const state = options.state ?? "SCORED";
  return {
    id: `sleep-${nextId++}`,
    cycle_id: of.id,
    user_id: "7",
    start,
    end,
    timezone_offset: of.timezone_offset,
    nap: options.nap ?? false,
    score_state: state,
    score:
      state === "SCORED"
        ? {
            stage_summary: {
              total_light_sleep_time_milli: light,
              total_slow_wave_sleep_time_milli: deep,
              total_rem_sleep_time_milli: rem,
            },
            sleep_performance_percentage: options.performance === undefined ? 88 : options.performance,
          }
        : undefined,
  };
}

export function recovery(of: WhoopCycle, state: ScoreState = "SCORED", calibrating = false): WhoopRecovery {
  return {
    cycle_id: of.id,
    sleep_id: "s",
    user_id: "7",
    score_state: state,
    score:
      state === "SCORED"
        ? {
            user_calibrating: calibrating,
            recovery_score: 64,
            resting_heart_rate: 52,
            hrv_rmssd_milli: 71.25,
          }
        : undefined,
  };
}

export function workout(start: string, offset = "Z"): WhoopWorkout {
  return {
    id: `w-${nextId++}`,
    user_id: "7",
    start,
    end: new Date(Date.parse(start) + 3_600_000).toISOString(),
    timezone_offset: offset,
    score_state: "SCORED",
  };
}
