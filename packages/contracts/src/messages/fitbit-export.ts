// Texts of the Fitbit data export import (docs/wearables.md "Fitbit data export").

/** A JSON file that is no array of records, or breaks off. */
export function dataImportJsonMalformed(file: string, reason: string): string {
  return `${file} is not readable JSON (${reason}). Nothing was imported.`;
}
/** One record of a JSON file past the size any real one has. */
export function dataImportJsonRecordTooLong(file: string, record: number, limitBytes: number): string {
  return `${file}: record ${record.toLocaleString("en-US")} is longer than ${Math.round(limitBytes / 1024).toLocaleString("en-US")} KB, more than any Fitbit record. Nothing was imported.`;
}
export function dataImportJsonTooDeep(file: string, depth: number): string {
  return `${file} nests more than ${depth} levels deep, more than any Fitbit file. Nothing was imported.`;
}
export function dataImportJsonTooMany(file: string, limit: number): string {
  return `${file} holds more than ${limit.toLocaleString("en-US")} records, more than any Fitbit file. Nothing was imported.`;
}
/** A value of a Fitbit file that is not what the file's kind holds there. */
export function dataImportFitbitBadRecord(file: string, record: number, what: string): string {
  return `${file}: record ${record.toLocaleString("en-US")} has no readable ${what}. Nothing was imported.`;
}
/** A Fitbit archive with none of the files Evenkeel reads. */
export function dataImportFitbitNothing(file: string): string {
  return `${file} holds no days Evenkeel can import: it reads resting_heart_rate-*.json, sleep-*.json, sleep_score.csv, the Daily Heart Rate Variability Summary, the Daily Readiness Score and exercise-*.json.`;
}
/** The most files of one kind an upload may hold. */
export function dataImportFitbitTooManyFiles(file: string, limit: number): string {
  return `${file} holds more than ${limit.toLocaleString("en-US")} Fitbit files Evenkeel reads, more than years of exports: refused.`;
}
export function dataImportFitbitMissingColumns(file: string, missing: readonly string[]): string {
  const names = missing.map((name) => `"${name}"`).join(", ");
  return `${file} looks like a Fitbit export file but has no ${names} ${missing.length === 1 ? "column" : "columns"}, which Evenkeel needs. Nothing was imported.`;
}
