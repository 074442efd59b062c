// Load: the production server, started as a child process the way `npm start` runs it, takes
// 200 concurrent clients (LOAD_CLIENTS) of many users for LOAD_TEST_SECONDS (8 in `npm test`,
// a short check; 120 in `npm run soak`, the long form) of mixed reads and writes: no 5xx, no dropped
// connection, and every write it acknowledged reads back afterwards with the value
// acknowledged last.
import path from "node:path";
import type { Mood } from "@evenkeel/contracts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { api } from "./support/api-client.ts";
import { type LoadTally, newTally, percentile, runClient } from "./support/load-clients.ts";
import { daysBefore } from "./support/seed-data.ts";
import { type ServerProcess, spawnServer, waitUntilListening } from "./support/server-process.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

const SECONDS = Number(process.env.LOAD_TEST_SECONDS ?? 8);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const USERS = 20;

let server: ServerProcess;
let url: string;
const users: TestUser[] = [];
beforeAll(async () => {
  server = spawnServer({
    NODE_ENV: "production",
    DATA_DIR: path.join(makeTempDir("evenkeel-load"), "data"),
    // Every sign-up comes from one address here; in production they would not.
    RATE_LIMIT_SCALE: "9999",
  });
  url = await waitUntilListening(server);
  for (let index = 0; index < USERS; index += 1) users.push(await signUpUser({ url }));
}, 120_000);
afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

/** Every mood of the user, read back through the API (newest first, 1,000 a page), by date. */
async function moodsOf(user: TestUser): Promise<Map<string, Mood>> {
  const moods = new Map<string, Mood>();
  let endDate: string | undefined;
  for (;;) {
    const page = await api({ url }, user.accessToken).get<Mood[]>("/mood/", {
      limit: 1000,
      end_date: endDate,
    });
    expect(page.status).toBe(200);
    for (const mood of page.body) moods.set(mood.date, mood);
    const oldest = page.body.at(-1)?.date;
    if (page.body.length < 1000 || !oldest) return moods;
    endDate = daysBefore(oldest, 1);
  }
}

it(
  `${CLIENTS} concurrent clients for ${SECONDS} s: no 5xx and no lost write`,
  async () => {
    const tally: LoadTally = newTally();
    // Each user's next mood date: one counter per user, so no two clients write the same day.
    const offsets = users.map(() => 0);
    const nextDayOffset = (user: number) => {
      const offset = offsets[user] ?? 0;
      offsets[user] = offset + 1;
      return offset;
    };
    const deadline = Date.now() + SECONDS * 1000;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, index) =>
        runClient(url, users, index, deadline, nextDayOffset, tally),
      ),
    );
    const elapsed = (Date.now() - started) / 1000;

    const requests = [...tally.statuses.values()].reduce((sum, count) => sum + count, 0);
    const summary = {
      requests,
      perSecond: Math.round(requests / elapsed),
      p50Ms: percentile(tally.latenciesMs, 0.5),
      p99Ms: percentile(tally.latenciesMs, 0.99),
      statuses: Object.fromEntries(tally.statuses),
      acknowledgedWrites: tally.acknowledged.size,
    };
    process.stdout.write(`load: ${JSON.stringify(summary)}\n`);

    expect(tally.networkErrors.slice(0, 5)).toEqual([]);
    expect([...tally.statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect([...tally.statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 201]));
    expect(tally.acknowledged.size).toBeGreaterThan(0);

    const lost: string[] = [];
    for (const [index, user] of users.entries()) {
      const stored = await moodsOf(user);
      for (const write of tally.acknowledged.values()) {
        if (write.userIndex !== index) continue;
        const mood = stored.get(write.date);
        if (mood?.rating !== write.rating || mood.notes !== write.notes) lost.push(`${index}/${write.date}`);
      }
    }
    expect(lost).toEqual([]);
  },
  (SECONDS + 120) * 1000,
);
