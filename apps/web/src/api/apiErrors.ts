// Reading failures the way docs/screens.md shows them: the server's `detail` when it sent one,
// otherwise the screen's fallback. The tRPC errorFormatter puts `detail` in `data`; the
// REST upload answers `{ detail }` and is turned into an ApiRequestError.
import { TRPCClientError } from "@trpc/client";

/** A failed REST call (the picture upload) with the server's detail, if any. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly detail: string | null;

  constructor(status: number, detail: string | null) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = "ApiRequestError";
    this.status = status;
    this.detail = detail;
  }
}

function dataOf(error: unknown): { detail?: unknown; httpStatus?: unknown; code?: unknown } | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null ? data : null;
}

/** The HTTP status of a failed call, when the server answered at all. */
export function errorStatus(error: unknown): number | null {
  if (error instanceof ApiRequestError) return error.status;
  const status = dataOf(error)?.httpStatus;
  return typeof status === "number" ? status : null;
}

/** "detail or fallback": the server's words when it gave some, else the fallback. */
export function errorDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.detail?.trim() || fallback;
  const data = dataOf(error);
  if (typeof data?.detail === "string" && data.detail.trim() !== "") return data.detail;
  // Nothing else is shown (server error texts beyond the detail field are not shown,
  // docs/screens.md): not tRPC's own "Internal server error", a proxy's page, or the browser's
  // "Failed to fetch" when the server was never reached.
  return fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return errorStatus(error) === 401 || dataOf(error)?.code === "UNAUTHORIZED";
}

export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404 || dataOf(error)?.code === "NOT_FOUND";
}

/** 4xx answers are decisions, not accidents: asking again gives the same answer. */
export function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== null && status >= 400 && status < 500;
}

/** The `{ detail }` of a failed REST answer, or null when it sent none (a proxy's error page). */
export async function readErrorDetail(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && "detail" in body && typeof body.detail === "string")
      return body.detail;
  } catch {
    // Not JSON: no detail to show.
  }
  return null;
}
