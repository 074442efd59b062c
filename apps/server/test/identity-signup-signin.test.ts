// Sign-up and sign-in without SMTP: the account is confirmed at once, tokens come back, and
// the access token names a live session.
import { afterEach, describe, expect, it } from "vitest";
import { logEmailConfirmationMode } from "../src/identity/index.ts";
import {
  GOOD_PASSWORD,
  type IdentityHarness,
  identityHarness,
  REQUEST,
} from "./support/identity-fixtures.ts";
import { captureLogs } from "./support/log-capture.ts";

let harness: IdentityHarness;
afterEach(async () => {
  await harness?.db.destroy();
});

describe("sign-up without SMTP", () => {
  it("confirms the account at once and answers with a working token pair", async () => {
    harness = await identityHarness();
    const answer = await harness.identity.signUp(
      { email: "Ada@Example.com ", password: GOOD_PASSWORD, first_name: "Ada", last_name: null },
      REQUEST,
    );
    expect(answer.requires_confirmation).toBe(false);
    expect(answer.message).toBeNull();
    expect(answer.user).toMatchObject({
      email: "ada@example.com",
      user_metadata: { first_name: "Ada", last_name: null, profile_picture_url: null },
    });
    expect(answer.access_token).toEqual(expect.any(String));
    expect(answer.refresh_token).toEqual(expect.any(String));
    const session = await harness.identity.verifyAccessToken(answer.access_token ?? "");
    expect(session?.userId).toBe(answer.user.id);
  });

  it("refuses a second account for the same address with 409", async () => {
    harness = await identityHarness();
    await harness.identity.signUp({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST);
    await expect(
      harness.identity.signUp({ email: "ADA@example.com", password: `${GOOD_PASSWORD}!` }, REQUEST),
    ).rejects.toMatchObject({ code: "CONFLICT", detail: "An account with this email already exists" });
  });

  it("logs at start that e-mail confirmation is off", () => {
    const logs = captureLogs();
    logEmailConfirmationMode({}, logs.logger);
    expect(logs.text()).toContain("E-mail confirmation is off (SMTP_URL not set)");
  });
});

describe("sign-in", () => {
  it("answers a new session whose access token verifies", async () => {
    harness = await identityHarness();
    const { user } = await harness.identity.signUp(
      { email: "ada@example.com", password: GOOD_PASSWORD },
      REQUEST,
    );
    const answer = await harness.identity.signIn(
      { email: "ada@example.com", password: GOOD_PASSWORD },
      REQUEST,
    );
    expect(answer.user.id).toBe(user.id);
    const session = await harness.identity.verifyAccessToken(answer.access_token ?? "");
    expect(session).toEqual({
      userId: user.id,
      sessionId: expect.any(String),
      dataVersion: expect.any(Number),
    });
  });

  it("treats the password exactly as typed: surrounding spaces are part of it", async () => {
    harness = await identityHarness();
    await harness.identity.signUp({ email: "ada@example.com", password: "  password123  " }, REQUEST);
    await expect(
      harness.identity.signIn({ email: "ada@example.com", password: "password123" }, REQUEST),
    ).rejects.toMatchObject({ detail: "Invalid email or password" });
    const answer = await harness.identity.signIn(
      { email: "ada@example.com", password: "  password123  " },
      REQUEST,
    );
    expect(answer.access_token).toEqual(expect.any(String));
  });
});
