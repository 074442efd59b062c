// A file import (docs/wearables.md "Imports"): a WHOOP data export, an Apple Health export or a
// Fitbit data export, uploaded once and imported in the background. Each imported day is stored under the
// import's own source name, beside the providers' days, never summed with them.
import { z } from "zod";
import { idSchema, isoDateSchema, timestampSchema } from "../primitives.ts";
import { DAILY_METRIC_KEYS } from "./metric-sources.ts";

/**
 * The import formats (the server's registry, imports/formats.ts, has one folder each), which are
 * also the source names their days are stored under. The database keeps no list of its own: a
 * new format is one more name here and one more folder there (docs/decisions/032-file-imports.md).
 */
export const DATA_IMPORT_KINDS = ["whoop_export", "apple_health", "fitbit_export"] as const;
export const dataImportKindSchema = z.enum(DATA_IMPORT_KINDS);
export type DataImportKind = z.infer<typeof dataImportKindSchema>;

/**
 * The most files one upload may carry, all imported as one (docs/security.md, "Limits on imported
 * files"): the zips of a split Google Takeout, or the JSON and CSV files of a Fitbit export that
 * Evenkeel reads (about 450 over ten years). The web app refuses more before uploading.
 */
export const DATA_IMPORT_MAX_FILES = 1_000;

export const DATA_IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export const dataImportStatusSchema = z.enum(DATA_IMPORT_STATUSES);
export type DataImportStatus = z.infer<typeof dataImportStatusSchema>;

/** Metrics an import may fill; `journal` counts the WHOOP journal's answered days. */
export const DATA_IMPORT_METRICS = [...DAILY_METRIC_KEYS, "journal"] as const;
export const dataImportMetricSchema = z.enum(DATA_IMPORT_METRICS);
export type DataImportMetric = z.infer<typeof dataImportMetricSchema>;

/** Why something in the file was left out, and how often. */
export const DATA_IMPORT_SKIP_REASONS = [
  "other_record_types",
  "naps",
  "lower_priority_source",
  "in_bed_or_awake",
  "unscored",
  "other_files",
  "other_columns",
  "missing_values",
  "duplicate_records",
  "duplicate_files",
] as const;
export const dataImportSkipReasonSchema = z.enum(DATA_IMPORT_SKIP_REASONS);
export type DataImportSkipReason = z.infer<typeof dataImportSkipReasonSchema>;

/**
 * Which device's reading a one-value-a-day metric (resting HR, HRV) of an Apple Health export
 * is taken from when several recorded the day: the Apple Watch over the iPhone over other apps
 * by default.
 */
export const APPLE_SOURCE_PRIORITIES = ["watch", "iphone", "other"] as const;
export const appleSourcePrioritySchema = z.enum(APPLE_SOURCE_PRIORITIES);
export type AppleSourcePriority = z.infer<typeof appleSourcePrioritySchema>;

export const dataImportSkipSchema = z.object({
  reason: dataImportSkipReasonSchema,
  count: z.number().int().min(0),
  names: z.array(z.string().max(300)).max(200).optional(),
});
export type DataImportSkip = z.infer<typeof dataImportSkipSchema>;

export const dataImportSchema = z.object({
  id: idSchema,
  kind: dataImportKindSchema,
  status: dataImportStatusSchema,
  /** Share of the file's bytes parsed, 0–1. */
  progress: z.number().min(0).max(1),
  file_name: z.string().max(255),
  file_bytes: z.number().int().min(0),
  /** Days written under the import's source (0 until it is done). */
  days_imported: z.number().int().min(0),
  /**
   * Of those, days whose stored values the import inserted or changed: 0 when the same file
   * was imported before. Null until done, and for imports finished before it was counted.
   */
  days_changed: z.number().int().min(0).nullable(),
  /** Records (rows, readings, intervals) that became part of a day. */
  records_imported: z.number().int().min(0),
  first_date: isoDateSchema.nullable(),
  last_date: isoDateSchema.nullable(),
  /** Days with a value, per metric. */
  days_per_metric: z.partialRecord(dataImportMetricSchema, z.number().int().min(0)),
  /** What was left out, and why; columns left out are named ("workouts.csv: Distance (meters)"). */
  skipped: z.array(dataImportSkipSchema),
  /** Why the import failed (naming the file and line where that helps); null otherwise. */
  message: z.string().max(1000).nullable(),
  created_at: timestampSchema,
  finished_at: timestampSchema.nullable(),
});
export type DataImport = z.infer<typeof dataImportSchema>;

/** The answer to POST /api/imports: the import is queued and runs in the background. */
export const dataImportStartedSchema = z.object({ id: idSchema, status: dataImportStatusSchema });
export type DataImportStarted = z.infer<typeof dataImportStartedSchema>;
