// A Fitbit data export read into the days of its own source, `fitbit_export` (docs/wearables.md
// "Fitbit data export"): resting heart rate (0 is a day without one; the sleep score's resting
// heart rate fills a day the JSON lacks), the main sleep's minutes asleep by `dateOfSleep` (a
// logId repeated at the edge of two monthly files counted once, naps never), the sleep score as
// sleep quality, nightly HRV (RMSSD), readiness as recovery, and exercises per day. Days are
// the local dates the files write: a trip across time zones shifts nothing. All the files of an
// upload are one input (a Takeout split into zips, or the files chosen at once): a file or a
// record found twice counts once.
import { dataImportFitbitNothing, dataImportFitbitTooManyFiles } from "@evenkeel/contracts";
import type { ExportEntry, FormatInput, FormatReadOptions } from "../formats.ts";
import {
  countSkip,
  type ImportedValues,
  ImportInputError,
  latestToday,
  type MetricColumn,
  type ParsedImport,
  valuesOf,
} from "../imported-days.ts";
import { baseName } from "../zip-file.ts";
import { type FitbitFileKind, fitbitFileKind, inGoogleDataTree } from "./fitbit-files.ts";
import { type FitbitCollected, readFitbitFile } from "./fitbit-rows.ts";

/** The most Fitbit files one upload may hold: monthly files over decades. */
export const FITBIT_MAX_FILES = 5_000;

/** The metric each kind of file gives. */
const METRIC_OF: Record<FitbitFileKind, MetricColumn> = {
  resting_hr: "resting_hr",
  sleep: "sleep_duration_minutes",
  sleep_score: "sleep_quality_score",
  hrv: "hrv",
  readiness: "recovery_score",
  exercise: "workout_count",
};

export async function parseFitbitExport(
  input: FormatInput,
  options: FormatReadOptions,
): Promise<ParsedImport> {
  const into: FitbitCollected = {
    restingHr: new Map(),
    mainSleeps: new Map(),
    sleepLogs: new Map(),
    scores: [],
    scoreIds: new Set(),
    missing: new Set(),
    hrv: new Map(),
    readiness: new Map(),
    exerciseIds: new Set(),
    exercisesPerDay: new Map(),
    records: 0,
    read: 0,
    skipped: new Map(),
    latest: latestToday(options.nowMs),
    uploadName: options.uploadName,
  };
  if (input.otherFiles > 0) countSkip(into.skipped, "other_files", input.otherFiles);
  const files: { entry: ExportEntry; kind: FitbitFileKind }[] = [];
  // Every Fitbit file of the upload counts against the bound, a twin as much as any other.
  let fitbitFiles = 0;
  const seen = new Set<string>();
  for (const entry of input.entries) {
    const kind = fitbitFileKind(entry.path);
    if (inGoogleDataTree(entry.path)) countSkip(into.skipped, "duplicate_files");
    else if (!kind) countSkip(into.skipped, "other_files");
    else {
      fitbitFiles += 1;
      // The same file in two zips of an upload (a Takeout's zip chosen twice) is read once.
      const twin = entry.fingerprint && `${baseName(entry.path).toLowerCase()}|${entry.fingerprint}`;
      if (twin && seen.has(twin)) countSkip(into.skipped, "duplicate_files");
      else files.push({ entry, kind });
      if (twin) seen.add(twin);
    }
  }
  if (fitbitFiles > FITBIT_MAX_FILES)
    throw new ImportInputError(dataImportFitbitTooManyFiles(options.uploadName, FITBIT_MAX_FILES));
  if (files.length === 0) throw new ImportInputError(dataImportFitbitNothing(options.uploadName));
  const total = files.reduce((sum, file) => sum + file.entry.bytes, 0);
  let done = 0;
  for (const { entry, kind } of files) {
    await readFitbitFile(
      {
        // A zip entry's own name, or the name of a file uploaded on its own.
        name: baseName(entry.path),
        kind,
        open: () => entry.open(),
        onBytes: (bytes) => options.onProgress((done + bytes) / Math.max(1, total)),
        stopping: options.stopping,
      },
      into,
    );
    done += entry.bytes;
  }
  const provided = new Set(files.map((file) => METRIC_OF[file.kind]));
  return {
    kind: "fitbit_export",
    days: daysOf(into, provided),
    provided,
    hrvMeasure: "rmssd",
    journal: [],
    records: into.records,
    skipped: into.skipped,
  };
}

function daysOf(into: FitbitCollected, provided: ReadonlySet<MetricColumn>): Map<string, ImportedValues> {
  const days = new Map<string, ImportedValues>();
  const day = (date: string) => valuesOf(days, date);
  for (const [date, bpm] of into.restingHr) day(date).resting_hr = bpm;
  for (const [date, sleep] of into.mainSleeps) day(date).sleep_duration_minutes = sleep.minutes;
  for (const [date, rmssd] of into.hrv) day(date).hrv = rmssd;
  for (const [date, score] of into.readiness) day(date).recovery_score = score;
  // A score belongs to its sleep's day; a nap's score is no night's.
  const scored = new Map<string, { score: number | null; restingHr: number | null; main: boolean }>();
  for (const score of into.scores) {
    const sleepDay = into.sleepLogs.get(score.logId);
    if (sleepDay === null) continue;
    const date = sleepDay ?? score.date;
    const main = sleepDay !== undefined && into.mainSleeps.get(date)?.logId === score.logId;
    const before = scored.get(date);
    if (!before || (main && !before.main))
      scored.set(date, { score: score.score, restingHr: score.restingHr, main });
  }
  for (const [date, score] of scored) {
    if (score.score !== null && provided.has("sleep_quality_score"))
      day(date).sleep_quality_score = score.score;
    // The sleep score's resting heart rate fills a day the resting-heart-rate files leave empty.
    if (score.restingHr !== null && provided.has("resting_hr") && !into.restingHr.has(date))
      day(date).resting_hr = score.restingHr;
  }
  if (provided.has("workout_count")) {
    const exerciseDays = [...into.exercisesPerDay.keys()].sort();
    const first = exerciseDays[0] ?? "";
    const last = exerciseDays[exerciseDays.length - 1] ?? "";
    for (const [date, count] of into.exercisesPerDay) day(date).workout_count = count;
    // Within the span the exercise files cover, a day without one had none.
    for (const [date, values] of days) if (date >= first && date <= last) values.workout_count ??= 0;
  }
  return days;
}
