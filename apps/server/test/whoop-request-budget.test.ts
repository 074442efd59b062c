// The app-wide WHOOP budget (100/minute, 10,000/day, configurable): shared by every caller on
// the database, waits for the next minute, refuses when the day is spent, and pauses for a 429.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../src/db/database.ts";
import { BudgetExhaustedError, createRequestBudget } from "../src/wearables/core/request-budget.ts";
import { currentConnection, forConnection } from "../src/wearables/core/sync-scope.ts";
import { openTestDatabase } from "./support/test-database.ts";

let db: AppDatabase;
beforeAll(async () => {
  ({ db } = await openTestDatabase());
});
afterAll(async () => {
  await db.destroy();
});

/** A clock that only moves when the budget sleeps. */
function virtualTime(startIso: string) {
  let now = Date.parse(startIso);
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
  };
}

describe("The WHOOP request budget", () => {
  it("lets the minute's allowance through, then waits for the next minute", async () => {
    const time = virtualTime("2026-03-01T10:00:15.000Z");
    const budget = createRequestBudget(db, {
      provider: "minute-test",
      limits: { requestsPerMinute: 3, requestsPerDay: 100 },
      ...time,
    });
    for (let i = 0; i < 3; i++) await budget.acquire();
    expect(time.sleeps).toEqual([]);
    await budget.acquire();
    expect(time.sleeps).toEqual([45_000]);
  });

  it("gives one connection at most half a minute's and a tenth of a day's budget; others still get theirs", async () => {
    const time = virtualTime("2026-03-01T13:00:00.000Z");
    const budget = createRequestBudget(db, {
      provider: "share-test",
      limits: { requestsPerMinute: 10, requestsPerDay: 100 },
      ...time,
    });
    const greedy = () => forConnection("greedy", () => budget.acquire());
    for (let i = 0; i < 5; i++) await greedy();
    expect(time.sleeps).toEqual([]);
    // The other user is served at once, while the greedy one waits for the next minute.
    await forConnection("other", () => budget.acquire());
    expect(time.sleeps).toEqual([]);
    await greedy();
    expect(time.sleeps).toEqual([60_000]);
    // A tenth of the day (10 requests): the rest of the day is refused for this connection only.
    for (let i = 0; i < 4; i++) await greedy();
    await expect(greedy()).rejects.toBeInstanceOf(BudgetExhaustedError);
    await forConnection("other", () => budget.acquire());
    // Background work outside any sync scope is limited by the app-wide budget alone.
    await budget.acquire();
  });

  it("knows each sync's connection while syncs overlap, and no connection once the last one ended", async () => {
    const seen: (string | undefined)[] = [];
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const first = forConnection("first", async () => {
      await firstHeld;
      seen.push(currentConnection());
    });
    // The second sync starts and ends while the first is still under way.
    await forConnection("second", async () => {
      await Promise.resolve();
      seen.push(currentConnection());
    });
    releaseFirst();
    await first;
    expect(seen).toEqual(["second", "first"]);
    expect(currentConnection()).toBeUndefined();
    // The scope is turned off between syncs (docs/decisions/040-reads-through-the-stock-stack.md) and on again for the next one.
    await forConnection("third", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(currentConnection());
    });
    expect(seen.at(-1)).toBe("third");
    expect(currentConnection()).toBeUndefined();
  });

  it("is one budget for every user and every process using the database", async () => {
    const time = virtualTime("2026-03-01T11:00:00.000Z");
    const options = {
      provider: "shared-test",
      limits: { requestsPerMinute: 4, requestsPerDay: 100 },
      ...time,
    };
    const first = createRequestBudget(db, options);
    const second = createRequestBudget(db, options);
    await Promise.all([first.acquire(), second.acquire(), first.acquire(), second.acquire()]);
    expect(time.sleeps).toEqual([]);
    await second.acquire();
    expect(time.sleeps).toEqual([60_000]);
  });

  it("refuses once the day's allowance is spent instead of waiting for hours", async () => {
    const time = virtualTime("2026-03-01T12:00:00.000Z");
    const budget = createRequestBudget(db, {
      provider: "day-test",
      limits: { requestsPerMinute: 100, requestsPerDay: 2 },
      ...time,
    });
    await budget.acquire();
    await budget.acquire();
    const refused = await budget.acquire().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BudgetExhaustedError);
    expect((refused as BudgetExhaustedError).retryAtMs).toBe(Date.parse("2026-03-02T00:00:00.000Z"));
  });

  it("holds every request until a 429's pause is over", async () => {
    const time = virtualTime("2026-03-01T13:00:00.000Z");
    const budget = createRequestBudget(db, {
      provider: "pause-test",
      limits: { requestsPerMinute: 100, requestsPerDay: 100 },
      ...time,
    });
    await budget.pauseUntil(time.now() + 2_000);
    await budget.pauseUntil(time.now() + 500); // an earlier pause never shortens it
    await budget.acquire();
    expect(time.sleeps).toEqual([2_000]);
  });
});
