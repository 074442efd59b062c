// The server's own tables: jobs, rate limits, webhook deliveries, upload files.

import type { Selectable } from "kysely";
import type { JsonText, Timestamp } from "./columns.ts";

export type JobStatus = "queued" | "running" | "failed";

/** Background work (src/jobs/job-runner.ts); (kind, key) unique. */
export interface JobsTable {
  id: string;
  kind: string;
  key: string;
  payload: JsonText;
  status: JobStatus;
  run_at: Timestamp;
  attempts: number;
  max_attempts: number;
  lease_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type JobRow = Selectable<JobsTable>;

/** A counted throttle hit, shared by every process (PostgreSQL). */
export interface RateLimitHitsTable {
  bucket: string;
  key: string;
  hit_at: Timestamp;
}

/** A provider's webhook delivery already acted on, by its signature (replay memory). */
export interface WebhookDeliveriesTable {
  provider: string;
  signature: string;
  received_at: Timestamp;
}

/** A stored picture's bytes (PostgreSQL). */
export interface UploadFilesTable {
  file_name: string;
  bytes: Buffer;
  created_at: Timestamp;
}
