// The API's file endpoints (issue 19, docs/exports.md): downloads and an upload that are not
// tRPC calls (streamed bodies, binary files), described once here for the server's query
// checks and the OpenAPI document.
import { z } from "zod";
import { reportWeeksSchema } from "./calls/reports.ts";
import { DEFAULT_REPORT_WEEKS } from "./constants.ts";
import { importResultSchema } from "./entities/export-document.ts";
import { isoDateSchema } from "./primitives.ts";

export interface FileEndpoint {
  id: string;
  method: "GET" | "POST";
  /** Under the API host (/api). */
  path: string;
  summary: string;
  query: z.ZodObject;
  /** Media types of a successful answer. */
  produces: readonly string[];
  /** Media types of the request body (uploads only). */
  consumes?: readonly string[];
  /** The JSON answer's schema, when it is JSON. */
  answer?: z.ZodType;
}

export const exportQuerySchema = z.object({
  format: z.enum(["zip", "json", "csv"]).default("zip"),
  /** With format=csv: the range, YYYY-MM-DD. */
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
});

export const reportQuerySchema = z.object({ weeks: reportWeeksSchema.default(DEFAULT_REPORT_WEEKS) });

export const FILE_ENDPOINTS = [
  {
    id: "files.export",
    method: "GET",
    path: "/export",
    summary:
      "The account's data, streamed: zip (a CSV per entity and evenkeel-export.json), JSON, or csv for start_date..end_date",
    query: exportQuerySchema,
    produces: ["application/zip", "application/json", "text/csv"],
  },
  {
    id: "files.report",
    method: "GET",
    path: "/report",
    summary: "The clinician report of the last 4, 8 or 12 weeks as a PDF",
    query: reportQuerySchema,
    produces: ["application/pdf"],
  },
  {
    id: "files.import",
    method: "POST",
    path: "/import",
    summary: "Restore an Evenkeel export (the zip or JSON as the body, at most 25 MB); idempotent",
    query: z.object({}),
    consumes: ["application/zip", "application/json"],
    produces: ["application/json"],
    answer: importResultSchema,
  },
] as const satisfies readonly FileEndpoint[];
