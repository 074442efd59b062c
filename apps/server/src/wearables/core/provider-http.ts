// Every request Evenkeel sends to a wearable provider: takes its share of that provider's
// budget, honours a 429 (Retry-After, else X-RateLimit-Reset) for every user at once, and
// retries 5xx and network failures with capped, jittered exponential backoff. Other answers go
// back to the caller. One sender per provider (core/integration.ts builds them).
import type { RequestBudget } from "./request-budget.ts";

const REQUEST_TIMEOUT_MS = 20_000;
const MAX_TRANSIENT_RETRIES = 3;
const MAX_RATE_LIMIT_RETRIES = 5;
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 8_000;
/** A 429 asking for a longer wait fails the sync instead of holding a request open. */
const MAX_RATE_LIMIT_WAIT_MS = 120_000;
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;

/** The provider stayed unreachable or kept failing (5xx, network, rate limit beyond our patience). */
export class ProviderUnavailableError extends Error {
  override name = "ProviderUnavailableError";
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface ProviderRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  headers?: Record<string, string>;
  /** Form body (token endpoint). */
  form?: URLSearchParams;
  /** JSON body (webhook subscriptions). */
  json?: unknown;
}

export interface ProviderResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON, or null when empty. */
  body: unknown;
}

export interface ProviderHttpDeps {
  /** "WHOOP", "Oura": named in the errors. */
  displayName: string;
  budget: RequestBudget;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1; injectable so backoff is testable. */
  random: () => number;
}

export type ProviderSend = (request: ProviderRequest) => Promise<ProviderResponse>;

export function createProviderSend(deps: ProviderHttpDeps): ProviderSend {
  return async (request) => {
    let transientFailures = 0;
    let rateLimited = 0;
    for (;;) {
      await deps.budget.acquire();
      let response: ProviderResponse;
      try {
        response = await sendOnce(request);
      } catch (error) {
        if (++transientFailures > MAX_TRANSIENT_RETRIES) {
          throw new ProviderUnavailableError(`${deps.displayName} could not be reached (${describe(error)})`);
        }
        await deps.sleep(backoff(transientFailures, deps.random));
        continue;
      }
      if (response.status === 429) {
        const waitMs = rateLimitWait(response.headers, deps.now());
        await deps.budget.pauseUntil(deps.now() + waitMs);
        if (++rateLimited > MAX_RATE_LIMIT_RETRIES || waitMs > MAX_RATE_LIMIT_WAIT_MS) {
          throw new ProviderUnavailableError(`${deps.displayName}'s rate limit was reached`, waitMs);
        }
        await deps.sleep(waitMs);
        continue;
      }
      if (response.status >= 500) {
        if (++transientFailures > MAX_TRANSIENT_RETRIES) {
          throw new ProviderUnavailableError(`${deps.displayName} answered ${response.status}`);
        }
        await deps.sleep(backoff(transientFailures, deps.random));
        continue;
      }
      return response;
    }
  };
}

async function sendOnce(request: ProviderRequest): Promise<ProviderResponse> {
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  let body: string | undefined;
  if (request.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = request.form.toString();
  } else if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.json);
  }
  const response = await fetch(request.url, {
    method: request.method,
    headers,
    body,
    redirect: "error",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: parseBody(text) };
}

function parseBody(text: string): unknown {
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Retry-After (seconds or an HTTP date), else X-RateLimit-Reset (seconds), else a minute. */
export function rateLimitWait(headers: Headers, nowMs: number): number {
  const retryAfter = headers.get("retry-after");
  if (retryAfter !== null) {
    if (/^\d+(\.\d+)?$/.test(retryAfter.trim())) return Math.ceil(Number(retryAfter) * 1000);
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) return Math.max(0, at - nowMs);
  }
  const reset = headers.get("x-ratelimit-reset");
  if (reset !== null && /^\d+(\.\d+)?$/.test(reset.trim())) {
    const seconds = Number(reset);
    // Seconds until the window resets; a value this large can only be an epoch timestamp.
    return seconds > 1e9 ? Math.max(0, seconds * 1000 - nowMs) : Math.ceil(seconds * 1000);
  }
  return DEFAULT_RATE_LIMIT_WAIT_MS;
}

/** "Equal jitter": half the capped exponential delay, plus a random share of the other half. */
export function backoff(attempt: number, random: () => number): number {
  const capped = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
  return capped / 2 + random() * (capped / 2);
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.name}${cause}`;
  }
  return "unknown error";
}
