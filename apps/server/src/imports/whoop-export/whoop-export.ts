// A WHOOP data export (the zip, or its CSV files uploaded on their own), read row by row as
// the bytes arrive (docs/wearables.md "Imports"); each file is recognised by its columns
// (whoop-columns.ts).
// Mapping as for the API (docs/wearables.md): the day is the date of Wake onset as written (the
// times are local wall times already: no time-zone conversion), a cycle without sleep is dated
// by its start + 12 h; recovery, resting HR, HRV (RMSSD), asleep minutes, sleep performance,
// Day Strain; workouts counted per cycle; naps never count. Journal answers are kept.
import { dataImportCsvMalformed, dataImportNothing, dataImportWorkoutsAlone } from "@evenkeel/contracts";
import {
  checkNotFuture,
  checkPlausible,
  countSkip,
  type ImportedValues,
  ImportInputError,
  type JournalAnswer,
  latestToday,
  type MetricColumn,
  type ParsedImport,
} from "../imported-days.ts";
import type { WhoopFileKind } from "./whoop-columns.ts";
import {
  type CycleRow,
  cellOf,
  cycleDate,
  falsy,
  numberOrNull,
  rowsOf,
  type SleepRow,
  truthy,
  type WhoopFileInput,
  type WhoopParseOptions,
  wallTime,
} from "./whoop-rows.ts";

export {
  CSV_MAX_RECORD_BYTES,
  type Recognised,
  readCsvHeader,
  recogniseWhoopHeader,
  unrecognisedCsvMessage,
  WHOOP_FILES,
  type WhoopFileKind,
} from "./whoop-columns.ts";

export async function parseWhoopExport(
  files: readonly WhoopFileInput[],
  options: WhoopParseOptions,
): Promise<ParsedImport> {
  const latest = latestToday(options.nowMs);
  const skipped: ParsedImport["skipped"] = new Map();
  if (options.otherFiles > 0) countSkip(skipped, "other_files", options.otherFiles);
  const byKind = (kind: WhoopFileKind) => files.filter((file) => file.kind === kind);
  const hasCycles = byKind("cycles").length > 0;
  if (
    !hasCycles &&
    byKind("workouts").length > 0 &&
    byKind("sleeps").length === 0 &&
    byKind("journal").length === 0
  ) {
    throw new ImportInputError(dataImportWorkoutsAlone(byKind("workouts")[0]?.name ?? options.uploadName));
  }
  const counted = { bytes: 0 };
  let records = 0;

  // Cycles first: they date the sleeps, workouts and journal answers of the other files.
  const cycles = new Map<string, CycleRow>();
  for (const file of byKind("cycles")) {
    const at = cellOf(file);
    for await (const { row, line } of rowsOf(file, options, counted)) {
      const start = at(row, "Cycle start time") ?? "";
      const date = cycleDate(start, at(row, "Wake onset") ?? "", file.name, line);
      checkNotFuture(date, latest, file.name, line);
      const read = (name: string) => numberOrNull(at(row, name), file.name, line, name);
      const values: ImportedValues = {
        recovery_score: plausible("recovery_score", read("Recovery score %"), file.name, line),
        resting_hr: plausible("resting_hr", read("Resting heart rate (bpm)"), file.name, line),
        hrv: plausible("hrv", read("Heart rate variability (ms)"), file.name, line),
        sleep_duration_minutes: plausible("sleep_duration_minutes", asleepMinutes(read), file.name, line),
        sleep_quality_score: plausible("sleep_quality_score", read("Sleep performance %"), file.name, line),
        day_strain: plausible("day_strain", read("Day Strain"), file.name, line),
      };
      if (Object.values(values).every((value) => value === null)) {
        countSkip(skipped, "unscored");
        continue;
      }
      if (cycles.has(start)) continue;
      cycles.set(start, { start, date, values, line });
    }
  }

  // Sleeps: naps never count; a main sleep fills a cycle that lacks its sleep (or makes the day).
  const sleeps: SleepRow[] = [];
  for (const file of byKind("sleeps")) {
    const at = cellOf(file);
    for await (const { row, line } of rowsOf(file, options, counted)) {
      if (truthy(at(row, "Nap"))) {
        countSkip(skipped, "naps");
        continue;
      }
      if (!falsy(at(row, "Nap")) && (at(row, "Nap") ?? "").trim() !== "") {
        throw new ImportInputError(
          dataImportCsvMalformed(
            file.name,
            line,
            `Nap is "${at(row, "Nap")?.slice(0, 20)}", not true or false`,
          ),
        );
      }
      const wake = at(row, "Wake onset") ?? "";
      if (wake.trim() === "") continue;
      const date = wallTime(wake, file.name, line).date;
      checkNotFuture(date, latest, file.name, line);
      const read = (name: string) => numberOrNull(at(row, name), file.name, line, name);
      sleeps.push({
        cycleStart: at(row, "Cycle start time") ?? "",
        date,
        asleep: plausible("sleep_duration_minutes", asleepMinutes(read), file.name, line),
        performance: plausible("sleep_quality_score", read("Sleep performance %"), file.name, line),
      });
    }
  }

  // Workouts: counted per cycle.
  const workoutsPerCycle = new Map<string, number>();
  for (const file of byKind("workouts")) {
    const at = cellOf(file);
    for await (const { row, line } of rowsOf(file, options, counted)) {
      const cycleStart = at(row, "Cycle start time") ?? "";
      wallTime(at(row, "Workout start time") ?? "", file.name, line);
      workoutsPerCycle.set(cycleStart, (workoutsPerCycle.get(cycleStart) ?? 0) + 1);
      records += 1;
    }
  }

  // Journal answers, kept for the score.
  const journal = new Map<string, JournalAnswer>();
  for (const file of byKind("journal")) {
    const at = cellOf(file);
    for await (const { row, line } of rowsOf(file, options, counted)) {
      const cycleStart = at(row, "Cycle start time") ?? "";
      const date = cycles.get(cycleStart)?.date ?? cycleDate(cycleStart, "", file.name, line);
      checkNotFuture(date, latest, file.name, line);
      const question = (at(row, "Question text") ?? "").trim().slice(0, 500);
      if (question === "") continue;
      const answer = at(row, "Answered yes");
      const notes = (at(row, "Notes") ?? "").trim();
      journal.set(`${date}\u0000${question}`, {
        date,
        question,
        answeredYes: truthy(answer) ? true : falsy(answer) ? false : null,
        notes: notes === "" ? null : notes.slice(0, 2000),
      });
      records += 1;
    }
  }

  const days = new Map<string, ImportedValues>();
  const provided = new Set<MetricColumn>();
  if (hasCycles) {
    for (const column of [
      "recovery_score",
      "resting_hr",
      "hrv",
      "sleep_duration_minutes",
      "sleep_quality_score",
      "day_strain",
    ] as const) {
      provided.add(column);
    }
    if (byKind("workouts").length > 0) provided.add("workout_count");
    const mainSleepByCycle = new Map(sleeps.map((sleep) => [sleep.cycleStart, sleep]));
    for (const cycle of cycles.values()) {
      const values = { ...cycle.values };
      let date = cycle.date;
      const sleep = mainSleepByCycle.get(cycle.start);
      if (sleep && values.sleep_duration_minutes === null) {
        values.sleep_duration_minutes = sleep.asleep;
        values.sleep_quality_score = sleep.performance;
        date = sleep.date;
      }
      if (provided.has("workout_count")) values.workout_count = workoutsPerCycle.get(cycle.start) ?? 0;
      // Two cycles waking on one date (a flight east): the later cycle's day stands.
      days.set(date, values);
      records += 1;
    }
  } else if (sleeps.length > 0) {
    provided.add("sleep_duration_minutes");
    provided.add("sleep_quality_score");
    for (const sleep of sleeps) {
      days.set(sleep.date, { sleep_duration_minutes: sleep.asleep, sleep_quality_score: sleep.performance });
      records += 1;
    }
  }
  if (days.size === 0 && journal.size === 0)
    throw new ImportInputError(dataImportNothing(options.uploadName));

  return {
    kind: "whoop_export",
    days,
    provided,
    hrvMeasure: "rmssd",
    journal: [...journal.values()],
    records,
    skipped,
    ignoredColumns: files.flatMap((file) => file.ignored.map((name) => `${file.name}: ${name}`)),
  };
}

/**
 * Minutes asleep as the API mapping counts them (docs/wearables.md): light + slow wave (deep) + REM;
 * the export's "Asleep duration" when the stages are not all there.
 */
function asleepMinutes(read: (column: string) => number | null): number | null {
  const stages = [
    read("Light sleep duration (min)"),
    read("Deep (SWS) duration (min)"),
    read("REM duration (min)"),
  ];
  if (stages.every((minutes) => minutes !== null)) {
    return stages.reduce<number>((sum, minutes) => sum + (minutes as number), 0);
  }
  return read("Asleep duration (min)");
}

function plausible(
  metric:
    | "recovery_score"
    | "resting_hr"
    | "hrv"
    | "sleep_duration_minutes"
    | "sleep_quality_score"
    | "day_strain",
  value: number | null,
  file: string,
  line: number,
): number | null {
  return value === null ? null : checkPlausible(metric, value, file, line);
}
