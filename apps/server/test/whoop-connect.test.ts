// Connecting WHOOP over real HTTP against the fake: authorize → consent → callback → 90-day
// backfill → the dashboard shows it; every bad state stores nothing; tokens never in plaintext;
// disconnect revokes at WHOOP and keeps the history.
import crypto from "node:crypto";
import { OAUTH_STATE_INVALID, type WearableConnection, wearableCodeRefused } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api-client.ts";
import { databaseFilesContain } from "./support/database-files.ts";
import { startTestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";
import {
  authorizeAtFake,
  connectNewUser,
  memberDate,
  metricRows,
  REDIRECT_URI,
  startWhoopPair,
  type WhoopPair,
} from "./support/whoop-fixtures.ts";

let pair: WhoopPair;
beforeAll(async () => {
  pair = await startWhoopPair();
});
afterAll(async () => {
  await pair.close();
});

async function connectionRows(userId: string) {
  return pair.server.db
    .selectFrom("wearable_connections")
    .selectAll()
    .where("user_id", "=", userId)
    .execute();
}

describe("Connecting WHOOP", () => {
  it("A user connects through WHOOP's consent page and sees 90 days of data on the dashboard", async () => {
    const { user, memberId, connection } = await connectNewUser(pair, { offset: "+05:30" });
    expect(connection).toMatchObject({
      provider: "whoop",
      user_id: user.id,
      sync_enabled: true,
      needs_reconnect: false,
    });
    expect(connection.last_synced_at).not.toBeNull();

    const rows = await metricRows(pair, user.id);
    // The backfill's 90 dates end today: the first of them is stored whatever the hour.
    const dates = new Set(rows.map((row) => row.date));
    const backfilled = Array.from({ length: 89 }, (_, index) => memberDate(pair, memberId, index + 1));
    expect(backfilled.filter((date) => !dates.has(date))).toEqual([]);
    expect(rows.length).toBeLessThanOrEqual(93);
    const day = memberDate(pair, memberId, 3);
    const expected = pair.fake.world.day(memberId, day);
    const stored = rows.find((row) => row.date === day);
    expect(stored?.day_strain).toBe(expected?.cycle.score?.strain);
    expect(stored?.workout_count).toBe(expected?.workouts.length);

    // The most recent morning with a scored recovery (tonight's may still be in progress).
    const morning = [1, 2, 3, 4, 5, 6]
      .map((back) => memberDate(pair, memberId, back))
      .find((date) => pair.fake.world.day(memberId, date)?.recovery?.score_state === "SCORED") as string;
    const recovery = pair.fake.world.day(memberId, morning)?.recovery?.score;
    // The member lives at +05:30: so does the browser.
    const dashboard = await api(pair.server, user.accessToken).raw<{ metrics: Record<string, unknown> }>({
      method: "GET",
      path: `/health/dashboard?selected_date=${morning}`,
      headers: { "x-time-zone": "Asia/Kolkata" },
    });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.metrics).toMatchObject({
      latest_recovery: recovery?.recovery_score,
      latest_hrv: recovery?.hrv_rmssd_milli,
      latest_resting_hr: recovery?.resting_heart_rate,
      latest_strain: pair.fake.world.day(memberId, morning)?.cycle.score?.strain,
      days_tracked: rows.filter((row) => row.date <= morning).length,
    });
    expect(dashboard.body.metrics.last_sync).toBe(connection.last_synced_at);

    const lookup = await api(pair.server, user.accessToken).get<WearableConnection>("/whoop/connection");
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({ ...connection, last_synced_at: connection.last_synced_at });
  });

  it("The authorize URL asks WHOOP for the documented scopes with a long single-use state", async () => {
    const user = await signUpUser(pair.server);
    const answer = await api(pair.server, user.accessToken).post<{ authorization_url: string }>(
      "/whoop/auth/authorize",
      { redirect_uri: REDIRECT_URI },
    );
    const url = new URL(answer.body.authorization_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${pair.fake.oauthUrl}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: pair.fake.clientId,
      redirect_uri: REDIRECT_URI,
      scope: "read:recovery read:cycles read:sleep read:workout read:profile offline",
      code_challenge_method: "S256",
    });
    const state = url.searchParams.get("state") ?? "";
    expect(Buffer.from(state, "base64url").length).toBeGreaterThanOrEqual(16);
    const stored = await pair.server.db
      .selectFrom("oauth_states")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.state_hash).not.toContain(state);
    // PKCE (review item 3): a 256-bit verifier kept with the state, its S256 challenge sent.
    const verifier = stored[0]?.code_verifier ?? "";
    expect(Buffer.from(verifier, "base64url")).toHaveLength(32);
    expect(url.searchParams.get("code_challenge")).toBe(
      crypto.createHash("sha256").update(verifier).digest("base64url"),
    );
    expect(url.searchParams.get("code_challenge")).not.toContain(verifier);
  });

  it("A redirect URI other than {PUBLIC_URL}/settings/whoop/callback is refused", async () => {
    const user = await signUpUser(pair.server);
    const answer = await api(pair.server, user.accessToken).post<{ detail: string }>(
      "/whoop/auth/authorize",
      {
        redirect_uri: "https://evil.example/settings/whoop/callback",
      },
    );
    expect(answer.status).toBe(400);
    // Says what to set, not the raw redirect address.
    const publicUrl = new URL(REDIRECT_URI).origin;
    expect(answer.body.detail).toBe(
      `Evenkeel is open at https://evil.example, but this server's PUBLIC_URL is ${publicUrl}. Open Evenkeel at ${publicUrl}, or set PUBLIC_URL=https://evil.example and restart the server.`,
    );
  });
});

describe("A callback with a bad state stores nothing", () => {
  async function expectNothingStored(userId: string, exchangesBefore: number) {
    expect(await connectionRows(userId)).toEqual([]);
    expect(await metricRows(pair, userId)).toEqual([]);
    expect(pair.fake.count("token:authorization_code")).toBe(exchangesBefore);
  }

  it("missing", async () => {
    const user = await signUpUser(pair.server);
    const { code } = await authorizeAtFake(pair, user, pair.fake.createMember());
    const before = pair.fake.count("token:authorization_code");
    for (const state of [undefined, ""]) {
      const answer = await api(pair.server, user.accessToken).post<{ detail: string }>(
        "/whoop/auth/callback",
        {
          code,
          redirect_uri: REDIRECT_URI,
          ...(state === undefined ? {} : { state }),
        },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toMatch(/^state: /);
    }
    await expectNothingStored(user.id, before);
  });

  it("unknown or reused", async () => {
    const { user, memberId } = await connectNewUser(pair);
    const [before] = await connectionRows(user.id);
    const { code, state } = await authorizeAtFake(pair, user, memberId);
    const callback = (body: object) =>
      api(pair.server, user.accessToken).post<{ detail: string }>("/whoop/auth/callback", {
        redirect_uri: REDIRECT_URI,
        ...body,
      });
    const unknown = await callback({ code, state: "A".repeat(43) });
    expect(unknown).toMatchObject({ status: 400, body: { detail: OAUTH_STATE_INVALID } });
    expect((await callback({ code, state })).status).toBe(200);
    const [after] = await connectionRows(user.id);
    const replay = await callback({ code, state });
    expect(replay).toMatchObject({ status: 400, body: { detail: OAUTH_STATE_INVALID } });
    expect(await connectionRows(user.id)).toEqual([after]);
    expect(after?.access_token_enc).not.toBe(before?.access_token_enc);
  });

  it("expired", async () => {
    const user = await signUpUser(pair.server);
    const { code, state } = await authorizeAtFake(pair, user, pair.fake.createMember());
    const before = pair.fake.count("token:authorization_code");
    // Ten minutes and a second later.
    await pair.server.db
      .updateTable("oauth_states")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    const answer = await api(pair.server, user.accessToken).post("/whoop/auth/callback", {
      code,
      state,
      redirect_uri: REDIRECT_URI,
    });
    expect(answer).toMatchObject({ status: 400, body: { detail: OAUTH_STATE_INVALID } });
    await expectNothingStored(user.id, before);
  });

  it("another user's, which stays usable by its owner", async () => {
    const owner = await signUpUser(pair.server);
    const intruder = await signUpUser(pair.server);
    const { code, state } = await authorizeAtFake(pair, owner, pair.fake.createMember());
    const before = pair.fake.count("token:authorization_code");
    const stolen = await api(pair.server, intruder.accessToken).post("/whoop/auth/callback", {
      code,
      state,
      redirect_uri: REDIRECT_URI,
    });
    expect(stolen).toMatchObject({ status: 400, body: { detail: OAUTH_STATE_INVALID } });
    await expectNothingStored(intruder.id, before);
    const own = await api(pair.server, owner.accessToken).post("/whoop/auth/callback", {
      code,
      state,
      redirect_uri: REDIRECT_URI,
    });
    expect(own.status).toBe(200);
  });
});

describe("A code from one flow cannot finish another (review item 3)", () => {
  it("a state from another session of the same user is refused; its own session finishes the flow", async () => {
    const user = await signUpUser(pair.server);
    const { code, state } = await authorizeAtFake(pair, user, pair.fake.createMember());
    const otherSession = await api(pair.server).post<{ access_token: string }>("/auth/signin", {
      email: user.email,
      password: user.password,
    });
    const before = pair.fake.count("token:authorization_code");
    const elsewhere = await api(pair.server, otherSession.body.access_token).post("/whoop/auth/callback", {
      code,
      state,
      redirect_uri: REDIRECT_URI,
    });
    expect(elsewhere).toMatchObject({ status: 400, body: { detail: OAUTH_STATE_INVALID } });
    expect(await connectionRows(user.id)).toEqual([]);
    expect(pair.fake.count("token:authorization_code")).toBe(before);
    const own = await api(pair.server, user.accessToken).post("/whoop/auth/callback", {
      code,
      state,
      redirect_uri: REDIRECT_URI,
    });
    expect(own.status).toBe(200);
  });

  it("a code obtained in one user's flow, presented with another user's valid state, is refused by PKCE", async () => {
    const victim = await signUpUser(pair.server);
    const attacker = await signUpUser(pair.server);
    // The victim's code (for the victim's WHOOP member), never redeemed by the victim...
    const { code: victimCode } = await authorizeAtFake(pair, victim, pair.fake.createMember());
    // ...and the attacker's own valid state, from a flow the attacker started.
    const { state: attackerState } = await authorizeAtFake(pair, attacker, pair.fake.createMember());
    const mismatchesBefore = pair.fake.count("token:pkce_mismatch");
    const injected = await api(pair.server, attacker.accessToken).post("/whoop/auth/callback", {
      code: victimCode,
      state: attackerState,
      redirect_uri: REDIRECT_URI,
    });
    expect(injected).toMatchObject({ status: 400, body: { detail: wearableCodeRefused("WHOOP") } });
    expect(pair.fake.count("token:pkce_mismatch")).toBe(mismatchesBefore + 1);
    expect(await connectionRows(attacker.id)).toEqual([]);
    expect(await metricRows(pair, attacker.id)).toEqual([]);
  });
});

describe("Tokens at rest and disconnecting", () => {
  it("No token WHOOP issued appears in the database files, only sealed envelopes", async () => {
    const { user, memberId } = await connectNewUser(pair);
    // A refresh, so a rotated pair is stored too.
    pair.fake.expireAccessTokens(memberId);
    const sync = await api(pair.server, user.accessToken).post<{ success: boolean }>("/whoop/sync/manual");
    expect(sync.body.success).toBe(true);
    const [row] = await connectionRows(user.id);
    expect(row?.access_token_enc).toMatch(/^ek1\.[\w-]{8}\.[\w-]{16}\.[\w-]+$/);
    expect(row?.refresh_token_enc).toMatch(/^ek1\./);
    const issued = [...pair.fake.world.accessTokens.keys(), ...pair.fake.world.refreshTokens.keys()];
    expect(issued.length).toBeGreaterThanOrEqual(4);
    for (const token of issued) expect(databaseFilesContain(pair.server.dataDir, token)).toEqual([]);
  });

  it("Disconnecting revokes access at WHOOP, forgets the tokens and keeps the synced history", async () => {
    const { user, memberId } = await connectNewUser(pair);
    const history = await metricRows(pair, user.id);
    const revokesBefore = pair.fake.count("DELETE /v2/user/access");
    const answer = await api(pair.server, user.accessToken).delete<{ message: string }>("/whoop/connection");
    expect(answer).toMatchObject({
      status: 200,
      body: { message: "WHOOP account disconnected successfully" },
    });
    expect(pair.fake.count("DELETE /v2/user/access")).toBe(revokesBefore + 1);
    expect(pair.fake.isRevoked(memberId)).toBe(true);
    expect(await connectionRows(user.id)).toEqual([]);
    expect(await metricRows(pair, user.id)).toEqual(history);
    expect((await api(pair.server, user.accessToken).get("/whoop/connection")).status).toBe(404);
    const again = await api(pair.server, user.accessToken).delete<{ detail: string }>("/whoop/connection");
    expect(again).toMatchObject({ status: 404, body: { detail: "WHOOP not connected" } });
  });
});

describe("A server without WHOOP credentials", () => {
  it("says WHOOP is not configured when a user tries to connect", async () => {
    const server = await startTestServer();
    try {
      const user = await signUpUser(server);
      const authorize = await api(server, user.accessToken).post("/whoop/auth/authorize", {
        redirect_uri: REDIRECT_URI,
      });
      expect(authorize).toMatchObject({
        status: 503,
        body: { detail: "WHOOP is not configured on this server" },
      });
      expect((await api(server, user.accessToken).get("/whoop/connection")).status).toBe(404);
      const sync = await api(server, user.accessToken).post("/whoop/sync/manual");
      expect(sync).toMatchObject({ status: 404, body: { detail: "WHOOP not connected" } });
    } finally {
      await server.close();
    }
  });
});
