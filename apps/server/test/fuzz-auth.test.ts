// Tampered access tokens on every signed-in call (docs/security.md #6): `alg: none`, another key,
// another algorithm, audience or issuer, expired or too long-lived, truncated, bit-flipped,
// re-signed with another user's id, or plain garbage, over REST and tRPC alike. Each one is
// answered exactly as no token at all: 401 "Authentication required".
import { AUTHENTICATION_REQUIRED, PROCEDURE_NAMES, procedures, restRoutes } from "@evenkeel/contracts";
import fc from "fast-check";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validInputOf } from "./support/arbitraries.ts";
import { assertProperty, FUZZ_JWT_SECRET, FUZZ_RUNS } from "./support/fuzz-fixture.ts";
import { sendRest, sendTrpc } from "./support/fuzz-requests.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

const ISSUER = "http://localhost:3000";
const AUDIENCE = "evenkeel";
const realKey = new TextEncoder().encode(FUZZ_JWT_SECRET);

let server: TestServer;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET: FUZZ_JWT_SECRET });
  [user, other] = await Promise.all([signUpUser(server), signUpUser(server)]);
});
afterAll(() => server.close());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

interface Forgery {
  sub?: string;
  sid?: string;
  iss?: string;
  aud?: string;
  issuedAgo?: number;
  lifetime?: number;
  alg?: "HS256" | "HS512";
  key?: Uint8Array;
}

/** A token like the server's, with one thing changed. */
function forge(changes: Forgery): Promise<string> {
  const claims = decodeJwt(user.accessToken);
  const now = Math.floor(Date.now() / 1000) - (changes.issuedAgo ?? 0);
  return new SignJWT({ sid: changes.sid ?? claims.sid })
    .setProtectedHeader({ alg: changes.alg ?? "HS256", typ: "JWT" })
    .setSubject(changes.sub ?? String(claims.sub))
    .setIssuer(changes.iss ?? ISSUER)
    .setAudience(changes.aud ?? AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (changes.lifetime ?? 900))
    .sign(changes.key ?? realKey);
}

const tamperedTokens: fc.Arbitrary<{ kind: string; token: () => Promise<string> }> = fc.oneof(
  fc
    .constantFrom<[string, () => Promise<string>]>(
      [
        "alg none",
        async () => `${base64url({ alg: "none", typ: "JWT" })}.${user.accessToken.split(".")[1]}.`,
      ],
      ["another key", () => forge({ key: crypto.getRandomValues(new Uint8Array(32)) })],
      ["HS512 with the real key", () => forge({ alg: "HS512" })],
      ["another audience", () => forge({ aud: "someone-else" })],
      ["another issuer", () => forge({ iss: "https://evil.example" })],
      ["expired", () => forge({ issuedAgo: 3600 })],
      // exp alone would allow it; the 15-minute age limit on iat must not.
      ["issued 16 minutes ago with a day to run", () => forge({ issuedAgo: 960, lifetime: 86_400 })],
      ["issued in the future", () => forge({ issuedAgo: -3600 })],
      ["another user's id on this session", () => forge({ sub: other.id })],
      ["an unknown session", () => forge({ sid: crypto.randomUUID() })],
      [
        "signature of another payload",
        async () => {
          const [header, , signature] = other.accessToken.split(".");
          return `${header}.${user.accessToken.split(".")[1]}.${signature}`;
        },
      ],
    )
    .map(([kind, token]) => ({ kind, token })),
  fc.integer({ min: 1, max: 40 }).map((cut) => ({
    kind: `truncated by ${cut}`,
    token: async () => user.accessToken.slice(0, -cut),
  })),
  // Flipping a bit of the decoded signature: editing a base64url character may only touch
  // padding bits, which leaves the very same signature.
  fc.nat({ max: 255 }).map((bit) => ({
    kind: `signature bit ${bit} flipped`,
    token: async () => {
      const [header, payload, signature = ""] = user.accessToken.split(".");
      const bytes = Buffer.from(signature, "base64url");
      bytes[bit >> 3] = (bytes[bit >> 3] ?? 0) ^ (1 << (bit & 7));
      return `${header}.${payload}.${bytes.toString("base64url")}`;
    },
  })),
  fc.string({ minLength: 1, maxLength: 300 }).map((junk) => ({ kind: "garbage", token: async () => junk })),
);

function expectRefused(call: string, kind: string, answer: { status: number; detail: unknown }): void {
  if (answer.status !== 401 || answer.detail !== AUTHENTICATION_REQUIRED) {
    throw new Error(`${call} with ${kind}: ${answer.status} ${String(answer.detail)}`);
  }
}

const userRoutes = restRoutes.filter((route) => procedures[route.procedure].auth === "user");
const userProcedures = PROCEDURE_NAMES.filter((name) => procedures[name].auth === "user");

describe("a tampered access token", () => {
  it("is refused with 401 on every signed-in REST route", async () => {
    await assertProperty(
      fc.asyncProperty(fc.constantFrom(...userRoutes), tamperedTokens, async (route, tampered) => {
        const [input] = fc.sample(validInputOf(procedures[route.procedure].input), 1);
        const answer = await sendRest(server.url, route, input, await tampered.token());
        expectRefused(`${route.method} ${route.path}`, tampered.kind, answer);
      }),
      FUZZ_RUNS * 6,
    );
  });

  it("is refused with 401 on every signed-in tRPC procedure", async () => {
    await assertProperty(
      fc.asyncProperty(fc.constantFrom(...userProcedures), tamperedTokens, async (name, tampered) => {
        const [input] = fc.sample(validInputOf(procedures[name].input), 1);
        const answer = await sendTrpc(server.url, name, input, await tampered.token());
        expectRefused(name, tampered.kind, answer);
      }),
      FUZZ_RUNS * 6,
    );
  });

  it("is no token at all in any other header form either", async () => {
    const headers = [
      `bearer ${user.accessToken}`,
      `Basic ${user.accessToken}`,
      `Bearer  ${user.accessToken}`,
      `Bearer ${user.accessToken} extra`,
      user.accessToken,
    ];
    for (const authorization of headers) {
      const response = await fetch(`${server.url}/api/auth/me`, { headers: { authorization } });
      expect({ authorization, status: response.status }).toEqual({ authorization, status: 401 });
    }
    const inQuery = await fetch(`${server.url}/api/auth/me?access_token=${user.accessToken}`);
    expect(inQuery.status).toBe(401);
  });

  it("leaves the real token working", async () => {
    const response = await fetch(`${server.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(response.status).toBe(200);
  });
});
