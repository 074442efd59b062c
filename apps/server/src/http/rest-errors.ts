// What the REST facade makes of a failed procedure call: the AppError the JSON error handler
// answers as { detail } with its HTTP status (and Retry-After). Unexpected failures pass on
// as they are, to be logged once and answered with a generic 500.
import { APP_ERROR_CODES, AppError, type AppErrorCode, appErrorCodeOfStatus } from "@evenkeel/contracts";
import { detailOf } from "@evenkeel/domain/router";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

export function restErrorOf(error: unknown): unknown {
  if (!(error instanceof TRPCError)) return error;
  const cause = error.cause;
  if (error.code === "INTERNAL_SERVER_ERROR") {
    return cause instanceof AppError || cause instanceof Error ? cause : error;
  }
  const code = Object.hasOwn(APP_ERROR_CODES, error.code)
    ? (error.code as AppErrorCode)
    : codeOfStatus(getHTTPStatusCodeFromError(error));
  const retryAfterSeconds = cause instanceof AppError ? cause.retryAfterSeconds : undefined;
  return new AppError(code, detailOf(error), {
    cause: error,
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
  });
}

/** tRPC codes without a row of their own (412, 405, …) still answer as a client error. */
function codeOfStatus(status: number): AppErrorCode {
  const code = appErrorCodeOfStatus(status);
  return code === "INTERNAL_SERVER_ERROR" && status < 500 ? "BAD_REQUEST" : code;
}
