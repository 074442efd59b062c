// Item 1 of the security review: one signed-in request ran the server out of heap. Against the
// server exactly as the serve script runs it (its heap limit included), with 300 moods of
// 10,000-character notes: a batch over the cap is refused, a mood list ends at its notes
// budget, and 20 of the largest batches allowed, in parallel, leave the server answering.
import path from "node:path";
import {
  MOOD_LIST_NOTES_BUDGET,
  MOOD_NOTES_MAX_LENGTH,
  type Mood,
  TRPC_MAX_BATCH_CALLS,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/database.ts";
import { api } from "./support/api-client.ts";
import { daysBefore } from "./support/seed-data.ts";
import {
  packageScriptArgs,
  type ServerProcess,
  spawnServer,
  waitUntilListening,
} from "./support/server-process.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

const MOODS = 300;
const PARALLEL_REQUESTS = 20;

let server: ServerProcess;
let url: string;
let user: TestUser;

beforeAll(async () => {
  const dataDir = path.join(makeTempDir("evenkeel-memory"), "data");
  server = spawnServer({ NODE_ENV: "production", DATA_DIR: dataDir }, packageScriptArgs("serve"));
  url = await waitUntilListening(server);
  user = await signUpUser({ url });
  const db = openDatabase(dataDir);
  const now = new Date().toISOString();
  const notes = "n".repeat(MOOD_NOTES_MAX_LENGTH);
  await db
    .insertInto("moods")
    .values(
      Array.from({ length: MOODS }, (_, index) => ({
        id: `memory-${index}`,
        user_id: user.id,
        date: daysBefore("2026-11-20", index),
        rating: 5,
        notes,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db.destroy();
}, 60_000);

afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

function moodListBatch(calls: number): string {
  const paths = Array.from({ length: calls }, () => "mood.list").join(",");
  const input = Object.fromEntries(Array.from({ length: calls }, (_, index) => [index, { limit: 1000 }]));
  return `${url}/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

const authorised = () => ({ headers: { Authorization: `Bearer ${user.accessToken}` } });

describe("a signed-in request cannot take the server down", () => {
  it(`refuses a tRPC batch of more than ${TRPC_MAX_BATCH_CALLS} calls with 400`, async () => {
    for (const calls of [TRPC_MAX_BATCH_CALLS + 1, 20]) {
      const answer = await fetch(moodListBatch(calls), authorised());
      expect(answer.status).toBe(400);
    }
    const allowed = await fetch(moodListBatch(TRPC_MAX_BATCH_CALLS), authorised());
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toHaveLength(TRPC_MAX_BATCH_CALLS);
  });

  it("ends a mood list at its notes budget, newest first, and the rest can be paged", async () => {
    const page = await api({ url }, user.accessToken).get<Mood[]>("/mood/", { limit: 1000 });
    expect(page.status).toBe(200);
    const notes = page.body.reduce((sum, mood) => sum + (mood.notes?.length ?? 0), 0);
    expect(notes).toBeLessThanOrEqual(MOOD_LIST_NOTES_BUDGET);
    expect(page.body).toHaveLength(MOOD_LIST_NOTES_BUDGET / MOOD_NOTES_MAX_LENGTH);
    expect(page.body[0]?.date).toBe("2026-11-20");

    let seen = 0;
    let endDate: string | undefined;
    for (;;) {
      const next = await api({ url }, user.accessToken).get<Mood[]>("/mood/", {
        limit: 1000,
        end_date: endDate,
      });
      const oldest = next.body.at(-1)?.date;
      if (!oldest) break;
      seen += next.body.length;
      endDate = daysBefore(oldest, 1);
    }
    expect(seen).toBe(MOODS);
  });

  it(`still answers /healthz while ${PARALLEL_REQUESTS} of the largest batches run in parallel`, async () => {
    const pid = server.child.pid;
    const batches = Array.from({ length: PARALLEL_REQUESTS }, () =>
      fetch(moodListBatch(TRPC_MAX_BATCH_CALLS), authorised()).then(async (answer) => {
        await answer.arrayBuffer();
        return answer.status;
      }),
    );
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await Promise.all(batches)).toEqual(Array(PARALLEL_REQUESTS).fill(200));
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
    expect(server.stderr()).not.toMatch(/heap/i);
  }, 60_000);
});
