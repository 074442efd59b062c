// The API's file endpoints (docs/exports.md): downloads and an upload that are not
// tRPC calls (streamed bodies, binary files), described once here for the server's query
// checks and the OpenAPI document.
import { z } from "zod";
import { reportWeeksSchema } from "./calls/reports.ts";
import { DEFAULT_REPORT_WEEKS } from "./constants.ts";
import { dataImportStartedSchema } from "./entities/data-import.ts";
import { importResultSchema } from "./entities/export-document.ts";
import { isoDateSchema } from "./primitives.ts";
import { reportPaperSchema } from "./report-paper.ts";

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
  /** Default 200. */
  successStatus?: number;
  /** The fields of a multipart/form-data body: a file, or a short text. */
  formFields?: readonly { name: string; type: "file" | "text"; required: boolean; description: string }[];
  /** Error answers beyond 400 and 401, by status. */
  errors?: Readonly<Record<string, string>>;
}

export const exportQuerySchema = z.object({
  format: z.enum(["zip", "json", "csv"]).default("zip"),
  /** With format=csv: the range, YYYY-MM-DD. */
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
});

export const reportQuerySchema = z.object({
  weeks: reportWeeksSchema.default(DEFAULT_REPORT_WEEKS),
  /** Letter or A4; without it, the paper of the request's Accept-Language (report-paper.ts). */
  paper: reportPaperSchema.optional(),
});

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
  {
    id: "imports.start",
    method: "POST",
    path: "/imports",
    summary:
      "Upload a WHOOP data export (zip or its CSV files) or an Apple Health export (export.zip or export.xml); it is imported in the background (GET /imports/{id})",
    query: z.object({}),
    consumes: ["multipart/form-data"],
    formFields: [
      { name: "file", type: "file", required: true, description: "The export file" },
      {
        name: "apple_source_priority",
        type: "text",
        required: false,
        description:
          "Apple Health: whose reading a one-a-day metric takes when several devices recorded it, first of watch, iphone, other (default watch)",
      },
    ],
    produces: ["application/json"],
    answer: dataImportStartedSchema,
    successStatus: 202,
    errors: {
      "409": "One of the user's imports is still waiting or running",
      "413": "The file is larger than the server's IMPORT_MAX_BYTES",
      "429":
        "The upload would pass the account's IMPORT_USER_BYTES_PER_DAY (Retry-After says when there is room)",
    },
  },
] as const satisfies readonly FileEndpoint[];
