// The last word on failures: every error leaves as JSON { detail } with a fitting status,
// never a stack trace or SQL (docs/security.md #16). AppErrors keep their detail and status; 5xx
// are logged once, on the request's own log line.
import { INTERNAL_ERROR, isAppError, RESOURCE_NOT_FOUND } from "@evenkeel/contracts";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { attachErrorToRequestLog } from "./request-logging.ts";

export const BODY_NOT_JSON = "Request body must be valid JSON";
export const BODY_TOO_LARGE = "Request body is too large";
export const BAD_REQUEST = "Bad request";
export const BODY_CHARSET_UNSUPPORTED = "Send the body as UTF-8";
export const BODY_ENCODING_UNSUPPORTED = "Send the body uncompressed, or compressed with gzip or deflate";

// No error answer may be cached, wherever it comes from (docs/security.md #14).
export const answerNotFound: RequestHandler = (_req, res) => {
  res.set("Cache-Control", "no-store");
  res.status(404).json({ detail: RESOURCE_NOT_FOUND });
};

export const answerError: ErrorRequestHandler = (error, _req, res, _next) => {
  if (!res.headersSent) res.set("Cache-Control", "no-store");
  if (isAppError(error) && !res.headersSent) {
    // A failure reported on purpose: its detail is written for the user.
    if (error.httpStatus >= 500) attachErrorToRequestLog(res, error);
    if (error.retryAfterSeconds !== undefined) res.set("Retry-After", String(error.retryAfterSeconds));
    res.status(error.httpStatus).json({ detail: error.detail });
    return;
  }
  const clientError = res.headersSent ? null : describeClientError(error);
  if (clientError) {
    res.status(clientError.status).json({ detail: clientError.detail });
    return;
  }
  attachErrorToRequestLog(res, error);
  if (res.headersSent) {
    // Too late for a clean answer: cut the connection so the client sees a failure.
    res.destroy();
    return;
  }
  res.status(500).json({ detail: INTERNAL_ERROR });
};

/** Errors the client caused (raised by body parsers and other http-errors users), else null. */
function describeClientError(error: unknown): { status: number; detail: string } | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, type } = error as { status?: unknown; type?: unknown };
  if (typeof status !== "number" || status < 400 || status >= 500) return null;
  if (type === "entity.parse.failed") return { status, detail: BODY_NOT_JSON };
  if (type === "entity.too.large") return { status, detail: BODY_TOO_LARGE };
  if (type === "charset.unsupported") return { status, detail: BODY_CHARSET_UNSUPPORTED };
  if (type === "encoding.unsupported") return { status, detail: BODY_ENCODING_UNSUPPORTED };
  if (status === 404) return { status, detail: RESOURCE_NOT_FOUND };
  // Other http-errors texts come from libraries, not from us: keep them out of the answer.
  return { status, detail: BAD_REQUEST };
}
