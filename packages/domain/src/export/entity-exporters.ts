// The export's table of entities (docs/exports.md): each entity's CSV file and columns, read
// from the store page by page. Adding a column is one line here; adding an entity is one row
// (plus its rows in ExportRows and the stores' archive.page).
import type { ExportEntity, ExportRows, ScoreFactor } from "@evenkeel/contracts";
import { SCORE_FACTORS } from "@evenkeel/contracts";
import type { CsvValue } from "./csv.ts";

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export interface EntityExporter<E extends ExportEntity = ExportEntity> {
  entity: E;
  /** The CSV file inside the zip. */
  file: string;
  columns: readonly ExportColumn<ExportRows[E]>[];
}

/** A column holding the row's field of the same name. */
function field<Row, K extends keyof Row & string>(key: K): ExportColumn<Row> {
  return { header: key, value: (row) => row[key] as CsvValue };
}

/** A column computed from the row. */
function computed<Row>(header: string, value: (row: Row) => CsvValue): ExportColumn<Row> {
  return { header, value };
}

/** Nested values (structured insight data) as their JSON text in one cell. */
function asJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

type Metric = ExportRows["health_metrics"];
type Mood = ExportRows["moods"];
type Score = ExportRows["burnout_scores"];
type Insight = ExportRows["insights"];
type ImportRun = ExportRows["imports"];
type JournalAnswer = ExportRows["journal_answers"];
type Alert = ExportRows["alerts"];

const RISK_FACTOR_KEYS = ["recovery", "hrv", "sleep_quality", "strain"] as const;

/** A day's values with the source they are labelled with and its HRV measure. */
const DAY_COLUMNS: readonly ExportColumn<Metric>[] = [
  field<Metric, "date">("date"),
  field<Metric, "source">("source"),
  field<Metric, "recovery_score">("recovery_score"),
  field<Metric, "resting_hr">("resting_hr"),
  field<Metric, "hrv">("hrv"),
  field<Metric, "hrv_measure">("hrv_measure"),
  field<Metric, "sleep_duration_minutes">("sleep_duration_minutes"),
  field<Metric, "sleep_quality_score">("sleep_quality_score"),
  field<Metric, "day_strain">("day_strain"),
  field<Metric, "workout_count">("workout_count"),
  field<Metric, "steps">("steps"),
  field<Metric, "stress_high_minutes">("stress_high_minutes"),
  field<Metric, "recovery_high_minutes">("recovery_high_minutes"),
  field<Metric, "stress_day_summary">("stress_day_summary"),
  field<Metric, "created_at">("created_at"),
  field<Metric, "updated_at">("updated_at"),
];

export const ENTITY_EXPORTERS: readonly EntityExporter[] = [
  {
    // The day the screens and the score read, resolved from the sources (docs/wearables.md):
    // `source` names the source of its recovery score, each other value may be another's.
    entity: "health_metrics",
    file: "daily-metrics.csv",
    columns: DAY_COLUMNS,
  } satisfies EntityExporter<"health_metrics">,
  {
    // Each source's own record of a day, labelled with that source and its HRV measure.
    entity: "source_metrics",
    file: "source-daily-metrics.csv",
    columns: DAY_COLUMNS,
  } satisfies EntityExporter<"source_metrics">,
  {
    entity: "moods",
    file: "moods.csv",
    columns: [
      field<Mood, "date">("date"),
      field<Mood, "rating">("rating"),
      field<Mood, "notes">("notes"),
      computed<Mood>("tags", (mood) => mood.tags?.join(";")),
      field<Mood, "created_at">("created_at"),
      field<Mood, "updated_at">("updated_at"),
    ],
  } satisfies EntityExporter<"moods">,
  {
    entity: "burnout_scores",
    file: "burnout-scores.csv",
    columns: [
      field<Score, "date">("date"),
      field<Score, "overall_risk_score">("overall_risk_score"),
      field<Score, "risk_level">("risk_level"),
      field<Score, "confidence_score">("confidence_score"),
      field<Score, "data_points_used">("data_points_used"),
      field<Score, "calibrating">("calibrating"),
      field<Score, "algorithm_version">("algorithm_version"),
      field<Score, "mood_risk">("mood_risk"),
      ...RISK_FACTOR_KEYS.map((key) => computed<Score>(`factor_${key}`, (score) => score.risk_factors[key])),
      ...SCORE_FACTORS.map((factor: ScoreFactor) =>
        computed<Score>(`contribution_${factor}`, (score) => score.contributions?.[factor]),
      ),
      field<Score, "calculated_at">("calculated_at"),
    ],
  } satisfies EntityExporter<"burnout_scores">,
  {
    entity: "insights",
    file: "insights.csv",
    columns: [
      field<Insight, "id">("id"),
      field<Insight, "insight_type">("insight_type"),
      field<Insight, "title">("title"),
      field<Insight, "content">("content"),
      computed<Insight>("recommendations", (insight) => asJson(insight.recommendations.items)),
      computed<Insight>("structured_data", (insight) => asJson(insight.structured_data)),
      field<Insight, "date_range_start">("date_range_start"),
      field<Insight, "date_range_end">("date_range_end"),
      field<Insight, "helpful">("helpful"),
      field<Insight, "feedback">("feedback"),
      field<Insight, "created_at">("created_at"),
    ],
  } satisfies EntityExporter<"insights">,
  {
    // File imports and their summaries.
    entity: "imports",
    file: "imports.csv",
    columns: [
      computed<ImportRun>("started_at", (run) => run.started_at),
      computed<ImportRun>("kind", (run) => run.kind),
      computed<ImportRun>("file_name", (run) => run.file_name),
      computed<ImportRun>("status", (run) => run.status),
      computed<ImportRun>("days_imported", (run) => run.days_imported),
      computed<ImportRun>("records_imported", (run) => run.records_imported),
      computed<ImportRun>("first_date", (run) => run.first_date),
      computed<ImportRun>("last_date", (run) => run.last_date),
      computed<ImportRun>("message", (run) => run.message),
      computed<ImportRun>("finished_at", (run) => run.finished_at),
      computed<ImportRun>("progress", (run) => run.progress),
      computed<ImportRun>("file_bytes", (run) => run.file_bytes),
      computed<ImportRun>("days_per_metric", (run) => asJson(run.days_per_metric)),
      computed<ImportRun>("skipped", (run) => asJson(run.skipped)),
    ],
  } satisfies EntityExporter<"imports">,
  {
    // The WHOOP journal's answers an import kept.
    entity: "journal_answers",
    file: "journal-answers.csv",
    columns: [
      field<JournalAnswer, "date">("date"),
      field<JournalAnswer, "source">("source"),
      field<JournalAnswer, "question">("question"),
      field<JournalAnswer, "answered_yes">("answered_yes"),
      field<JournalAnswer, "notes">("notes"),
    ],
  } satisfies EntityExporter<"journal_answers">,
  {
    // Early-warning alerts (docs/notifications.md); insight_id names an insight of insights.csv.
    entity: "alerts",
    file: "alerts.csv",
    columns: [
      field<Alert, "date">("date"),
      field<Alert, "level">("level"),
      field<Alert, "status">("status"),
      field<Alert, "insight_id">("insight_id"),
      field<Alert, "created_at">("created_at"),
      field<Alert, "read_at">("read_at"),
    ],
  } satisfies EntityExporter<"alerts">,
] as readonly EntityExporter[];
