// Confirmation over real SMTP: a local smtp-server receives what nodemailer sends from
// SMTP_URL/MAIL_FROM, mailparser reads it, and the link in it confirms the account.
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../src/config/env.ts";
import { createMailerFromConfig } from "../src/identity/index.ts";
import {
  GOOD_PASSWORD,
  type IdentityHarness,
  identityHarness,
  REQUEST,
} from "./support/identity-fixtures.ts";

const received: ParsedMail[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("sign-up with SMTP_URL and MAIL_FROM set", () => {
  let harness: IdentityHarness;
  afterAll(async () => harness?.db.destroy());

  it("sends a text and HTML e-mail whose link confirms the account", async () => {
    const config = parseConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Evenkeel <no-reply@evenkeel.test>",
      PUBLIC_URL: "https://evenkeel.example.com",
    });
    const mailer = createMailerFromConfig(config);
    harness = await identityHarness({ mailer, config: { publicUrl: config.publicUrl } });

    const answer = await harness.identity.signUp(
      { email: "ada@example.com", password: GOOD_PASSWORD },
      REQUEST,
    );
    expect(answer).toMatchObject({ requires_confirmation: true, access_token: null, refresh_token: null });
    mailer?.close();

    expect(received).toHaveLength(1);
    const mail = received[0] as ParsedMail;
    expect(mail.from?.text).toContain("no-reply@evenkeel.test");
    expect(mail.subject).toContain("Evenkeel");
    const href = mail.text?.match(/https:\/\/\S+/)?.[0] ?? "";
    const link = new URL(href);
    expect(`${link.origin}${link.pathname}`).toBe("https://evenkeel.example.com/auth/confirm");
    expect(link.searchParams.get("type")).toBe("signup");
    const token = link.searchParams.get("token_hash") ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(href.replace(/&/g, "&amp;"));

    await expect(
      harness.identity.signIn({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST),
    ).rejects.toMatchObject({ detail: "Please confirm your email before signing in." });
    await harness.identity.confirm({ token_hash: token, type: "signup" }, REQUEST);
    const signedIn = await harness.identity.signIn(
      { email: "ada@example.com", password: GOOD_PASSWORD },
      REQUEST,
    );
    expect(await harness.identity.verifyAccessToken(signedIn.access_token ?? "")).toMatchObject({
      userId: answer.user.id,
    });
  });
});
