// The fake's misbehaviour on demand, for the token endpoint and the API: injected failures
// (429 with Retry-After or X-RateLimit-Reset, 5xx, any status) for the next N matching
// requests, an optional real per-minute rate limit, a delay per request, requests held
// unanswered until released, and the X-RateLimit-* headers WHOOP sends on every answer.
import type { RequestHandler } from "express";

export interface FaultRule {
  status: number;
  /** How many matching requests fail. */
  count: number;
  /** Only requests whose path contains this (e.g. "/v2/activity/workout", "/token"). */
  pathIncludes?: string;
  /** Let this many matching requests through before failing. */
  after?: number;
  /** Sent as Retry-After (seconds) with the failure. */
  retryAfterSeconds?: number;
  /** Sent as X-RateLimit-Reset (seconds) with the failure. */
  resetSeconds?: number;
}

export class Faults {
  rules: FaultRule[] = [];
  delayMs = 0;
  /** Null: no limit enforced (the headers still count down from 100). */
  rateLimitPerMinute: number | null = null;
  #windowStartMs = 0;
  #used = 0;
  #holding = false;
  #held: Array<() => void> = [];

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.rules = [];
    this.delayMs = 0;
    this.rateLimitPerMinute = null;
    this.release();
  }

  /**
   * From now on requests arrive (and are counted) but wait, unanswered, until release(): a
   * test can catch a caller in the middle of its work, however slow the machine.
   */
  hold(): void {
    this.#holding = true;
  }

  /** Answers the held requests and stops holding. */
  release(): void {
    this.#holding = false;
    for (const resume of this.#held.splice(0)) resume();
  }

  /** How many requests wait for release(). */
  held(): number {
    return this.#held.length;
  }

  middleware(count: (key: string) => void): RequestHandler {
    return async (req, res, next) => {
      count(`${req.method} ${routeKey(req.baseUrl + req.path)}`);
      if (this.#holding) await new Promise<void>((resolve) => this.#held.push(resolve));
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));

      const nowMs = this.now();
      if (nowMs - this.#windowStartMs >= 60_000) {
        this.#windowStartMs = nowMs;
        this.#used = 0;
      }
      this.#used++;
      const limit = this.rateLimitPerMinute ?? 100;
      const resetSeconds = Math.ceil((this.#windowStartMs + 60_000 - nowMs) / 1000);
      res.set("X-RateLimit-Limit", String(limit));
      res.set("X-RateLimit-Remaining", String(Math.max(0, limit - this.#used)));
      res.set("X-RateLimit-Reset", String(resetSeconds));
      if (this.rateLimitPerMinute !== null && this.#used > this.rateLimitPerMinute) {
        res.status(429).json({ error: "too_many_requests" });
        return;
      }

      const path = req.baseUrl + req.path;
      const rule = this.rules.find(
        (candidate) => candidate.count > 0 && path.includes(candidate.pathIncludes ?? ""),
      );
      if (rule) {
        if (rule.after && rule.after > 0) {
          rule.after--;
        } else {
          rule.count--;
          if (rule.retryAfterSeconds !== undefined) res.set("Retry-After", String(rule.retryAfterSeconds));
          if (rule.resetSeconds !== undefined) res.set("X-RateLimit-Reset", String(rule.resetSeconds));
          res
            .status(rule.status)
            .json({ error: rule.status === 429 ? "too_many_requests" : "injected_failure" });
          return;
        }
      }
      next();
    };
  }
}

/** "/developer/v2/activity/sleep/abc" → "/v2/activity/sleep/:id"; ids collapse so counts group. */
export function routeKey(path: string): string {
  return path
    .replace(/^\/developer/, "")
    .replace(/^\/oauth\/oauth2/, "")
    .replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}/g, "/:id")
    .replace(/\/\d+/g, "/:id");
}
