// A sliding-window limiter (docs/security.md #4): at most `limit` hits per key within the last
// `windowMs`. On SQLite one process serves the app, so memory is enough and a restart forgets
// counts; on PostgreSQL several processes may share the work, so hits are rows of
// rate_limit_hits every process counts (docs/decisions/036).
import crypto from "node:crypto";
import { AppError, RATE_LIMITED } from "@evenkeel/contracts";
import type { AppDatabase } from "../db/database.ts";
import { isPostgres, lockForTransaction } from "../db/dialect.ts";

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Seconds until a hit for `key` would be allowed again, or 0 when it is allowed now. */
  retryAfterSeconds(key: string): Promise<number>;
  /** Records one hit for `key` (call after the check passed). */
  hit(key: string): Promise<void>;
  /** check + hit: throws AppError TOO_MANY_REQUESTS (with retryAfterSeconds) when over the limit. */
  consume(key: string): Promise<void>;
  /** Throws like consume, without recording a hit. */
  assertAllowed(key: string): Promise<void>;
}

/** Where a limiter keeps its hits when processes share them: the database, under a rule's name. */
export interface SharedHits {
  db: AppDatabase;
  /** The rule's name, e.g. signInPerIp. */
  bucket: string;
}

/** A memory limiter on SQLite; one counting in the database on PostgreSQL. */
export function createRateLimiter(
  rule: RateLimit,
  now: () => number = Date.now,
  shared?: SharedHits,
): RateLimiter {
  return shared && isPostgres(shared.db)
    ? createSharedRateLimiter(rule, now, shared)
    : createMemoryRateLimiter(rule, now);
}

/** Seconds until the window frees up: when the oldest hit that keeps `times` at the limit leaves it. */
function secondsUntilFree(times: readonly number[], rule: RateLimit, at: number): number {
  if (times.length < rule.limit) return 0;
  const oldestBlocking = times[times.length - rule.limit] ?? at;
  return Math.max(1, Math.ceil((oldestBlocking + rule.windowMs - at) / 1000));
}

function tooMany(wait: number): AppError {
  return new AppError("TOO_MANY_REQUESTS", RATE_LIMITED, { retryAfterSeconds: wait });
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

function createMemoryRateLimiter(rule: RateLimit, now: () => number): RateLimiter {
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

  const wait = (key: string) => secondsUntilFree(recent(key), rule, now());
  function hit(key: string): void {
    const times = recent(key);
    times.push(now());
    hits.set(key, times);
    hitsSincePrune += 1;
    if (hitsSincePrune >= PRUNE_EVERY_HITS) {
      hitsSincePrune = 0;
      prune();
    }
  }
  function assertAllowed(key: string): void {
    const seconds = wait(key);
    if (seconds > 0) throw tooMany(seconds);
  }
  // Synchronous inside: a check and its hit cannot interleave with another request's.
  return {
    retryAfterSeconds: async (key) => wait(key),
    hit: async (key) => hit(key),
    assertAllowed: async (key) => assertAllowed(key),
    consume: async (key) => {
      assertAllowed(key);
      hit(key);
    },
  };
}

/**
 * Hits as rows, keyed by a digest of the key (addresses and accounts are not stored as such).
 * A consume checks and records under a transaction-scoped lock on its bucket and key, so two
 * processes never both take the last allowed hit.
 */
function createSharedRateLimiter(
  rule: RateLimit,
  now: () => number,
  { db, bucket }: SharedHits,
): RateLimiter {
  const digest = (key: string) => crypto.createHash("sha256").update(key).digest("hex");
  async function recent(executor: AppDatabase, key: string): Promise<number[]> {
    const cutoff = new Date(now() - rule.windowMs).toISOString();
    const rows = await executor
      .selectFrom("rate_limit_hits")
      .select("hit_at")
      .where("bucket", "=", bucket)
      .where("key", "=", key)
      .where("hit_at", ">", cutoff)
      .orderBy("hit_at")
      .execute();
    return rows.map((row) => Date.parse(row.hit_at));
  }
  async function record(executor: AppDatabase, key: string): Promise<void> {
    await executor
      .insertInto("rate_limit_hits")
      .values({ bucket, key, hit_at: new Date(now()).toISOString() })
      .execute();
  }
  const locked = <T>(key: string, work: (trx: AppDatabase) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, `rate-limit:${bucket}:${key}`);
      return work(trx);
    });
  return {
    retryAfterSeconds: async (key) => secondsUntilFree(await recent(db, digest(key)), rule, now()),
    hit: (key) => locked(digest(key), (trx) => record(trx, digest(key))),
    assertAllowed: async (key) => {
      const seconds = secondsUntilFree(await recent(db, digest(key)), rule, now());
      if (seconds > 0) throw tooMany(seconds);
    },
    consume: (key) =>
      locked(digest(key), async (trx) => {
        const seconds = secondsUntilFree(await recent(trx, digest(key)), rule, now());
        if (seconds > 0) throw tooMany(seconds);
        await record(trx, digest(key));
      }),
  };
}
