// One error type for every failure the product reports on purpose, one table from its code to
// the HTTP status (REST facade) and the tRPC code, and the `{ detail }` body clients read.
import { z } from "zod";
import { FIELD_REQUIRED } from "./messages.ts";

export const APP_ERROR_CODES = {
  BAD_REQUEST: { httpStatus: 400, trpcCode: "BAD_REQUEST" },
  UNAUTHORIZED: { httpStatus: 401, trpcCode: "UNAUTHORIZED" },
  FORBIDDEN: { httpStatus: 403, trpcCode: "FORBIDDEN" },
  NOT_FOUND: { httpStatus: 404, trpcCode: "NOT_FOUND" },
  CONFLICT: { httpStatus: 409, trpcCode: "CONFLICT" },
  PAYLOAD_TOO_LARGE: { httpStatus: 413, trpcCode: "PAYLOAD_TOO_LARGE" },
  UNPROCESSABLE_CONTENT: { httpStatus: 422, trpcCode: "UNPROCESSABLE_CONTENT" },
  TOO_MANY_REQUESTS: { httpStatus: 429, trpcCode: "TOO_MANY_REQUESTS" },
  INTERNAL_SERVER_ERROR: { httpStatus: 500, trpcCode: "INTERNAL_SERVER_ERROR" },
  NOT_IMPLEMENTED: { httpStatus: 501, trpcCode: "NOT_IMPLEMENTED" },
  SERVICE_UNAVAILABLE: { httpStatus: 503, trpcCode: "SERVICE_UNAVAILABLE" },
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;
export type TrpcErrorCode = (typeof APP_ERROR_CODES)[AppErrorCode]["trpcCode"];

export function httpStatusOf(code: AppErrorCode): number {
  return APP_ERROR_CODES[code].httpStatus;
}

export function trpcCodeOf(code: AppErrorCode): TrpcErrorCode {
  return APP_ERROR_CODES[code].trpcCode;
}

/** The AppErrorCode of an HTTP status, for clients reading a REST answer; unknown → 500's. */
export function appErrorCodeOfStatus(status: number): AppErrorCode {
  const entry = Object.entries(APP_ERROR_CODES).find(([, row]) => row.httpStatus === status);
  return (entry?.[0] as AppErrorCode | undefined) ?? "INTERNAL_SERVER_ERROR";
}

export interface AppErrorOptions {
  /** Sent as Retry-After with TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** A failure with a message meant for the user (`detail`), never a stack trace or SQL. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly detail: string;
  readonly retryAfterSeconds?: number;

  constructor(code: AppErrorCode, detail: string, options: AppErrorOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.detail = detail;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get httpStatus(): number {
    return httpStatusOf(this.code);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Every error answer of the REST facade. */
export const errorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

function describeIssue(issue: z.core.$ZodIssue): string {
  const missing = issue.code === "invalid_type" && /received undefined$/.test(issue.message);
  const message = missing ? FIELD_REQUIRED : issue.message;
  const path = issue.path.map(String).join(".");
  return path === "" ? message : `${path}: ${message}`;
}

/** One readable detail from a zod error, e.g. "rating: Rating must be a whole number from 1 to 10". */
export function formatZodError(error: z.ZodError): string {
  const details = [...new Set(error.issues.map(describeIssue))];
  return details.length === 0 ? "Invalid input" : details.join("; ");
}
