// File imports of wearable exports.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).

import { countOf } from "../plurals.ts";
// File imports: a WHOOP data export or an Apple Health export (docs/wearables.md)
export const DATA_IMPORT_KIND_NAMES = {
  whoop_export: "WHOOP export",
  apple_health: "Apple Health",
  fitbit_export: "Fitbit export",
} as const;
/** What an import's recovery score is called where it is not WHOOP's "Recovery". */
export const DATA_IMPORT_RECOVERY_NAMES: Readonly<
  Partial<Record<keyof typeof DATA_IMPORT_KIND_NAMES, string>>
> = {
  fitbit_export: "Readiness",
};
export const DATA_IMPORT_NOT_FOUND = "Import not found";
export const DATA_IMPORT_MUST_BE_MULTIPART =
  'Send the export as multipart/form-data, the file in a field named "file".';
export const DATA_IMPORT_NO_FILE = 'No file arrived: send the export in a field named "file".';
export const DATA_IMPORT_EMPTY_FILE = "The file is empty.";
export const DATA_IMPORT_UPLOAD_STALLED = "The upload stopped arriving. Please try again.";
export const DATA_IMPORT_BAD_PRIORITY =
  "apple_source_priority must list watch, iphone and other, separated by commas.";
export function dataImportTooLarge(maxBytes: number): string {
  return `This file is larger than the ${formatImportBytes(maxBytes)} this server accepts (IMPORT_MAX_BYTES).`;
}
/** An upload of more files than one import takes (400; docs/security.md, "Limits on imported files"). */
export function dataImportTooManyFiles(limit: number): string {
  return `More than ${limit.toLocaleString("en-US")} files were chosen for one import, more than any export needs: choose the export's zip files, or only the JSON and CSV files Evenkeel reads.`;
}
/** Several files of a format that is imported from one file (400). */
export function dataImportOneFileOnly(kind: string): string {
  return `Several files were chosen for one import, but only a Fitbit export is read from several files at once. ${kind}: choose its zip, or one of its files, and import the others one at a time.`;
}
/** A file of several that arrived empty (400). */
export function dataImportEmptyPart(file: string): string {
  return `${file} is empty: choose the files again without it.`;
}
/** What an upload of several files is called in the messages about all of them together. */
export function dataImportSeveralFilesName(count: number): string {
  return `The upload of ${count.toLocaleString("en-US")} files`;
}
/** The names of an upload's files as the import list shows them: at most `maxChars` characters. */
export function dataImportFileNames(names: readonly string[], maxChars = 255): string {
  for (let shown = names.length; shown > 0; shown -= 1) {
    const rest = names.length - shown;
    const text = `${names.slice(0, shown).join(", ")}${rest > 0 ? ` and ${rest.toLocaleString("en-US")} more` : ""}`;
    if (text.length <= maxChars) return text;
  }
  const first = names[0] ?? "";
  const more = names.length > 1 ? ` and ${(names.length - 1).toLocaleString("en-US")} more` : "";
  return `${first.slice(0, Math.max(1, maxChars - more.length - 1))}…${more}`.slice(0, maxChars);
}
export function dataImportUnrecognised(file: string): string {
  return `${file} is not a WHOOP, Apple Health or Fitbit export: upload the zip the app made, Apple's export.xml, one of WHOOP's CSV files, or one of Fitbit's JSON or CSV files.`;
}
export function dataImportZipTooBig(file: string, limitBytes: number): string {
  return `${file} unpacks to more than ${formatImportBytes(limitBytes)}, more than any export: refused as a possible zip bomb.`;
}
export function dataImportZipRatio(file: string, entry: string, ratio: number): string {
  return `${entry} in ${file} is compressed more than ${ratio} to 1, which no export is: refused as a possible zip bomb.`;
}
export function dataImportZipEntries(file: string, limit: number): string {
  return `${file} holds more than ${limit.toLocaleString("en-US")} files, more than any export: upload the zip the app made, or export.xml or the CSV files on their own.`;
}
export function dataImportZipUnreadable(file: string): string {
  return `${file} is not a readable zip (it may be cut short: download the export again and upload the new file).`;
}
export function dataImportTruncated(file: string): string {
  return `${file} ends early: the file was cut short. Download the export again and upload the new file.`;
}
export function dataImportXmlEntities(file: string, line: number): string {
  return `${file}, line ${line}: the XML declares entities, which an Apple Health export never does. Nothing was imported.`;
}
export function dataImportXmlExternalDtd(file: string, line: number): string {
  return `${file}, line ${line}: the XML points to an external DTD, which is never fetched. Nothing was imported.`;
}
export function dataImportXmlMalformed(file: string, line: number, reason: string): string {
  return `${file}, line ${line}: the XML is malformed (${reason}). Nothing was imported.`;
}
export function dataImportXmlTooLong(file: string, line: number, what: string, limitBytes: number): string {
  return `${file}, line ${line}: ${what} is longer than ${formatImportBytes(limitBytes)}, which no Apple Health export writes. Nothing was imported: export again from the Health app and upload the new file.`;
}
export function dataImportNotAppleHealth(file: string): string {
  return `${file} is XML but not an Apple Health export (its root is not HealthData).`;
}
export function dataImportCsvColumns(file: string): string {
  return `${file} is neither a WHOOP nor an Apple Health export: its columns are not those of WHOOP's files (physiological cycles, sleeps, workouts or journal entries).`;
}
export function dataImportCsvMissingColumns(file: string, missing: readonly string[]): string {
  const names = missing.map((name) => `"${name}"`).join(", ");
  return `${file} looks like a WHOOP export file but has no ${names} ${missing.length === 1 ? "column" : "columns"}, which Evenkeel needs. Nothing was imported.`;
}
export function dataImportCsvLanguage(file: string): string {
  return `${file}: its column names are in a language Evenkeel cannot map without doubt. Set the WHOOP app to English, export again and upload the new file.`;
}
export function dataImportCsvMalformed(file: string, line: number, reason: string): string {
  return `${file}, line ${line}: the CSV is malformed (${reason}). Nothing was imported.`;
}
export function dataImportCsvLineTooLong(file: string, line: number, limitBytes: number): string {
  return `${file}, line ${line}: the line is longer than ${formatImportBytes(limitBytes)}, which no WHOOP export writes (a line break may be missing). Nothing was imported: export again from WHOOP and upload the new file.`;
}
export function dataImportBadDate(file: string, line: number, text: string): string {
  return `${file}, line ${line}: "${text}" is not a date and time this export would write. Nothing was imported.`;
}
export function dataImportFutureDate(file: string, line: number, date: string): string {
  return `${file}, line ${line}: ${date} is in the future. Nothing was imported.`;
}
export function dataImportAbsurdValue(file: string, line: number, what: string, value: string): string {
  return `${file}, line ${line}: ${what} of ${value} is not a plausible value. Nothing was imported.`;
}
export function dataImportWorkoutsAlone(file: string): string {
  return `${file} holds workouts, which are dated by their cycle's wake-up: upload it with physiological_cycles.csv, or the whole export zip.`;
}
export function dataImportNothing(file: string): string {
  return `${file} holds no days Evenkeel can import (recovery, resting heart rate, HRV, sleep, strain, workouts or journal answers).`;
}
export const DATA_IMPORT_INTERRUPTED =
  "The import stopped unexpectedly. Nothing was imported; please upload the file again.";
/** An import whose process died twice while it ran (docs/security.md, "Imports"). */
export const DATA_IMPORT_STOPPED_TWICE =
  "This file stopped the import twice, so it was not imported and was deleted. Nothing of your data changed. If it is an unaltered WHOOP, Apple Health or Fitbit export, please tell the person who runs this Evenkeel server.";
/** A second upload while one of the user's imports waits or runs (409). */
export const DATA_IMPORT_ALREADY_ACTIVE =
  "One of your imports is still waiting or running. Wait until it has finished (Settings › Import data shows it), then upload the next file.";
/** An upload past the user's bytes a day (429; docs/security.md, "Imports"). */
export function dataImportDailyAllowance(allowanceBytes: number, retryAfterSeconds: number): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return `This upload would take you past ${formatImportBytes(allowanceBytes)} of uploads in 24 hours, the most one account may send. Please try again in ${hours === 1 ? "an hour" : `${hours} hours`}.`;
}
export const DEMO_IMPORTS_UNAVAILABLE =
  "The demo can't import files: its data stays in this browser. Create an account to import your WHOOP, Apple Health or Fitbit export.";

/** 4 GB, 25 MB: whole units of 1024. */
export function formatImportBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

// Settings › Import data
export const DATA_IMPORT_TITLE = "Import data";
export const DATA_IMPORT_HINT =
  "Bring your history from a WHOOP data export (the zip from Menu › Export WHOOP Data, or its CSV files), an Apple Health export (export.zip or export.xml), or a Fitbit export (the Google Takeout zip or zips, the fitbit.com archive, or its JSON and CSV files, several at once). Imported days are kept apart from your connected wearables and never added to them; importing the same file again changes nothing.";
export const DATA_IMPORT_CHOOSE = "Choose files";
export const DATA_IMPORT_NO_FILE_CHOSEN = "No file chosen";
/** Several files chosen: how many, their size, and that they become one import. */
export function dataImportChosenFiles(count: number, bytes: number): string {
  return `${count.toLocaleString("en-US")} files, ${formatImportBytes(bytes)}, imported together as one Fitbit export`;
}
export const DATA_IMPORT_SEVERAL_HINT =
  "Several files are imported together only as a Fitbit export: the zips of one Google Takeout, or its JSON and CSV files. A WHOOP or Apple Health export is one file.";
export const DATA_IMPORT_START = "Import";
export const DATA_IMPORT_FILE_LABEL = "Export file";
export const DATA_IMPORT_APPLE_PRIORITY_LABEL = "Apple Health: prefer readings from";
export const DATA_IMPORT_APPLE_PRIORITY_HINT =
  "For resting heart rate and HRV on a day several devices recorded; sleep from every device is merged.";
export const DATA_IMPORT_APPLE_PRIORITY_OPTIONS = {
  watch: "Apple Watch",
  iphone: "iPhone",
  other: "Other apps",
} as const;
export const DATA_IMPORT_UPLOADING = "Uploading";
export const DATA_IMPORT_QUEUED = "Waiting to start";
export const DATA_IMPORT_RUNNING = "Importing";
export const DATA_IMPORT_LEAVE_HINT =
  "You can leave this page: the import goes on, and its summary waits here.";
export const DATA_IMPORT_DONE = "Import finished";
export const DATA_IMPORT_FAILED = "Import failed";
export const DATA_IMPORT_UPLOAD_FAILED = "The upload failed. Please try again.";
export const DATA_IMPORT_ANOTHER = "Import another file";
export const DATA_IMPORT_PER_METRIC = "Days imported per metric";
export const DATA_IMPORT_SKIPPED_TITLE = "Skipped";
export const DATA_IMPORT_NOTHING_SKIPPED = "Nothing was skipped.";
export const DATA_IMPORT_RESCORING = "Updating your scores with the imported days";
export const DATA_IMPORT_EARLIER = "Earlier imports";
export const DATA_IMPORT_METRIC_LABELS = {
  recovery_score: "Recovery",
  resting_hr: "Resting heart rate",
  hrv: "HRV",
  sleep_duration_minutes: "Sleep duration",
  sleep_quality_score: "Sleep quality",
  day_strain: "Strain",
  workout_count: "Workouts",
  steps: "Steps",
  journal: "Journal answers",
} as const;
/** What an import left out, as a noun in the singular and plural, and why. */
export const DATA_IMPORT_SKIP_LABELS = {
  other_record_types: {
    one: "record",
    other: "records",
    detail: "of kinds Evenkeel does not read (steps, energy, heart rate samples …)",
  },
  naps: { one: "nap", other: "naps", detail: "(a nap never counts as the night's sleep)" },
  lower_priority_source: {
    one: "reading",
    other: "readings",
    detail: "from a lower-priority device on a day another device recorded",
  },
  in_bed_or_awake: {
    one: "in-bed or awake interval",
    other: "in-bed and awake intervals",
    detail: "(only time asleep counts)",
  },
  unscored: { one: "cycle", other: "cycles", detail: "WHOOP did not score" },
  other_files: { one: "other file", other: "other files", detail: "in the export" },
  other_columns: { one: "column", other: "columns", detail: "Evenkeel does not read" },
  missing_values: {
    one: "day",
    other: "days",
    detail: "written without a value (a resting heart rate of 0)",
  },
  duplicate_records: {
    one: "record",
    other: "records",
    detail: "found twice (a night at the edge of two files is counted once)",
  },
  duplicate_files: {
    one: "file",
    other: "files",
    detail: "repeating data already read from another folder or zip of the export",
  },
} as const;
/** The columns an import left out, named: "columns Evenkeel does not read: workouts.csv: Distance (meters)". */
export function dataImportIgnoredColumnsLine(names: readonly string[]): string {
  return `${names.length === 1 ? "1 column" : `${names.length.toLocaleString("en-US")} columns`} Evenkeel does not read: ${names.join("; ")}`;
}
export function dataImportSummary(kind: string, days: number, records: number): string {
  return `${kind}: ${countOf(days, "day")} from ${countOf(records, "record")}.`;
}
/** The same file again: every day was already here with the same values. */
export function dataImportUnchanged(kind: string, days: number): string {
  return `${kind}: the ${countOf(days, "day")} in this file ${days === 1 ? "was" : "were"} already here, with the same values.`;
}
/** Some of the file's days were new or different. */
export function dataImportChangedPart(changed: number, days: number): string {
  return changed < days ? ` ${changed.toLocaleString("en-US")} of them new or changed.` : "";
}
export const DATA_IMPORT_NOTHING_CHANGED = "Nothing changed";
/** An earlier import in the list: its days, and whether it changed any. */
export function dataImportEarlierLine(days: number, changed: number | null): string {
  return changed === 0 ? `${countOf(days, "day")}, nothing changed` : countOf(days, "day");
}
export function dataImportRange(first: string, last: string): string {
  return `From ${first} to ${last}`;
}
export function dataImportSkippedLine(count: number, reason: keyof typeof DATA_IMPORT_SKIP_LABELS): string {
  const label = DATA_IMPORT_SKIP_LABELS[reason];
  return `${countOf(count, label.one, label.other)} ${label.detail}`;
}
export function dataImportDaysLine(days: number): string {
  return countOf(days, "day");
}
