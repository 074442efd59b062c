// An in-memory sliding-window limiter (SECURITY.md 4): at most `limit` hits per key within the
// last `windowMs`. One process serves the app, so memory is enough; a restart forgets counts.
import { AppError, RATE_LIMITED } from "@evenkeel/contracts";

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Seconds until a hit for `key` would be allowed again, or 0 when it is allowed now. */
  retryAfterSeconds(key: string): number;
  /** Records one hit for `key` (call after the check passed). */
  hit(key: string): void;
  /** check + hit: throws AppError TOO_MANY_REQUESTS (with retryAfterSeconds) when over the limit. */
  consume(key: string): void;
  /** Throws like consume, without recording a hit. */
  assertAllowed(key: string): void;
  /** Forgets every key (tests). */
  reset(): void;
}

/** Every rule with its limit multiplied by `scale` (RATE_LIMIT_SCALE, for test suites that sign up a lot). */
export function scaleRateLimits<Rules extends { [Name in keyof Rules]: RateLimit }>(
  rules: Rules,
  scale = 1,
): Rules {
  const scaled = Object.entries<RateLimit>(rules).map(([name, rule]) => [
    name,
    { ...rule, limit: rule.limit * scale },
  ]);
  return Object.fromEntries(scaled) as Rules;
}

// Keys seen by a busy server: prune expired windows every so many hits to bound memory.
const PRUNE_EVERY_HITS = 1000;

export function createRateLimiter(rule: RateLimit, now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();
  let hitsSincePrune = 0;

  function recent(key: string): number[] {
    const cutoff = now() - rule.windowMs;
    const times = (hits.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length === 0) hits.delete(key);
    else hits.set(key, times);
    return times;
  }

  function prune(): void {
    for (const key of [...hits.keys()]) recent(key);
  }

  const limiter: RateLimiter = {
    retryAfterSeconds(key) {
      const times = recent(key);
      if (times.length < rule.limit) return 0;
      // The window frees up when the oldest hit that keeps us at the limit leaves it.
      const oldestBlocking = times[times.length - rule.limit] ?? now();
      return Math.max(1, Math.ceil((oldestBlocking + rule.windowMs - now()) / 1000));
    },
    hit(key) {
      const times = recent(key);
      times.push(now());
      hits.set(key, times);
      hitsSincePrune += 1;
      if (hitsSincePrune >= PRUNE_EVERY_HITS) {
        hitsSincePrune = 0;
        prune();
      }
    },
    assertAllowed(key) {
      const wait = limiter.retryAfterSeconds(key);
      if (wait > 0) throw new AppError("TOO_MANY_REQUESTS", RATE_LIMITED, { retryAfterSeconds: wait });
    },
    consume(key) {
      limiter.assertAllowed(key);
      limiter.hit(key);
    },
    reset() {
      hits.clear();
    },
  };
  return limiter;
}
