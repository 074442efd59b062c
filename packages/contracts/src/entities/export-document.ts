// An Evenkeel export (docs/exports.md): every entity of one account as plain rows,
// without ids that only mean something on the instance that made them. The same document is
// evenkeel-export.json inside the zip, the JSON download, and what an import reads back.
import { z } from "zod";
import { isoDateSchema, timestampSchema } from "../primitives.ts";
import { WEARABLE_PROVIDER_IDS } from "../product.ts";
import { burnoutScoreSchema } from "./burnout-score.ts";
import { dataImportSchema } from "./data-import.ts";
import { healthMetricSchema, hrvMeasureSchema, metricSourceSchema } from "./health-metric.ts";
import {
  burnoutAlertInsightSchema,
  trendAnalysisInsightSchema,
  weeklySummaryInsightSchema,
} from "./insight.ts";
import { metricSourceKeySchema } from "./metric-sources.ts";
import { moodSchema, moodTagSchema } from "./mood.ts";
import { alertSchema } from "./outreach.ts";

/** The `format` of every export; a file without it is not an Evenkeel export. */
export const EXPORT_FORMAT = "evenkeel-export";
/** Raised when a field changes meaning or is removed; new optional fields keep the version. */
export const EXPORT_SCHEMA_VERSION = 1;
/** Days written before per-source metrics came from the first provider. */
export const DEFAULT_METRIC_SOURCE: string = WEARABLE_PROVIDER_IDS[0];

const withoutOwner = { id: true, user_id: true } as const;

export const exportHealthMetricSchema = healthMetricSchema.omit(withoutOwner).extend({
  source: z.string().min(1).max(40).default(DEFAULT_METRIC_SOURCE),
  /** The HRV measure per source; optional in files written before it existed. */
  hrv_measure: hrvMeasureSchema.nullable().optional(),
});
export type ExportHealthMetric = z.infer<typeof exportHealthMetricSchema>;

/**
 * One source's own record of a day (docs/wearables.md "Sources"), labelled with that source and
 * its HRV measure: `health_metrics` is the day the screens show, resolved from these; an
 * import restores these (and resolves the days again), so every source comes back. Absent from
 * files written before them, which restore the resolved days as their sources'.
 */
export const exportSourceMetricSchema = exportHealthMetricSchema;

export const exportMoodSchema = moodSchema.omit(withoutOwner).extend({
  /** Context tags; absent in files written before tags existed. */
  tags: z.array(moodTagSchema).max(20).optional(),
});
export type ExportMood = z.infer<typeof exportMoodSchema>;

export const exportBurnoutScoreSchema = burnoutScoreSchema.omit(withoutOwner);
export type ExportBurnoutScore = z.infer<typeof exportBurnoutScoreSchema>;

/** An insight keeps its id: it names the insight in the file and makes re-imports idempotent. */
export const exportInsightSchema = z.discriminatedUnion("insight_type", [
  weeklySummaryInsightSchema.omit({ user_id: true }),
  burnoutAlertInsightSchema.omit({ user_id: true }),
  trendAnalysisInsightSchema.omit({ user_id: true }),
]);
export type ExportInsight = z.infer<typeof exportInsightSchema>;

/**
 * File imports (a WHOOP or Apple Health export) and their summaries: a record of
 * what came in and when, restored as history (finished runs only; the days themselves are in
 * source_metrics). Loose, so files written before the fields existed still read.
 */
export const exportImportRunSchema = z.looseObject({
  started_at: timestampSchema.optional(),
  kind: z.string().max(32).optional(),
  file_name: z.string().max(255).optional(),
  status: z.string().max(16).optional(),
  days_imported: z.number().int().min(0).optional(),
  records_imported: z.number().int().min(0).optional(),
  first_date: isoDateSchema.nullable().optional(),
  last_date: isoDateSchema.nullable().optional(),
  message: z.string().max(1000).nullable().optional(),
  finished_at: timestampSchema.nullable().optional(),
  progress: z.number().min(0).max(1).optional(),
  file_bytes: z.number().int().min(0).optional(),
  days_per_metric: dataImportSchema.shape.days_per_metric.optional(),
  skipped: dataImportSchema.shape.skipped.optional(),
});
export type ExportImportRun = z.infer<typeof exportImportRunSchema>;

/** A WHOOP journal answer kept by an import: the user's own context notes. */
export const exportJournalAnswerSchema = z.object({
  date: isoDateSchema,
  source: metricSourceSchema,
  question: z.string().max(500),
  answered_yes: z.boolean().nullable(),
  notes: z.string().max(2000).nullable(),
});
export type ExportJournalAnswer = z.infer<typeof exportJournalAnswerSchema>;

/**
 * An early-warning alert (docs/notifications.md): the day, its level, whether it was sent or
 * held, the id of its insight in this file, and when it was made and read.
 */
export const exportAlertSchema = alertSchema.omit({ id: true });
export type ExportAlert = z.infer<typeof exportAlertSchema>;

/** The source the user chose for a metric (docs/decisions/031); absent before it. */
export const exportMetricSourceSchema = z.object({
  metric: metricSourceKeySchema,
  source: metricSourceSchema,
});
export type ExportMetricSource = z.infer<typeof exportMetricSourceSchema>;

/** Notification preferences; kept as given until that entity exists here. */
export const exportPreferencesSchema = z.record(z.string(), z.unknown());

export const exportAccountSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  time_zone: z.string().nullable(),
});

export const exportDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  schema_version: z.number().int().min(1),
  exported_at: timestampSchema,
  account: exportAccountSchema,
  health_metrics: z.array(exportHealthMetricSchema),
  source_metrics: z.array(exportSourceMetricSchema).default([]),
  moods: z.array(exportMoodSchema),
  burnout_scores: z.array(exportBurnoutScoreSchema),
  insights: z.array(exportInsightSchema),
  imports: z.array(exportImportRunSchema).default([]),
  journal_answers: z.array(exportJournalAnswerSchema).default([]),
  alerts: z.array(exportAlertSchema).default([]),
  metric_sources: z.array(exportMetricSourceSchema).max(50).default([]),
  preferences: exportPreferencesSchema.nullable().default(null),
});
export type ExportDocument = z.infer<typeof exportDocumentSchema>;

/** The rows of an export by entity: what a store pages out and restores. */
export interface ExportRows {
  health_metrics: ExportHealthMetric;
  source_metrics: ExportHealthMetric;
  moods: ExportMood;
  burnout_scores: ExportBurnoutScore;
  insights: ExportInsight;
  imports: ExportImportRun;
  journal_answers: ExportJournalAnswer;
  alerts: ExportAlert;
}
export type ExportEntity = keyof ExportRows;

/** How many rows of each entity an import wrote. */
export const importResultSchema = z.object({
  message: z.string(),
  counts: z.object({
    health_metrics: z.number().int().min(0),
    moods: z.number().int().min(0),
    burnout_scores: z.number().int().min(0),
    insights: z.number().int().min(0),
  }),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** "This range as CSV": the dates on screen. */
export const exportRangeSchema = z.object({ start_date: isoDateSchema, end_date: isoDateSchema });
export type ExportRange = z.infer<typeof exportRangeSchema>;
