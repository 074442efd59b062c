// The fake's record builders: one main sleep, recovery, nap or workout with every field of
// WHOOP API v2, its numbers drawn from the night's seeded random source.
import { between, seededUuid } from "./seeded-random.ts";
import type { RecoveryRecord, SleepRecord, WorkoutRecord } from "./whoop-shapes.ts";

const SPORTS = ["running", "cycling", "weightlifting", "yoga", "functional-fitness"];

/** What a builder needs of a night: its times and its random source. */
export interface NightTimes {
  onsetMs: number;
  wakeMs: number;
  random: () => number;
}

type Stamp = { user_id: number; created_at: string; updated_at: string };

export function mainSleep(
  night: NightTimes,
  id: string,
  cycleId: number,
  offset: string,
  stamp: Stamp,
): SleepRecord {
  const { random } = night;
  const inBed = night.wakeMs - night.onsetMs;
  const awake = Math.round(inBed * between(random, 0.04, 0.12, 3));
  const asleep = inBed - awake;
  const light = Math.round(asleep * 0.52);
  const slowWave = Math.round(asleep * 0.22);
  const unscorable = random() < 0.02;
  return {
    id,
    cycle_id: cycleId,
    ...stamp,
    start: new Date(night.onsetMs).toISOString(),
    end: new Date(night.wakeMs).toISOString(),
    timezone_offset: offset,
    nap: false,
    score_state: unscorable ? "UNSCORABLE" : "SCORED",
    ...(unscorable
      ? {}
      : {
          score: {
            stage_summary: {
              total_in_bed_time_milli: inBed,
              total_awake_time_milli: awake,
              total_no_data_time_milli: 0,
              total_light_sleep_time_milli: light,
              total_slow_wave_sleep_time_milli: slowWave,
              total_rem_sleep_time_milli: asleep - light - slowWave,
              sleep_cycle_count: between(random, 3, 6),
              disturbance_count: between(random, 2, 14),
            },
            sleep_needed: {
              baseline_milli: 27_000_000,
              need_from_sleep_debt_milli: between(random, 0, 3_600_000),
              need_from_recent_strain_milli: between(random, 0, 1_800_000),
              need_from_recent_nap_milli: -between(random, 0, 900_000),
            },
            respiratory_rate: between(random, 13.5, 17.5, 1),
            sleep_performance_percentage: between(random, 55, 100),
            sleep_consistency_percentage: between(random, 50, 96),
            sleep_efficiency_percentage: between(random, 80, 98, 2),
          },
        }),
  };
}

export function recovery(
  random: () => number,
  cycleId: number,
  sleepId: string,
  calibrating: boolean,
  stamp: Stamp,
): RecoveryRecord {
  const unscorable = random() < 0.02;
  return {
    cycle_id: cycleId,
    sleep_id: sleepId,
    ...stamp,
    score_state: unscorable ? "UNSCORABLE" : "SCORED",
    ...(unscorable
      ? {}
      : {
          score: {
            user_calibrating: calibrating,
            recovery_score: between(random, 15, 99),
            resting_heart_rate: between(random, 44, 66),
            hrv_rmssd_milli: between(random, 24, 110, 3),
            spo2_percentage: between(random, 94, 99.5, 2),
            skin_temp_celsius: between(random, 33, 35, 2),
          },
        }),
  };
}

export function nap(
  random: () => number,
  start: number,
  end: number,
  cycleId: number,
  offset: string,
  stamp: Stamp,
): SleepRecord {
  const inBed = end - start;
  return {
    id: seededUuid(random),
    cycle_id: cycleId,
    ...stamp,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    timezone_offset: offset,
    nap: true,
    score_state: "SCORED",
    score: {
      stage_summary: {
        total_in_bed_time_milli: inBed,
        total_awake_time_milli: Math.round(inBed * 0.1),
        total_no_data_time_milli: 0,
        total_light_sleep_time_milli: Math.round(inBed * 0.7),
        total_slow_wave_sleep_time_milli: Math.round(inBed * 0.1),
        total_rem_sleep_time_milli: inBed - Math.round(inBed * 0.1) * 2 - Math.round(inBed * 0.7),
        sleep_cycle_count: 1,
        disturbance_count: 0,
      },
      sleep_needed: {
        baseline_milli: 0,
        need_from_sleep_debt_milli: 0,
        need_from_recent_strain_milli: 0,
        need_from_recent_nap_milli: 0,
      },
      respiratory_rate: between(random, 13.5, 17.5, 1),
    },
  };
}

export function workout(
  random: () => number,
  start: number,
  end: number,
  offset: string,
  stamp: Stamp,
): WorkoutRecord {
  const minutes = (end - start) / 60_000;
  const zone = (share: number) => Math.round(minutes * share * 60_000);
  const outdoor = random() < 0.5;
  return {
    id: seededUuid(random),
    ...stamp,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    timezone_offset: offset,
    sport_name: SPORTS[Math.floor(random() * SPORTS.length)] as string,
    score_state: "SCORED",
    score: {
      strain: between(random, 5, 17, 4),
      average_heart_rate: between(random, 110, 155),
      max_heart_rate: between(random, 150, 190),
      kilojoule: between(random, 800, 3200, 2),
      percent_recorded: 100,
      ...(outdoor
        ? {
            distance_meter: between(random, 2000, 30000, 1),
            altitude_gain_meter: between(random, 0, 400, 1),
            altitude_change_meter: between(random, -50, 50, 1),
          }
        : {}),
      zone_durations: {
        zone_zero_milli: zone(0.05),
        zone_one_milli: zone(0.15),
        zone_two_milli: zone(0.3),
        zone_three_milli: zone(0.3),
        zone_four_milli: zone(0.15),
        zone_five_milli: zone(0.05),
      },
    },
  };
}
