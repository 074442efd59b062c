// Access tokens (docs/security.md #6): one algorithm (HS256), iss, aud, exp ≤ 15 min, and a session
// id checked on each request, so sign-out and erase end them at once.
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  GOOD_PASSWORD,
  type IdentityHarness,
  identityHarness,
  PUBLIC_URL,
  REQUEST,
} from "./support/identity-fixtures.ts";

const SECRET = "a-test-signing-secret-that-is-long-enough";
const KEY = new TextEncoder().encode(SECRET);

let harness: IdentityHarness;
let token: string;
let userId: string;
let sessionId: string;

beforeEach(async () => {
  harness = await identityHarness({ config: { jwtSecret: SECRET } });
  const answer = await harness.identity.signUp(
    { email: "ada@example.com", password: GOOD_PASSWORD },
    REQUEST,
  );
  token = answer.access_token ?? "";
  userId = answer.user.id;
  sessionId = String(decodeJwt(token).sid);
});
afterEach(async () => {
  await harness.db.destroy();
});

const nowSeconds = () => Math.floor(harness.clock.now().getTime() / 1000);

function forge(
  overrides: { alg?: string; iss?: string; aud?: string; sub?: string; sid?: string; exp?: number } = {},
) {
  const iat = nowSeconds();
  return new SignJWT({ sid: overrides.sid ?? sessionId })
    .setProtectedHeader({ alg: overrides.alg ?? "HS256", typ: "JWT" })
    .setSubject(overrides.sub ?? userId)
    .setIssuer(overrides.iss ?? PUBLIC_URL)
    .setAudience(overrides.aud ?? "evenkeel")
    .setIssuedAt(iat)
    .setExpirationTime(overrides.exp ?? iat + 600);
}

describe("a genuine access token", () => {
  it("is an HS256 JWT for this server, audience evenkeel, living 15 minutes", async () => {
    expect(decodeProtectedHeader(token).alg).toBe("HS256");
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: PUBLIC_URL, aud: "evenkeel", sub: userId, sid: expect.any(String) });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    await expect(harness.identity.verifyAccessToken(token)).resolves.toEqual({
      userId,
      sessionId,
      dataVersion: expect.any(Number),
    });
  });

  it("is refused once expired, though it was verified (and remembered) before", async () => {
    await expect(harness.identity.verifyAccessToken(token)).resolves.toEqual({
      userId,
      sessionId,
      dataVersion: expect.any(Number),
    });
    harness.clock.advance(15 * 60_000 - 1000);
    await expect(harness.identity.verifyAccessToken(token)).resolves.toEqual({
      userId,
      sessionId,
      dataVersion: expect.any(Number),
    });
    harness.clock.advance(2000);
    await expect(harness.identity.verifyAccessToken(token)).resolves.toBeNull();
  });

  it("verifies when signed by our forge with the right key (the forge itself is sound)", async () => {
    await expect(harness.identity.verifyAccessToken(await forge().sign(KEY))).resolves.toEqual({
      userId,
      sessionId,
      dataVersion: expect.any(Number),
    });
  });
});

describe("tokens that must be refused", () => {
  it("alg none", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const payload = token.split(".")[1];
    await expect(harness.identity.verifyAccessToken(`${header}.${payload}.`)).resolves.toBeNull();
  });

  it("RS256, signed with an attacker's key pair", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const iat = nowSeconds();
    const forged = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: "RS256", typ: "JWT" })
      .setSubject(userId)
      .setIssuer(PUBLIC_URL)
      .setAudience("evenkeel")
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(privateKey);
    await expect(harness.identity.verifyAccessToken(forged)).resolves.toBeNull();
  });

  it("HS512 with the right key (only HS256 is allowed)", async () => {
    const forged = await forge({ alg: "HS512" }).sign(KEY);
    await expect(harness.identity.verifyAccessToken(forged)).resolves.toBeNull();
  });

  it("another key", async () => {
    const forged = await forge().sign(new TextEncoder().encode("some-other-secret-of-enough-length!!"));
    await expect(harness.identity.verifyAccessToken(forged)).resolves.toBeNull();
  });

  it("another audience", async () => {
    await expect(
      harness.identity.verifyAccessToken(await forge({ aud: "authenticated" }).sign(KEY)),
    ).resolves.toBeNull();
  });

  it("another issuer", async () => {
    await expect(
      harness.identity.verifyAccessToken(await forge({ iss: "https://attacker.example" }).sign(KEY)),
    ).resolves.toBeNull();
  });

  it("a longer life than 15 minutes, once 15 minutes have passed", async () => {
    const forged = await forge({ exp: nowSeconds() + 24 * 3600 }).sign(KEY);
    await expect(harness.identity.verifyAccessToken(forged)).resolves.toEqual({
      userId,
      sessionId,
      dataVersion: expect.any(Number),
    });
    harness.clock.advance(16 * 60_000);
    await expect(harness.identity.verifyAccessToken(forged)).resolves.toBeNull();
  });

  it("truncated or altered", async () => {
    await expect(harness.identity.verifyAccessToken(token.slice(0, -1))).resolves.toBeNull();
    await expect(
      harness.identity.verifyAccessToken(token.split(".").slice(0, 2).join(".")),
    ).resolves.toBeNull();
    await expect(harness.identity.verifyAccessToken("")).resolves.toBeNull();
    await expect(harness.identity.verifyAccessToken("not.a.jwt")).resolves.toBeNull();
  });

  it("a session id that belongs to another user, or none at all", async () => {
    await expect(
      harness.identity.verifyAccessToken(await forge({ sub: "someone-else" }).sign(KEY)),
    ).resolves.toBeNull();
    await expect(
      harness.identity.verifyAccessToken(await forge({ sid: "no-such-session" }).sign(KEY)),
    ).resolves.toBeNull();
  });
});

describe("ending sessions", () => {
  it("sign-out refuses the access token at once, well before it expires", async () => {
    await expect(harness.identity.verifyAccessToken(token)).resolves.toEqual({
      userId,
      sessionId,
      dataVersion: expect.any(Number),
    });
    await harness.identity.signOut({ userId, sessionId });
    await expect(harness.identity.verifyAccessToken(token)).resolves.toBeNull();
  });

  it("sign-out ends only its own session", async () => {
    const other = await harness.identity.signIn(
      { email: "ada@example.com", password: GOOD_PASSWORD },
      REQUEST,
    );
    await harness.identity.signOut({ userId, sessionId });
    await expect(harness.identity.verifyAccessToken(other.access_token ?? "")).resolves.toMatchObject({
      userId,
    });
  });

  it("endAllSessions refuses every access token and refresh token of the user", async () => {
    const other = await harness.identity.signIn(
      { email: "ada@example.com", password: GOOD_PASSWORD },
      REQUEST,
    );
    await harness.identity.endAllSessions(userId);
    await expect(harness.identity.verifyAccessToken(token)).resolves.toBeNull();
    await expect(harness.identity.verifyAccessToken(other.access_token ?? "")).resolves.toBeNull();
    await expect(
      harness.identity.refresh({ refresh_token: other.refresh_token ?? "" }, REQUEST),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
