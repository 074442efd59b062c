// Generated Fitbit data exports, shaped like the real files (docs/wearables.md "Fitbit data
// export"): resting_heart_rate-*.json, sleep-*.json in monthly chunks (stages and classic),
// sleep_score.csv, the Daily Heart Rate Variability Summary, the Daily Readiness Score and
// exercise-*.json pages, with the raw export's `MM/DD/YY HH:MM:SS` dates or the merged copies'
// `YYYY-MM-DD HH:MM:SS`. Zipped like a Google Takeout or the fitbit.com archive.
import { strToU8, zipSync } from "fflate";

export type DateStyle = "us" | "iso";

/** "2026-03-01" + "18:10:00" as the file writes it. */
export function fitbitTime(date: string, time: string, style: DateStyle): string {
  if (style === "iso") return `${date} ${time}`;
  const [year, month, day] = date.split("-");
  return `${month}/${day}/${(year ?? "").slice(2)} ${time}`;
}

/** A resting heart rate a day; `bpm: 0` is a day Fitbit could not measure (date null, as Fitbit writes it). */
export function fitbitRestingHr(days: readonly { date: string; bpm: number }[], style: DateStyle): string {
  return JSON.stringify(
    days.map(({ date, bpm }) => ({
      dateTime: fitbitTime(date, "00:00:00", style),
      value:
        bpm === 0
          ? { date: null, value: 0.0, error: 0.0 }
          : { date: fitbitTime(date, "", style).trim(), value: bpm, error: 6.5 },
    })),
  );
}

export interface FitbitSleepSpec {
  logId: number;
  /** The day the night ends on (Fitbit's dateOfSleep). */
  dateOfSleep: string;
  /** Naive local times, e.g. "2026-03-01T23:05:00.000". */
  start: string;
  end: string;
  minutesAsleep: number;
  mainSleep: boolean;
  type: "stages" | "classic";
  /** The raw export writes dateOfSleep as an ISO date; the merged copies as "YYYY-MM-DD HH:MM:SS". */
  style?: DateStyle;
}

/** One sleep log as Fitbit writes it: stages (deep, light, rem, wake) or classic (asleep, restless, awake). */
export function fitbitSleep(spec: FitbitSleepSpec): Record<string, unknown> {
  const inBed = Math.round((Date.parse(`${spec.end}Z`) - Date.parse(`${spec.start}Z`)) / 60_000);
  const awake = Math.max(0, inBed - spec.minutesAsleep);
  const deep = Math.round(spec.minutesAsleep * 0.18);
  const rem = Math.round(spec.minutesAsleep * 0.22);
  const summary =
    spec.type === "stages"
      ? {
          deep: { count: 4, minutes: deep, thirtyDayAvgMinutes: deep },
          light: { count: 28, minutes: spec.minutesAsleep - deep - rem, thirtyDayAvgMinutes: 230 },
          rem: { count: 7, minutes: rem, thirtyDayAvgMinutes: rem },
          wake: { count: 25, minutes: awake, thirtyDayAvgMinutes: awake },
        }
      : {
          asleep: { count: 0, minutes: spec.minutesAsleep },
          restless: { count: 3, minutes: Math.max(0, awake - 2) },
          awake: { count: 1, minutes: Math.min(2, awake) },
        };
  const levels =
    spec.type === "stages" ? ["wake", "light", "deep", "light", "rem"] : ["awake", "asleep", "restless"];
  return {
    logId: spec.logId,
    dateOfSleep: spec.style === "iso" ? `${spec.dateOfSleep} 00:00:00` : spec.dateOfSleep,
    startTime: spec.start,
    endTime: spec.end,
    duration: inBed * 60_000,
    minutesToFallAsleep: 0,
    minutesAsleep: spec.minutesAsleep,
    minutesAwake: awake,
    minutesAfterWakeup: 0,
    timeInBed: inBed,
    efficiency: Math.round((100 * spec.minutesAsleep) / Math.max(1, inBed)),
    type: spec.type,
    infoCode: 0,
    levels: {
      summary,
      data: levels.map((level, index) => ({
        dateTime: spec.start.replace(/:00\.000$/, `:${String(index).padStart(2, "0")}.000`),
        level,
        seconds: 30 * (index + 1),
      })),
      ...(spec.type === "stages"
        ? { shortData: [{ dateTime: spec.start, level: "wake", seconds: 30 }] }
        : {}),
    },
    mainSleep: spec.mainSleep,
  };
}

export const fitbitSleepFile = (sleeps: readonly FitbitSleepSpec[]) =>
  JSON.stringify(sleeps.map(fitbitSleep));

/** sleep_score.csv: the timestamp ends in Z but is the local wake-up time. */
export function fitbitSleepScores(
  rows: readonly { logId: number; end: string; score: number; restingHr: number }[],
): string {
  const header =
    "sleep_log_entry_id,timestamp,overall_score,composition_score,revitalization_score,duration_score,deep_sleep_in_minutes,resting_heart_rate,restlessness";
  return [
    header,
    ...rows.map(
      (row) =>
        `${row.logId},${row.end.replace(/\.000$/, "")}Z,${row.score},20,18,40,80,${row.restingHr},0.07`,
    ),
  ].join("\n");
}

export function fitbitHrvSummary(rows: readonly { date: string; rmssd: number }[]): string {
  return [
    "timestamp,rmssd,nremhr,entropy",
    ...rows.map((row) => `${row.date}T00:00:00,${row.rmssd},54.2,2.7`),
  ].join("\n");
}

export function fitbitReadiness(rows: readonly { date: string; score: number }[]): string {
  return [
    "date,readiness_score_value,readiness_state,activity_subcomponent,sleep_subcomponent,hrv_subcomponent,activity_state,sleep_state,hrv_state",
    ...rows.map(
      (row) => `${row.date},${row.score},${row.score >= 70 ? "HIGH" : "MED"},60,70,80,MED,HIGH,MED`,
    ),
  ].join("\n");
}

export function fitbitExercises(
  rows: readonly { logId: number; date: string; time: string; name: string; style: DateStyle }[],
): string {
  return JSON.stringify(
    rows.map((row) => ({
      logId: row.logId,
      activityName: row.name,
      activityTypeId: 90009,
      averageHeartRate: 131,
      calories: 312,
      duration: 1_800_000,
      activeDuration: 1_800_000,
      steps: 4120,
      logType: "auto_detected",
      startTime: fitbitTime(row.date, row.time, row.style),
      lastModified: fitbitTime(row.date, row.time, row.style),
    })),
  );
}

export function zipOf(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}
