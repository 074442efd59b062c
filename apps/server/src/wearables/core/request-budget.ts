// A provider's request budget (WHOOP 100/minute and 10,000/day per app; Oura
// 5,000 per 5 minutes): one budget per provider for the whole app, kept in the database so
// every user, every sync, a restart and a second process on the same data all draw from it.
// A 429 pauses that provider's budget for everyone.
import { sql } from "kysely";
import type { AppDatabase } from "../../db/database.ts";
import { greatest } from "../../db/dialect.ts";
import { currentConnection } from "./sync-scope.ts";

const MINUTE_MS = 60_000;

/**
 * Fair share (review item 2): one connection's syncs may take at most half of a short window's
 * budget (a minute for WHOOP, five for Oura) and a tenth of a day's, so one user's large or repeated syncs leave the others
 * room. Counted in this process (the app-wide budget itself is in the database).
 */
export const CONNECTION_SHARE = { ofMinute: 0.5, ofDay: 0.1 };

export interface BudgetLimits {
  /** Requests per short window: a minute, unless `windowMs` says otherwise. */
  requestsPerMinute: number;
  requestsPerDay: number;
  /** The short window's length (fixed UTC windows); default one minute. */
  windowMs?: number;
  /**
   * The most one connection may take per short window, when the provider sets a per-user limit
   * (Google Health: 300 a minute per user); default half the window's budget (CONNECTION_SHARE).
   */
  perConnection?: number;
}

/** The day's budget is spent: waiting for it would hold a request for hours. */
export class BudgetExhaustedError extends Error {
  override name = "BudgetExhaustedError";
  constructor(readonly retryAtMs: number) {
    super("The app-wide request budget for today is spent");
  }
}

export interface RequestBudget {
  /** Takes one request from the budget, waiting for the next minute (or a pause) when needed. */
  acquire(): Promise<void>;
  /** Stops every request until `untilMs` (the provider answered 429). */
  pauseUntil(untilMs: number): Promise<void>;
}

export interface BudgetOptions {
  provider: string;
  limits: BudgetLimits;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export function createRequestBudget(db: AppDatabase, options: BudgetOptions): RequestBudget {
  const { provider, limits, now, sleep } = options;
  const windowMs = limits.windowMs ?? MINUTE_MS;
  const minuteShare = Math.max(
    1,
    limits.perConnection ?? Math.floor(limits.requestsPerMinute * CONNECTION_SHARE.ofMinute),
  );
  const dayShare = Math.max(1, Math.floor(limits.requestsPerDay * CONNECTION_SHARE.ofDay));
  // connection id → requests taken in the current short window and UTC day.
  const shares = new Map<string, { minute: number; minuteUsed: number; day: string; dayUsed: number }>();

  /** How long this connection must wait for its share, or 0; throws when its day is spent. */
  function shareWait(connectionId: string | undefined): number {
    if (connectionId === undefined) return 0;
    const at = now();
    const minute = Math.floor(at / windowMs);
    const day = new Date(at).toISOString().slice(0, 10);
    const share = shares.get(connectionId);
    if (!share) return 0;
    if (share.day === day && share.dayUsed >= dayShare) {
      throw new BudgetExhaustedError(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * MINUTE_MS);
    }
    return share.minute === minute && share.minuteUsed >= minuteShare ? (minute + 1) * windowMs - at : 0;
  }

  function countShare(connectionId: string | undefined): void {
    if (connectionId === undefined) return;
    const at = now();
    const minute = Math.floor(at / windowMs);
    const day = new Date(at).toISOString().slice(0, 10);
    const share = shares.get(connectionId);
    if (share && share.day === day) {
      share.dayUsed += 1;
      share.minuteUsed = share.minute === minute ? share.minuteUsed + 1 : 1;
      share.minute = minute;
    } else {
      // A new day: forget connections that synced on other days, so the map stays small.
      for (const [id, old] of shares) if (old.day !== day) shares.delete(id);
      shares.set(connectionId, { minute, minuteUsed: 1, day, dayUsed: 1 });
    }
  }

  async function tryTake(): Promise<{ waitUntilMs: number } | null> {
    const at = now();
    const minuteStart = new Date(Math.floor(at / windowMs) * windowMs).toISOString();
    const dayStart = new Date(at).toISOString().slice(0, 10);
    const nowIso = new Date(at).toISOString();
    // One statement, so two callers (or two processes) can never both take the last request.
    const taken = await db
      .updateTable("wearable_request_budget")
      .set({
        minute_used: sql`case when minute_start = ${minuteStart} then minute_used + 1 else 1 end`,
        minute_start: minuteStart,
        day_used: sql`case when day_start = ${dayStart} then day_used + 1 else 1 end`,
        day_start: dayStart,
      })
      .where("provider", "=", provider)
      .where((eb) => eb.or([eb("paused_until", "is", null), eb("paused_until", "<=", nowIso)]))
      .where((eb) =>
        eb.or([eb("minute_start", "<>", minuteStart), eb("minute_used", "<", limits.requestsPerMinute)]),
      )
      .where((eb) => eb.or([eb("day_start", "<>", dayStart), eb("day_used", "<", limits.requestsPerDay)]))
      .returning("minute_used")
      .executeTakeFirst();
    if (taken) return null;

    const row = await db
      .selectFrom("wearable_request_budget")
      .selectAll()
      .where("provider", "=", provider)
      .executeTakeFirst();
    if (!row) {
      // The very first request of this app: create the row, then take from it.
      await db
        .insertInto("wearable_request_budget")
        .values({ provider, minute_start: minuteStart, minute_used: 0, day_start: dayStart, day_used: 0 })
        .onConflict((oc) => oc.column("provider").doNothing())
        .execute();
      return { waitUntilMs: 0 };
    }
    if (row.paused_until && row.paused_until > nowIso) return { waitUntilMs: Date.parse(row.paused_until) };
    if (row.day_start === dayStart && row.day_used >= limits.requestsPerDay) {
      throw new BudgetExhaustedError(Date.parse(`${dayStart}T00:00:00.000Z`) + 24 * 60 * MINUTE_MS);
    }
    return { waitUntilMs: Date.parse(minuteStart) + windowMs };
  }

  return {
    async acquire() {
      const connectionId = currentConnection();
      for (;;) {
        const shareWaitMs = shareWait(connectionId);
        if (shareWaitMs > 0) {
          await sleep(shareWaitMs);
          continue;
        }
        const wait = await tryTake();
        if (!wait) {
          countShare(connectionId);
          return;
        }
        const waitMs = wait.waitUntilMs - now();
        if (waitMs > 0) await sleep(waitMs);
      }
    },
    async pauseUntil(untilMs) {
      const until = new Date(untilMs).toISOString();
      const at = now();
      await db
        .insertInto("wearable_request_budget")
        .values({
          provider,
          minute_start: new Date(Math.floor(at / windowMs) * windowMs).toISOString(),
          day_start: new Date(at).toISOString().slice(0, 10),
          paused_until: until,
        })
        .onConflict((oc) =>
          oc.column("provider").doUpdateSet({
            // A later pause wins; an earlier one never shortens it.
            paused_until: greatest(
              db,
              sql<string>`coalesce(wearable_request_budget.paused_until, '')`,
              until,
            ),
          }),
        )
        .execute();
    },
  };
}
