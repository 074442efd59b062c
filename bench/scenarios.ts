// The API scenarios: which calls each connection makes, as which users. Connection i takes
// every user whose index ≡ i (mod connections), so 50 connections over 1,000 users use all
// of them, and no two connections write the same user's data. Every request carries the
// headers the web app sends: the bearer token and the browser's time zone.
import path from "node:path";
import { TIME_ZONE_HEADER } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { DATABASE_FILE_NAME } from "@evenkeel/server";
import Database from "better-sqlite3";
import type { LoadRequest } from "./load.ts";
import type { BenchUser } from "./tokens.ts";

export interface ScenarioContext {
  users: readonly BenchUser[];
  /** The users' today (UTC) and how many days of history they have. */
  today: string;
  days: number;
  connections: number;
}

export interface Scenario {
  /** Used in figure names: `${name} req/s`, `${name} p99`, … */
  name: string;
  /** Read scenarios are measured against the floor server too. */
  floor: boolean;
  requests(user: BenchUser, ctx: ScenarioContext, draw: () => number): LoadRequest[];
  /**
   * Changes the database before the scenario runs (the server may be running: WAL allows it);
   * answers how to put it back afterwards.
   */
  prepare?(dataDir: string, ctx: ScenarioContext): () => void;
  /** Puts the data back after a run (a run can stop between a write and its undo). */
  cleanUp?(baseUrl: string, ctx: ScenarioContext): Promise<void>;
  /**
   * Which server answers (docs/decisions/029, 030). Absent: one with its answer cache off, so
   * every request computes its answer ("without any cache hit"). "server": one with the
   * cache on. "revalidate": the cache on, and each request sends the ETag of its answer.
   */
  cache?: "server" | "revalidate";
  /** Runs against the chosen server before the scenario (the revalidation's ETags). */
  setUp?(baseUrl: string, ctx: ScenarioContext): Promise<void>;
  /**
   * Requests a second offered at a constant rate, one a second from each of this many
   * connections (bench/constant-rate.ts). Absent: the usual connections, each sending its next
   * request as soon as it has the answer (the server's saturation).
   */
  rate?: number;
}

const get = (path: string, user: BenchUser): LoadRequest => ({ method: "GET", path, headers: headers(user) });

function headers(user: BenchUser, json = false): Record<string, string> {
  return {
    authorization: user.authorization,
    [TIME_ZONE_HEADER]: "UTC",
    ...(json && { "content-type": "application/json" }),
  };
}

export const dashboardScenario: Scenario = {
  name: "dashboard",
  floor: true,
  requests: (user) => [get("/api/health/dashboard", user)],
};

/** Today is never logged in the seeded history, so logging it and taking it back repeats cleanly. */
export const moodScenario: Scenario = {
  name: "mood create+delete",
  floor: false,
  requests: (user, ctx) => [
    {
      method: "POST",
      path: "/api/mood/",
      headers: headers(user, true),
      body: JSON.stringify({ date: ctx.today, rating: 7, notes: "Benchmark check-in" }),
    },
    { method: "DELETE", path: `/api/mood/${ctx.today}`, headers: headers(user) },
  ],
  async cleanUp(baseUrl, ctx) {
    // 404 for everyone whose last request was the DELETE: nothing to undo.
    await forEveryUser(ctx.users, async (user) => {
      const answer = await fetch(`${baseUrl}/api/mood/${ctx.today}`, {
        method: "DELETE",
        headers: headers(user),
      });
      await answer.arrayBuffer();
    });
  },
};

/** The dashboard at the rate a large clinic sends: 10,000 people refreshing every minute send under 200 a second. */
export const DASHBOARD_RATE = 200;

/** The dashboard ETag of each user, read just before the revalidation scenario. */
const dashboardTags = new Map<string, string>();

export const SCENARIOS: readonly Scenario[] = [
  dashboardScenario,
  {
    // Every request computes its answer (no cache), at a constant offered rate.
    name: `dashboard at ${DASHBOARD_RATE} req/s`,
    floor: true,
    rate: DASHBOARD_RATE,
    requests: (user) => [get("/api/health/dashboard", user)],
  },
  {
    // A second tab or device: the answer is in the server's cache (after the warm-up).
    name: "dashboard server cache",
    floor: true,
    cache: "server",
    requests: (user) => [get("/api/health/dashboard", user)],
  },
  {
    // A dashboard left open: every refetch sends the ETag of the answer it holds.
    name: "dashboard 304",
    floor: true,
    cache: "revalidate",
    async setUp(baseUrl, ctx) {
      await forEveryUser(ctx.users, async (user) => {
        const answer = await fetch(`${baseUrl}/api/health/dashboard`, { headers: headers(user) });
        await answer.arrayBuffer();
        const etag = answer.headers.get("etag");
        if (answer.status !== 200 || !etag)
          throw new Error(`dashboard answered ${answer.status} without an ETag`);
        dashboardTags.set(user.userId, etag);
      });
    },
    requests: (user) => [
      {
        method: "GET",
        path: "/api/health/dashboard",
        headers: { ...headers(user), "if-none-match": dashboardTags.get(user.userId) ?? "" },
      },
    ],
  },
  {
    name: "dashboard selected_date",
    floor: true,
    // Three past days per user, anywhere in the history.
    requests: (user, ctx, draw) =>
      [0, 1, 2].map(() => {
        const date = addDays(ctx.today, -Math.floor(draw() * (ctx.days - 1)));
        return get(`/api/health/dashboard?selected_date=${date}`, user);
      }),
  },
  {
    name: "mood list 30",
    floor: true,
    requests: (user) => [get("/api/mood/?limit=30", user)],
  },
  {
    name: "metrics 30 days",
    floor: true,
    requests: (user, ctx) => [
      get(`/api/health/metrics?start_date=${addDays(ctx.today, -29)}&end_date=${ctx.today}`, user),
    ],
  },
  {
    name: "insights list",
    floor: true,
    requests: (user) => [get("/api/health/insights", user)],
  },
  {
    name: "tRPC dashboard",
    floor: true,
    requests: (user) => [get(`/api/trpc/health.dashboard?input=${encodeURIComponent("{}")}`, user)],
  },
  {
    // A morning before any sync or check-in: today has no stored score, so the dashboard must
    // compute one (ek-1 over the look-back) on every request unless it stores the result.
    name: "dashboard score not stored",
    floor: false,
    prepare(dataDir, ctx) {
      const sqlite = new Database(path.join(dataDir, DATABASE_FILE_NAME));
      sqlite.pragma("busy_timeout = 5000");
      const saved = sqlite.prepare("select * from burnout_scores where date = ?").all(ctx.today);
      sqlite.prepare("delete from burnout_scores where date = ?").run(ctx.today);
      sqlite.close();
      return () => {
        const restore = new Database(path.join(dataDir, DATABASE_FILE_NAME));
        restore.pragma("busy_timeout = 5000");
        const columns = Object.keys(saved[0] ?? {});
        const insert = restore.prepare(
          `insert or replace into burnout_scores (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`,
        );
        restore.transaction(() => {
          for (const row of saved) insert.run(row);
        })();
        restore.close();
      };
    },
    requests: (user) => [get("/api/health/dashboard", user)],
  },
  moodScenario,
  {
    name: "burnout calculate",
    floor: false,
    requests: (user) => [{ method: "POST", path: "/api/health/burnout/calculate", headers: headers(user) }],
  },
];

/** Runs `task` for every user, 25 users at a time. */
export async function forEveryUser(
  users: readonly BenchUser[],
  task: (user: BenchUser) => Promise<void>,
): Promise<void> {
  for (let first = 0; first < users.length; first += 25) {
    await Promise.all(users.slice(first, first + 25).map(task));
  }
}

/** The request list of connection `index`: its share of the users, in a fixed shuffled order. */
export function connectionRequests(scenario: Scenario, ctx: ScenarioContext, index: number): LoadRequest[] {
  const draw = seededDraw(index + 1);
  const mine = ctx.users.filter((_, userIndex) => userIndex % ctx.connections === index);
  // Fewer users than connections (the 10-user growth point): connections share users, read-only.
  const users = mine.length > 0 ? mine : [ctx.users[index % ctx.users.length] as BenchUser];
  if (!scenario.floor && mine.length === 0) {
    throw new Error(`${scenario.name} writes: it needs at least one user per connection`);
  }
  return users.flatMap((user) => scenario.requests(user, ctx, draw));
}

/** mulberry32: the same connection gets the same dates on every run. */
function seededDraw(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
