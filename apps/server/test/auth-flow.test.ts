// The session as the HTTP layer sees it: a bearer token makes the caller, a missing, forged,
// signed-out or rotated one does not; the browser's time zone is kept on the profile and
// decides the user's "today".
import type { AuthResponse, MoodStats, RefreshResponse, User } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api-client.ts";
import { pngBytes } from "./support/media-fixtures.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, TEST_PASSWORD, uniqueEmail } from "./support/test-users.ts";
import { pictureForm } from "./support/upload-form.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UNAUTHORIZED = { status: 401, body: { detail: "Authentication required" } };

describe("signing up without SMTP", () => {
  it("confirms the account at once and answers a working session", async () => {
    const email = uniqueEmail("flow");
    const answer = await api(server).post<AuthResponse>("/auth/signup", {
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      first_name: "Grace",
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        requires_confirmation: false,
        message: null,
        user: { email, user_metadata: { first_name: "Grace" } },
      },
    });
    const me = await api(server, answer.body.access_token).get<User>("/auth/me");
    expect(me).toMatchObject({ status: 200, body: { id: answer.body.user.id, email } });
  });
});

describe("calls that need a signed-in user", () => {
  it.each([
    ["no Authorization header", null],
    ["a token that is not a JWT", "not-a-token"],
    ["a Basic credential", "Basic dXNlcjpwYXNz"],
  ])("answer 401 to %s", async (_label, token) => {
    const headers: Record<string, string> = token?.startsWith("Basic") ? { authorization: token } : {};
    const client = api(server, token?.startsWith("Basic") ? null : token);
    expect(await client.raw({ method: "GET", path: "/auth/me", headers })).toMatchObject(UNAUTHORIZED);
    expect(await client.raw({ method: "GET", path: "/mood/", headers })).toMatchObject(UNAUTHORIZED);
    expect(await client.raw({ method: "DELETE", path: "/auth/delete-all-data", headers })).toMatchObject(
      UNAUTHORIZED,
    );
  });

  it("refuse a token that was altered or signed by someone else", async () => {
    const user = await signUpUser(server);
    const [header, payload] = user.accessToken.split(".");
    const forged = `${header}.${payload}.${Buffer.from("forged signature").toString("base64url")}`;
    expect(await api(server, forged).get("/auth/me")).toMatchObject(UNAUTHORIZED);
  });
});

describe("a session's life", () => {
  it("ends at sign-out: the access token and its refresh token stop working", async () => {
    const user = await signUpUser(server);
    const client = api(server, user.accessToken);
    expect(await client.post("/auth/signout")).toMatchObject({
      status: 200,
      body: { message: "Signed out successfully" },
    });
    expect(await client.get("/auth/me")).toMatchObject(UNAUTHORIZED);
    expect((await api(server).post("/auth/refresh", { refresh_token: user.refreshToken })).status).toBe(401);
  });

  it("continues after a refresh with the new pair", async () => {
    const user = await signUpUser(server);
    const refreshed = await api(server).post<RefreshResponse>("/auth/refresh", {
      refresh_token: user.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect(await api(server, refreshed.body.access_token).get("/auth/me")).toMatchObject({
      status: 200,
      body: { id: user.id },
    });
    const next = await api(server).post("/auth/refresh", { refresh_token: refreshed.body.refresh_token });
    expect(next.status).toBe(200);
  });

  it("lets one device sign out without ending the user's other sessions", async () => {
    const user = await signUpUser(server);
    const second = await api(server).post<AuthResponse>("/auth/signin", {
      email: user.email,
      password: TEST_PASSWORD,
    });
    await api(server, second.body.access_token).post("/auth/signout");
    expect((await api(server, user.accessToken).get("/auth/me")).status).toBe(200);
  });
});

describe("the user's time zone", () => {
  const zone = "Pacific/Kiritimati"; // UTC+14: often already tomorrow
  const localToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());

  it("comes from x-time-zone, is kept on the profile, and decides today", async () => {
    const user = await signUpUser(server);
    const client = api(server, user.accessToken);
    const created = await client.raw({
      method: "POST",
      path: "/mood/",
      headers: { "content-type": "application/json", "x-time-zone": zone },
      body: JSON.stringify({ date: localToday(), rating: 7 }),
    });
    expect(created.status).toBe(201);
    const stored = await server.db
      .selectFrom("users")
      .select("time_zone")
      .where("id", "=", user.id)
      .executeTakeFirst();
    expect(stored?.time_zone).toBe(zone);
    // No header now: the kept zone still puts that mood on "today".
    const stats = await client.get<MoodStats>("/mood/stats/summary", { days: 1 });
    expect(stats.body.total_entries).toBe(1);
  });

  it("ignores a zone that does not exist and keeps the one it had", async () => {
    const user = await signUpUser(server);
    const client = api(server, user.accessToken);
    const answer = await client.raw({
      method: "GET",
      path: "/mood/stats/summary",
      headers: { "x-time-zone": "Mars/Olympus_Mons" },
    });
    expect(answer.status).toBe(200);
    const stored = await server.db
      .selectFrom("users")
      .select("time_zone")
      .where("id", "=", user.id)
      .executeTakeFirst();
    expect(stored?.time_zone).toBe("UTC");
  });
});

describe("the caller's address", () => {
  /** Anonymous uploads (sign-up pictures) are throttled per address: 10 an hour. */
  async function anonymousUploads(target: TestServer, forwardedFor: (index: number) => string) {
    const picture = await pngBytes(8, 8);
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const answer = await api(target).raw({
        method: "POST",
        path: "/auth/upload-profile-picture",
        headers: { "x-forwarded-for": forwardedFor(index) },
        body: pictureForm(picture),
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    return statuses;
  }

  it("is the socket's: a forged X-Forwarded-For does not get a fresh throttle", async () => {
    const statuses = await anonymousUploads(server, (index) => `198.51.100.${index}`);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it("is the proxy's view of the client when TRUST_PROXY is configured", async () => {
    const behindProxy = await startTestServer({ TRUST_PROXY: "1" });
    try {
      const statuses = await anonymousUploads(behindProxy, (index) => `198.51.100.${index}`);
      expect(statuses).toEqual(Array(11).fill(200));
    } finally {
      await behindProxy.close();
    }
  });
});
