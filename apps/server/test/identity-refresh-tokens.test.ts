// Refresh tokens (docs/security.md #7): opaque, stored hashed, rotated on each use; a spent token
// presented again outside the 10 s grace for its direct parent revokes the whole family and
// its session; concurrent refreshes never leave two live children.
import crypto from "node:crypto";
import { decodeJwt } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  GOOD_PASSWORD,
  type IdentityHarness,
  identityHarness,
  REQUEST,
} from "./support/identity-fixtures.ts";

const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

let harness: IdentityHarness;
let first: { access: string; refresh: string };

beforeEach(async () => {
  harness = await identityHarness();
  const answer = await harness.identity.signUp(
    { email: "ada@example.com", password: GOOD_PASSWORD },
    REQUEST,
  );
  first = { access: answer.access_token ?? "", refresh: answer.refresh_token ?? "" };
});
afterEach(async () => {
  await harness.db.destroy();
});

const refresh = (token: string) => harness.identity.refresh({ refresh_token: token }, REQUEST);
const sha256 = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function liveTokenHashes(): Promise<string[]> {
  const rows = await harness.db
    .selectFrom("refresh_tokens")
    .select("token_hash")
    .where("rotated_at", "is", null)
    .where("revoked_at", "is", null)
    .execute();
  return rows.map((row) => row.token_hash);
}

describe("rotation", () => {
  it("issues 256-bit opaque tokens and stores only their SHA-256", async () => {
    expect(Buffer.from(first.refresh, "base64url")).toHaveLength(32);
    const rows = await harness.db.selectFrom("refresh_tokens").selectAll().execute();
    expect(rows.map((row) => row.token_hash)).toEqual([sha256(first.refresh)]);
    expect(JSON.stringify(rows)).not.toContain(first.refresh);
  });

  it("spends the token and answers a new pair for the same session", async () => {
    const next = await refresh(first.refresh);
    expect(next.refresh_token).not.toBe(first.refresh);
    const session = await harness.identity.verifyAccessToken(next.access_token);
    expect(session?.sessionId).toBe(decodeJwt(first.access).sid);
    expect(await liveTokenHashes()).toEqual([sha256(next.refresh_token)]);
    await expect(refresh(next.refresh_token)).resolves.toMatchObject({ refresh_token: expect.any(String) });
  });

  it("refuses an unknown token", async () => {
    await expect(refresh("not-a-token")).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      detail: SESSION_EXPIRED,
    });
  });

  it("refuses a token unused for 30 days", async () => {
    harness.clock.advance(30 * 24 * 60 * 60_000 + 1000);
    await expect(refresh(first.refresh)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses the session's tokens after sign-out", async () => {
    const session = await harness.identity.verifyAccessToken(first.access);
    if (!session) throw new Error("no session");
    await harness.identity.signOut(session);
    await expect(refresh(first.refresh)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("reuse of a spent token", () => {
  it("after the grace revokes the family and the session, access token included", async () => {
    const second = await refresh(first.refresh);
    harness.clock.advance(10_001);
    await expect(refresh(first.refresh)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      detail: SESSION_EXPIRED,
    });
    await expect(refresh(second.refresh_token)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(harness.identity.verifyAccessToken(second.access_token)).resolves.toBeNull();
    expect(await liveTokenHashes()).toEqual([]);
    expect(harness.logs.text()).toContain("spent refresh token presented again");
  });

  it("by a grandparent, even within 10 s, revokes the family", async () => {
    const second = await refresh(first.refresh);
    const third = await refresh(second.refresh_token);
    await expect(refresh(first.refresh)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(refresh(third.refresh_token)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("by the direct parent within 10 s replaces the child: one live token, the newest", async () => {
    const second = await refresh(first.refresh);
    harness.clock.advance(9_000);
    const again = await refresh(first.refresh);
    expect(await liveTokenHashes()).toEqual([sha256(again.refresh_token)]);
    // The replaced child is dead, but the session lives on with the newest token.
    await expect(refresh(second.refresh_token)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(harness.identity.verifyAccessToken(again.access_token)).resolves.not.toBeNull();
    await expect(refresh(again.refresh_token)).resolves.toMatchObject({ refresh_token: expect.any(String) });
  });
});

describe("housekeeping", () => {
  const DAY = 24 * 60 * 60_000;

  it("forgets spent tokens older than the 30-day lifetime when rotating", async () => {
    const second = await refresh(first.refresh);
    harness.clock.advance(29 * DAY);
    const third = await refresh(second.refresh_token);
    harness.clock.advance(2 * DAY);
    const fourth = await refresh(third.refresh_token);
    const hashes = (await harness.db.selectFrom("refresh_tokens").select("token_hash").execute()).map(
      (r) => r.token_hash,
    );
    expect(hashes.sort()).toEqual([sha256(third.refresh_token), sha256(fourth.refresh_token)].sort());
  });

  it("deletes the user's dead sessions when a new one starts", async () => {
    harness.clock.advance(31 * DAY);
    await harness.identity.signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST);
    const sessions = await harness.db.selectFrom("sessions").select("id").execute();
    expect(sessions.map((row) => row.id)).not.toContain(decodeJwt(first.access).sid);
    expect(sessions).toHaveLength(1);
  });
});

describe("concurrent refreshes of one token", () => {
  it("leave exactly one live child, which is one of the answers", async () => {
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => refresh(first.refresh)));
    const issued = answers.flatMap((answer) =>
      answer.status === "fulfilled" ? [answer.value.refresh_token] : [],
    );
    expect(issued.length).toBeGreaterThan(0);
    const live = await liveTokenHashes();
    expect(live).toHaveLength(1);
    expect(issued.map(sha256)).toContain(live[0]);
  });
});
