// Insights and the language-model narrator choice.

import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { CalendarDate, Flag, JsonText, Timestamp } from "./columns.ts";

export interface InsightsTable {
  id: string;
  user_id: string;
  insight_type: "weekly_summary" | "burnout_alert" | "trend_analysis";
  title: string;
  content: string;
  recommendations: JsonText;
  structured_data: JsonText;
  date_range_start: CalendarDate | null;
  date_range_end: CalendarDate | null;
  helpful: Flag | null;
  feedback: string | null;
  created_at: Timestamp;
  written_by: Generated<"deterministic" | "language_model">;
  /** NarrationRecord JSON when the language model was asked; null otherwise. */
  narration: JsonText | null;
}
export type InsightRow = Selectable<InsightsTable>;
export type NewInsightRow = Insertable<InsightsTable>;
export type InsightUpdate = Updateable<InsightsTable>;

/** One user's language-model narrator choice (docs/decisions/027-language-model-narrator.md). */
export interface NarratorSettingsTable {
  user_id: string;
  enabled: Flag;
  allow_notes: Flag;
  updated_at: Timestamp;
}
export type NarratorSettingsRow = Selectable<NarratorSettingsTable>;
