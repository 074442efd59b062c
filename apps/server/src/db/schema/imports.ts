// File imports and the journal answers they bring.

import type { DataImportKind } from "@evenkeel/contracts";
import type { Generated, Selectable } from "kysely";
import type { CalendarDate, Flag, JsonText, Timestamp } from "./columns.ts";

/** A file import (one of the formats of imports/formats.ts), its progress and its summary. */
export interface DataImportsTable {
  id: string;
  user_id: string;
  kind: DataImportKind;
  status: "queued" | "running" | "done" | "failed";
  progress: Generated<number>;
  file_name: string;
  file_bytes: number;
  /** Under DATA_DIR/imports while queued or running; null afterwards. */
  stored_file: string | null;
  /** Apple Health: "watch,iphone,other" in the user's order. */
  source_priority: string | null;
  days_imported: Generated<number>;
  /** Days the import inserted or changed; null for imports finished before it was counted. */
  days_changed: number | null;
  records_imported: Generated<number>;
  first_date: CalendarDate | null;
  last_date: CalendarDate | null;
  /** { metric: days } */
  days_per_metric: Generated<JsonText>;
  /** [{ reason, count }] */
  skipped: Generated<JsonText>;
  message: string | null;
  /** Times a process died while running it; the second ends it as failed (docs/security.md). */
  interruptions: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}
export type DataImportRow = Selectable<DataImportsTable>;

/** A WHOOP journal answer, kept for the score. */
export interface JournalAnswersTable {
  user_id: string;
  source: string;
  date: CalendarDate;
  question: string;
  answered_yes: Flag | null;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
