// E-mail confirmation (docs/security.md #5): with a mailer, sign-up starts no session and mails a
// link whose token is 256 random bits, stored only as its SHA-256, single use, bound to its
// type and valid for 24 hours; every bad token gets the same answer.
import crypto from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { Mailer, OutgoingMail } from "../src/identity/index.ts";
import {
  GOOD_PASSWORD,
  type IdentityHarness,
  identityHarness,
  PUBLIC_URL,
  REQUEST,
} from "./support/identity-fixtures.ts";

const CONFIRM_FAILED = "Failed to confirm email. The link may have expired.";

let harness: IdentityHarness;
let outbox: OutgoingMail[];
afterEach(async () => {
  await harness?.db.destroy();
});

function recordingMailer(): Mailer {
  outbox = [];
  return { send: async (mail) => void outbox.push(mail), close: () => undefined };
}

async function signUpAndReadLink(): Promise<{ token: string; link: URL; userId: string }> {
  const answer = await harness.identity.signUp(
    { email: "ada@example.com", password: GOOD_PASSWORD },
    REQUEST,
  );
  const mail = outbox.at(-1);
  const href = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!href) throw new Error("no link in the e-mail");
  const link = new URL(href);
  return { token: link.searchParams.get("token_hash") ?? "", link, userId: answer.user.id };
}

describe("sign-up with a mailer", () => {
  it("answers without tokens, asks to check the e-mail, and refuses sign-in until confirmed", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    const answer = await harness.identity.signUp(
      { email: "ada@example.com", password: GOOD_PASSWORD },
      REQUEST,
    );
    expect(answer).toMatchObject({
      access_token: null,
      refresh_token: null,
      requires_confirmation: true,
      message: "Please check your email to confirm your account.",
    });
    expect(await harness.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);
    await expect(
      harness.identity.signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST),
    ).rejects.toMatchObject({ code: "FORBIDDEN", detail: "Please confirm your email before signing in." });
    // "Not confirmed" is only said to someone who knows the password.
    await expect(
      harness.identity.signIn({ email: "ada@example.com", password: "a wrong password" }, REQUEST),
    ).rejects.toMatchObject({ detail: "Invalid email or password" });
  });

  it("mails a link to /auth/confirm with a 256-bit token_hash and type=signup", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    const { link, token } = await signUpAndReadLink();
    expect(outbox[0]?.to).toBe("ada@example.com");
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/auth/confirm`);
    expect(link.searchParams.get("type")).toBe("signup");
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(outbox[0]?.html).toContain(link.toString().replace(/&/g, "&amp;"));
  });

  it("stores only the SHA-256 of the token", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    const { token } = await signUpAndReadLink();
    const rows = await harness.db.selectFrom("confirmation_tokens").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe("confirm", () => {
  it("confirms once, after which sign-in works; a second use fails", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    const { token } = await signUpAndReadLink();
    await expect(harness.identity.confirm({ token_hash: token, type: "signup" }, REQUEST)).resolves.toEqual({
      message: "Email confirmed! You can now sign in.",
    });
    await expect(
      harness.identity.signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST),
    ).resolves.toMatchObject({ requires_confirmation: false, access_token: expect.any(String) });
    await expect(
      harness.identity.confirm({ token_hash: token, type: "signup" }, REQUEST),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      detail: CONFIRM_FAILED,
    });
  });

  it("is bound to the token's type", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    const { token } = await signUpAndReadLink();
    await expect(
      harness.identity.confirm({ token_hash: token, type: "email" }, REQUEST),
    ).rejects.toMatchObject({
      detail: CONFIRM_FAILED,
    });
    // The failed attempt did not spend it.
    await expect(
      harness.identity.confirm({ token_hash: token, type: "signup" }, REQUEST),
    ).resolves.toBeDefined();
  });

  it("expires after 24 hours with the same answer as an unknown token", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    const { token } = await signUpAndReadLink();
    harness.clock.advance(24 * 60 * 60_000 + 1);
    const expired = await harness.identity
      .confirm({ token_hash: token, type: "signup" }, REQUEST)
      .catch((e) => e);
    const unknown = await harness.identity
      .confirm({ token_hash: crypto.randomBytes(32).toString("base64url"), type: "signup" }, REQUEST)
      .catch((e) => e);
    const hashInsteadOfToken = await harness.identity
      .confirm(
        { token_hash: crypto.createHash("sha256").update(token).digest("hex"), type: "signup" },
        REQUEST,
      )
      .catch((e) => e);
    for (const error of [expired, unknown, hashInsteadOfToken]) {
      expect(error).toMatchObject({ code: "BAD_REQUEST", detail: CONFIRM_FAILED });
    }
  });

  it("still works just before the 24 hours are up", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    const { token } = await signUpAndReadLink();
    harness.clock.advance(24 * 60 * 60_000 - 1000);
    await expect(
      harness.identity.confirm({ token_hash: token, type: "signup" }, REQUEST),
    ).resolves.toBeDefined();
  });
});

describe("an address someone signed up with but never confirmed", () => {
  it("stays taken while its link is valid and is released after it expires", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    const first = await signUpAndReadLink();
    const again = await harness.identity.signUp(
      { email: "ada@example.com", password: `${GOOD_PASSWORD} 2` },
      REQUEST,
    );
    // Answered as a new address (review item 4); the pending account is untouched.
    expect(again.requires_confirmation).toBe(true);
    expect(outbox.at(-1)?.subject).toBe("Someone tried to sign up to Evenkeel with your address");
    const rows = await harness.db.selectFrom("users").select("id").execute();
    expect(rows.map((row) => row.id)).toEqual([first.userId]);

    harness.clock.advance(24 * 60 * 60_000 + 1);
    const second = await harness.identity.signUp(
      { email: "ada@example.com", password: `${GOOD_PASSWORD} 2` },
      REQUEST,
    );
    expect(second.requires_confirmation).toBe(true);
    expect(outbox.at(-1)?.subject).toBe("Confirm your Evenkeel account");
    expect(await harness.db.selectFrom("users").selectAll().execute()).toHaveLength(1);
  });
});

describe("sign-up with a taken address (review item 4, ASVS 6.3.8)", () => {
  it("answers exactly as for a new address and mails the owner that someone tried", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    const owner = await signUpAndReadLink();
    await harness.identity.confirm({ token_hash: owner.token, type: "signup" }, REQUEST);
    const fresh = await harness.identity.signUp(
      { email: "bob@example.com", password: GOOD_PASSWORD },
      REQUEST,
    );
    const taken = await harness.identity.signUp(
      { email: "ADA@example.com", password: `${GOOD_PASSWORD} 3`, first_name: "Eve" },
      REQUEST,
    );

    const shape = (answer: typeof fresh) => ({ ...answer, user: { ...answer.user, id: "", created_at: "" } });
    expect(shape(taken)).toEqual({
      ...shape(fresh),
      user: {
        ...shape(fresh).user,
        email: "ada@example.com",
        user_metadata: { ...fresh.user.user_metadata, first_name: "Eve" },
      },
    });
    expect(taken.user.id).not.toBe(owner.userId);

    const mail = outbox.at(-1);
    expect(mail?.to).toBe("ada@example.com");
    expect(mail?.subject).toBe("Someone tried to sign up to Evenkeel with your address");
    expect(mail?.text).toContain(`${PUBLIC_URL}/login`);
    expect(mail?.text).not.toMatch(/token_hash/);
    // Nothing of the owner's account changed: the old password still signs in.
    await expect(
      harness.identity.signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST),
    ).resolves.toMatchObject({ requires_confirmation: false });
    expect(await harness.db.selectFrom("users").selectAll().execute()).toHaveLength(2);
  });

  it("without a mailer still answers 409 (nothing can prove who owns the address)", async () => {
    harness = await identityHarness();
    await harness.identity.signUp({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST);
    await expect(
      harness.identity.signUp({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST),
    ).rejects.toMatchObject({ code: "CONFLICT", detail: "An account with this email already exists" });
  });
});

describe("a mail server that refuses the message", () => {
  it("answers 503 'Failed to create account' and leaves no account behind", async () => {
    const failing: Mailer = {
      send: async () => {
        throw Object.assign(new Error("550 <ada@example.com> rejected"), {
          responseCode: 550,
          command: "RCPT TO",
        });
      },
      close: () => undefined,
    };
    harness = await identityHarness({ mailer: failing });
    await expect(
      harness.identity.signUp({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST),
    ).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE", detail: "Failed to create account" });
    expect(await harness.db.selectFrom("users").selectAll().execute()).toHaveLength(0);
    expect(harness.logs.text()).not.toContain("ada@example.com");
  });
});

describe("resend the confirmation e-mail", () => {
  const RESENT =
    "If an account with this email is waiting for confirmation, a new confirmation email is on its way. The link in any earlier email no longer works.";
  const resend = (email: string, request = REQUEST) =>
    harness.identity.resendConfirmation({ email }, request);

  it("mails a new link that confirms the account; the old link stops working", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    const first = await signUpAndReadLink();
    await expect(resend("Ada@Example.com")).resolves.toEqual({ message: RESENT });
    expect(outbox).toHaveLength(2);
    expect(outbox[1]?.to).toBe("ada@example.com");
    const second = new URL(outbox[1]?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    const token = second.searchParams.get("token_hash") ?? "";
    expect(token).not.toBe(first.token);
    await expect(
      harness.identity.confirm({ token_hash: first.token, type: "signup" }, REQUEST),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", detail: CONFIRM_FAILED });
    await expect(harness.identity.confirm({ token_hash: token, type: "signup" }, REQUEST)).resolves.toEqual({
      message: "Email confirmed! You can now sign in.",
    });
    await expect(
      harness.identity.signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST),
    ).resolves.toMatchObject({ access_token: expect.any(String) });
  });

  it("works after the first link expired (the person locked out by an old link)", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    await signUpAndReadLink();
    harness.clock.advance(24 * 60 * 60_000 + 1);
    await resend("ada@example.com");
    const token = new URL(outbox.at(-1)?.text.match(/https?:\/\/\S+/)?.[0] ?? "").searchParams.get(
      "token_hash",
    );
    await expect(
      harness.identity.confirm({ token_hash: token ?? "", type: "signup" }, REQUEST),
    ).resolves.toBeDefined();
  });

  it("answers the same for an unknown and a confirmed address, and mails nobody", async () => {
    harness = await identityHarness({ mailer: recordingMailer() });
    const { token } = await signUpAndReadLink();
    await harness.identity.confirm({ token_hash: token, type: "signup" }, REQUEST);
    outbox.length = 0;
    await expect(resend("ada@example.com")).resolves.toEqual({ message: RESENT });
    await expect(resend("nobody@example.com")).resolves.toEqual({ message: RESENT });
    expect(outbox).toHaveLength(0);
    // Confirmed accounts keep their state; the spent link is not revived.
    const tokens = await harness.db.selectFrom("confirmation_tokens").selectAll().execute();
    expect(tokens).toHaveLength(1);
  });

  it("answers the same without a mailer (accounts are confirmed at sign-up)", async () => {
    harness = await identityHarness({ mailer: null });
    await harness.identity.signUp({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST);
    await expect(resend("ada@example.com")).resolves.toEqual({ message: RESENT });
  });

  it("is throttled per e-mail address, known or not, and per client address", async () => {
    harness = await identityHarness({
      mailer: recordingMailer(),
      rateLimits: {
        resendConfirmationPerEmail: { limit: 2, windowMs: 60_000 },
        resendConfirmationPerIp: { limit: 6, windowMs: 60_000 },
      },
    });
    await signUpAndReadLink();
    for (const email of ["ada@example.com", "nobody@example.com"]) {
      await resend(email);
      await resend(email);
      await expect(resend(email)).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    }
    // Another address from the same client: the per-client limit (6 asks, refused ones too) is spent.
    await expect(resend("third@example.com")).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // Another client may still ask for a fresh address.
    await expect(resend("third@example.com", { ip: "198.51.100.9", timeZone: null })).resolves.toBeDefined();
    expect(outbox).toHaveLength(3);
  });

  it("logs a refused message without the address and still gives the one answer", async () => {
    let fail = false;
    outbox = [];
    const flaky: Mailer = {
      send: async (mail) => {
        if (fail) throw Object.assign(new Error("550 <ada@example.com> rejected"), { responseCode: 550 });
        outbox.push(mail);
      },
      close: () => undefined,
    };
    harness = await identityHarness({ mailer: flaky });
    await signUpAndReadLink();
    fail = true;
    await expect(resend("ada@example.com")).resolves.toEqual({ message: RESENT });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(harness.logs.text()).toContain("confirmation e-mail not sent");
    expect(harness.logs.text()).not.toContain("ada@example.com");
  });
});
