// Logs (docs/security.md #13): a full account life — sign-up with confirmation, failed and
// successful sign-in, refresh, reuse, sign-out — leaves no password, token, token hash or
// e-mail address in the log.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Mailer, OutgoingMail } from "../src/identity/index.ts";
import { GOOD_PASSWORD, identityHarness, REQUEST } from "./support/identity-fixtures.ts";

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

describe("identity logs", () => {
  it("name users by id only", async () => {
    const outbox: OutgoingMail[] = [];
    const mailer: Mailer = { send: async (mail) => void outbox.push(mail), close: () => undefined };
    const harness = await identityHarness({ mailer });
    const { identity } = harness;
    const email = "ada.lovelace@example.com";
    const secrets: string[] = [GOOD_PASSWORD, email, "wrong password 1"];

    await identity.signUp({ email, password: GOOD_PASSWORD }, REQUEST);
    const confirmToken =
      new URL(outbox[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? "").searchParams.get("token_hash") ?? "";
    secrets.push(confirmToken, sha256(confirmToken));
    await identity.signIn({ email, password: "wrong password 1" }, REQUEST).catch(() => undefined);
    await identity.confirm({ token_hash: confirmToken, type: "signup" }, REQUEST);
    const session = await identity.signIn({ email, password: GOOD_PASSWORD }, REQUEST);
    const access = session.access_token ?? "";
    const refresh = session.refresh_token ?? "";
    const rotated = await identity.refresh({ refresh_token: refresh }, REQUEST);
    secrets.push(access, refresh, sha256(refresh), rotated.access_token, rotated.refresh_token);
    harness.clock.advance(60_000);
    await identity.refresh({ refresh_token: refresh }, REQUEST).catch(() => undefined);
    await identity
      .signIn({ email: "nobody@example.com", password: "wrong password 1" }, REQUEST)
      .catch(() => undefined);

    const log = harness.logs.text();
    expect(log).toContain("account created");
    expect(log).toContain("spent refresh token presented again");
    for (const secret of [...secrets, "nobody@example.com"]) expect(log).not.toContain(secret);
    await harness.db.destroy();
  });
});
