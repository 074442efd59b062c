// Two server processes on one PostgreSQL (docs/decisions/036): background work is
// claimed once, a killed process's job is finished by the other, and the guarantees that
// were per process (throttles, refresh-token rotation, pictures) hold across them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeWhoop } from "../fakes/whoop/fake-whoop.ts";
import { hashOpaqueToken } from "../src/identity/opaque-tokens.ts";
import { api } from "./support/api-client.ts";
import { pngBytes } from "./support/media-fixtures.ts";
import {
  planSyncsNow,
  type RunningProcess,
  type SharedDeployment,
  seedWhoopConnections,
  sharedDeployment,
  startProcess,
  stopProcess,
  syncedConnections,
  waitUntil,
} from "./support/postgres-processes.ts";
import { signUpUser } from "./support/test-users.ts";
import { pictureForm } from "./support/upload-form.ts";
import { PUBLIC_URL } from "./support/whoop-fixtures.ts";

let fake: Awaited<ReturnType<typeof startFakeWhoop>>;
beforeAll(async () => {
  // A short history keeps each first sync small; tokens seeded in the database are adopted.
  fake = await startFakeWhoop({ days: 14, adoptUnknownTokens: true });
});
afterAll(async () => {
  await fake.close();
});

const running: RunningProcess[] = [];
const deployments: SharedDeployment[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((process) => stopProcess(process)));
  await Promise.all(deployments.splice(0).map((deployment) => deployment.db.destroy()));
});

async function deployment(env: Record<string, string> = {}) {
  const created = await sharedDeployment({
    ...fake.env(),
    PUBLIC_URL,
    WHOOP_REQUESTS_PER_MINUTE: "100000",
    WHOOP_REQUESTS_PER_DAY: "1000000",
    ...env,
  });
  deployments.push(created);
  return created;
}

async function start(shared: SharedDeployment, env: Record<string, string> = {}) {
  const process = await startProcess(shared, env);
  running.push(process);
  return process;
}

describe("two processes on one PostgreSQL", () => {
  it("sync 100 due users once each between them", async () => {
    const shared = await deployment();
    const connections = await seedWhoopConnections(shared, 100);
    const [first, second] = await Promise.all([start(shared), start(shared)]);
    await planSyncsNow(shared.db);
    await waitUntil(
      async () => {
        const row = await shared.db
          .selectFrom("wearable_connections")
          .select(shared.db.fn.countAll<number>().as("n"))
          .where("last_synced_at", "is", null)
          .executeTakeFirstOrThrow();
        return row.n === 0;
      },
      240_000,
      "every connection synced",
    );
    await waitUntil(
      async () =>
        (await shared.db.selectFrom("jobs").select("id").where("kind", "=", "wearables.sync").execute())
          .length === 0,
      30_000,
      "the sync jobs to finish",
    );
    const all = [...syncedConnections(first), ...syncedConnections(second)];
    expect(all.sort()).toEqual([...connections.values()].sort());
    // Both took a share of the work.
    expect(syncedConnections(first).length).toBeGreaterThan(0);
    expect(syncedConnections(second).length).toBeGreaterThan(0);
    // Every user's days arrived.
    const days = await shared.db
      .selectFrom("health_metrics")
      .select(["user_id", shared.db.fn.countAll<number>().as("n")])
      .groupBy("user_id")
      .execute();
    expect(days).toHaveLength(100);
  }, 300_000);

  it("finish a job whose process was killed mid-way, once its lease has passed", async () => {
    const shared = await deployment({ JOB_LEASE_SECONDS: "2" });
    const [connectionId] = [...(await seedWhoopConnections(shared, 1, 30_001)).values()];
    const doomed = await start(shared);
    // The fake answers nothing until the process is dead: it is caught mid-sync, waiting on
    // WHOOP, however fast or slow the machine (a delay per request left a window that load could
    // close or the sync could outrun).
    fake.holdRequests();
    try {
      await planSyncsNow(shared.db);
      await waitUntil(
        async () => {
          const job = await shared.db
            .selectFrom("jobs")
            .select(["status", "locked_by"])
            .where("kind", "=", "wearables.sync")
            .executeTakeFirst();
          return (
            job?.status === "running" &&
            String(job.locked_by).includes(`:${doomed.pid}:`) &&
            fake.heldRequests() > 0
          );
        },
        30_000,
        "the first process to claim the sync and ask WHOOP",
      );
      doomed.process.child.kill("SIGKILL");
      expect((await doomed.process.exited).signal).toBe("SIGKILL");
    } finally {
      fake.releaseRequests();
    }
    const rescuer = await start(shared, { JOB_LEASE_SECONDS: "2" });
    await waitUntil(() => syncedConnections(rescuer).includes(connectionId as string), 60_000, "the rescue");
    const row = await shared.db
      .selectFrom("wearable_connections")
      .select("last_synced_at")
      .where("id", "=", connectionId as string)
      .executeTakeFirstOrThrow();
    expect(row.last_synced_at).not.toBeNull();
    await waitUntil(
      async () =>
        (await shared.db.selectFrom("jobs").select("id").where("kind", "=", "wearables.sync").execute())
          .length === 0,
      10_000,
      "the job row to go",
    );
    expect(syncedConnections(doomed)).toEqual([]);
  }, 120_000);

  it("rotate a refresh token sent to both at once into one child only", async () => {
    const shared = await deployment();
    const [first, second] = await Promise.all([start(shared), start(shared)]);
    const user = await signUpUser(first);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        api(n % 2 === 0 ? first : second).post<{ refresh_token?: string }>("/auth/refresh", {
          refresh_token: user.refreshToken,
        }),
      ),
    );
    // Within the 10 s grace each one is a browser's double send: each answer gets a child, the
    // one before it revoked, so exactly one child stays live (src/identity/refresh-rotation.ts).
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const live = await shared.db
      .selectFrom("refresh_tokens")
      .select("token_hash")
      .where("parent_id", "is not", null)
      .where("rotated_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
    expect(live).toHaveLength(1);
    const issued = answers.map((answer) => hashOpaqueToken(answer.body.refresh_token ?? ""));
    expect(issued.filter((hash) => hash === live[0]?.token_hash)).toHaveLength(1);
    // And that child works, whichever process it is sent to.
    const next = await api(second).post("/auth/refresh", {
      refresh_token: answers.find((_, n) => issued[n] === live[0]?.token_hash)?.body.refresh_token,
    });
    expect(next.status).toBe(200);
  }, 60_000);

  it("refresh a wearable token once when both sync the connection at the same moment", async () => {
    const shared = await deployment();
    const [first, second] = await Promise.all([start(shared), start(shared)]);
    const user = await signUpUser(first);
    // An access token a minute from expiry: within the refresh margin, so a sync refreshes first.
    await seedWhoopConnections(shared, 1, 50_001, { userIds: [user.id], expiresInSeconds: 60 });
    fake.resetCounts();
    const syncs = await Promise.all(
      [first, second].map((process) =>
        api(process, user.accessToken).post<{ success: boolean }>("/whoop/sync/manual"),
      ),
    );
    expect(syncs.map((answer) => answer.status)).toEqual([200, 200]);
    expect(syncs.map((answer) => answer.body.success)).toEqual([true, true]);
    expect(fake.count("token:refresh_token")).toBe(1);
  }, 60_000);

  it("count sign-in failures together: the limit holds whichever process answers", async () => {
    const shared = await deployment();
    const [first, second] = await Promise.all([start(shared), start(shared)]);
    const user = await signUpUser(first);
    const statuses: number[] = [];
    // Ten failures per address and account in 15 minutes (each a 400, one message for all);
    // alternate between the processes.
    for (let n = 0; n < 11; n += 1) {
      const answer = await api(n % 2 === 0 ? first : second).post("/auth/signin", {
        email: user.email,
        password: "not the password at all",
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  }, 60_000);

  it("serve a picture uploaded through one process from the other, as strictly", async () => {
    const shared = await deployment();
    const [first, second] = await Promise.all([start(shared), start(shared)]);
    const user = await signUpUser(first);
    const upload = await api(first, user.accessToken).raw<{ url: string }>({
      method: "POST",
      path: "/auth/upload-profile-picture",
      body: pictureForm(await pngBytes()),
    });
    expect(upload.status).toBe(200);
    const { url } = upload.body;
    const picture = await fetch(`${second.url}${url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    expect(picture.headers.get("x-content-type-options")).toBe("nosniff");
    expect(picture.headers.get("cache-control")).toBe("private, no-cache");
    expect(picture.headers.get("content-security-policy")).toContain("sandbox");
    const etag = picture.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    // (fetch itself would add Cache-Control: no-cache to a conditional request, as browsers do not.)
    const conditional = { "If-None-Match": etag, "Cache-Control": "max-age=0" };
    expect((await fetch(`${second.url}${url}`, { headers: conditional })).status).toBe(304);
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(8, 12)
        .toString("latin1"),
    ).toBe("WEBP");
  }, 60_000);

  it("report the database and the job runner in /healthz, and readiness in /readyz", async () => {
    const shared = await deployment();
    const process = await start(shared);
    const health = (await (await fetch(`${process.url}/healthz`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: "ok", db: "ok", jobs: { runner: "running", failed: 0 } });
    await shared.db
      .insertInto("jobs")
      .values({
        id: "broken",
        kind: "wearables.sync",
        key: "gone",
        payload: "{}",
        status: "failed",
        run_at: new Date().toISOString(),
        attempts: 5,
        max_attempts: 5,
        last_error: "Error: boom",
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(await (await fetch(`${process.url}/healthz`)).json()).toMatchObject({ jobs: { failed: 1 } });
    expect((await fetch(`${process.url}/readyz`)).status).toBe(200);
  }, 60_000);
});
