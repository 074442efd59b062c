// The local WHOOP's OAuth follows WHOOP's (docs/wearables.md): a consent page that redirects
// back with code and state or access_denied, both token grants with rotation and expiry, and
// revoke.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeWhoop, startFakeWhoop } from "../fakes/whoop/fake-whoop.ts";
import { FAKE_REDIRECT, fakeWhoopClient } from "./support/fake-whoop-client.ts";

const REDIRECT = FAKE_REDIRECT;
let fake: FakeWhoop;
let client: ReturnType<typeof fakeWhoopClient>;
let clockShiftMs = 0;
beforeAll(async () => {
  fake = await startFakeWhoop({
    seed: 42,
    accessTokenSeconds: 2,
    app: { redirectUris: [REDIRECT] },
    // The fake's clock, moved on by the test instead of waiting for a token to expire.
    now: () => Date.now() + clockShiftMs,
  });
  client = fakeWhoopClient(fake);
});
afterAll(async () => {
  await fake.close();
});

const authorizeUrl = (extra?: Record<string, string>) => client.authorizeUrl(extra);
const token = (form: Record<string, string>) => client.token(form);
const connect = (memberId: number) => client.connect(memberId);
const get = (path: string, accessToken: string) => client.get(path, accessToken);

describe("The fake WHOOP's OAuth", () => {
  it("shows a consent page with Allow and Deny, and redirects back with code and state or access_denied", async () => {
    const page = await fetch(authorizeUrl());
    const html = await page.text();
    expect(html).toContain(">Allow</button>");
    expect(html).toContain(">Deny</button>");
    const denied = await fetch(authorizeUrl({ auto: "deny" }), { redirect: "manual" });
    const back = new URL(denied.headers.get("location") ?? "");
    expect(Object.fromEntries(back.searchParams)).toEqual({
      state: "state-123456789",
      error: "access_denied",
    });
    const form = new URLSearchParams({
      response_type: "code",
      client_id: fake.clientId,
      redirect_uri: REDIRECT,
      scope: "read:cycles offline",
      state: "state-123456789",
      decision: "allow",
      member: "",
    });
    const allowed = await fetch(`${fake.oauthUrl}/auth/decision`, {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    expect(new URL(allowed.headers.get("location") ?? "").searchParams.get("code")).toMatch(/^code-/);
  });

  it("refuses an unregistered redirect URI or a short state", async () => {
    expect((await fetch(authorizeUrl({ redirect_uri: "http://evil.example/cb" }))).status).toBe(400);
    expect((await fetch(authorizeUrl({ state: "short" }))).status).toBe(400);
  });

  it("rotates refresh tokens, refuses an old one, and expires access tokens per expires_in", async () => {
    const memberId = fake.createMember();
    const first = await connect(memberId);
    expect(first).toMatchObject({ expires_in: 2, token_type: "bearer" });
    expect(
      (await token({ grant_type: "authorization_code", code: "code-unknown", redirect_uri: REDIRECT }))
        .status,
    ).toBe(400);
    const second = await token({
      grant_type: "refresh_token",
      refresh_token: String(first.refresh_token),
      scope: "offline",
    });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const reused = await token({
      grant_type: "refresh_token",
      refresh_token: String(first.refresh_token),
      scope: "offline",
    });
    expect(reused).toEqual({ status: 400, body: expect.objectContaining({ error: "invalid_grant" }) });
    expect((await get("/v2/user/profile/basic", String(second.body.access_token))).status).toBe(200);
    clockShiftMs += 2_100;
    expect((await get("/v2/user/profile/basic", String(second.body.access_token))).status).toBe(401);
  });

  it("revokes access with DELETE /v2/user/access", async () => {
    const tokens = await connect(fake.createMember());
    const response = await fetch(`${fake.apiUrl}/v2/user/access`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(204);
    expect((await get("/v2/cycle", String(tokens.access_token))).status).toBe(401);
    const refresh = await token({ grant_type: "refresh_token", refresh_token: String(tokens.refresh_token) });
    expect(refresh.status).toBe(400);
  });
});
