// Generated secrets (one 32-byte key file per name, mode 0600, stable across restarts) and the
// environment variables identity adds: SMTP_URL, MAIL_FROM, JWT_SECRET, TRUST_PROXY.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config/env.ts";
import { createIdentityService } from "../src/identity/index.ts";
import { loadOrCreateSecret } from "../src/secrets/index.ts";
import { GOOD_PASSWORD, migratedDatabase, PUBLIC_URL, REQUEST } from "./support/identity-fixtures.ts";
import { captureLogs } from "./support/log-capture.ts";
import { makeTempDir } from "./support/temp-dir.ts";

describe("loadOrCreateSecret", () => {
  it("creates 32 random bytes with mode 0600 once and reads the same key afterwards", () => {
    const dataDir = path.join(makeTempDir(), "data");
    const first = loadOrCreateSecret(dataDir, "token-encryption");
    expect(first.created).toBe(true);
    expect(first.key).toHaveLength(32);
    expect(fs.statSync(first.file).mode & 0o777).toBe(0o600);
    expect(path.dirname(first.file)).toBe(dataDir);
    const again = loadOrCreateSecret(dataDir, "token-encryption");
    expect(again).toMatchObject({ created: false });
    expect(again.key.equals(first.key)).toBe(true);
    expect(loadOrCreateSecret(dataDir, "jwt-secret").key.equals(first.key)).toBe(false);
  });

  it("refuses a key file of the wrong size instead of replacing it", () => {
    const dataDir = makeTempDir();
    fs.writeFileSync(path.join(dataDir, "jwt-secret.key"), "short");
    expect(() => loadOrCreateSecret(dataDir, "jwt-secret")).toThrow(/exactly 32 bytes/);
  });

  it("refuses names that could leave the data folder", () => {
    expect(() => loadOrCreateSecret(makeTempDir(), "../escape")).toThrow(/Invalid secret name/);
  });
});

describe("the access-token key", () => {
  it("survives a restart: a token signed before is still valid after", async () => {
    const { db, dataDir } = await migratedDatabase();
    const make = () =>
      createIdentityService({
        db,
        config: { dataDir, publicUrl: PUBLIC_URL },
        logger: captureLogs().logger,
        mailer: null,
      });
    const answer = await make().signUp({ email: "ada@example.com", password: GOOD_PASSWORD }, REQUEST);
    await expect(make().verifyAccessToken(answer.access_token ?? "")).resolves.toMatchObject({
      userId: answer.user.id,
    });
    expect(fs.existsSync(path.join(dataDir, "jwt-secret.key"))).toBe(true);
    await db.destroy();
  });

  it("comes from JWT_SECRET when set, and a token signed with another secret is refused", async () => {
    const { db, dataDir } = await migratedDatabase();
    const make = (jwtSecret: string) =>
      createIdentityService({
        db,
        config: { dataDir, publicUrl: PUBLIC_URL, jwtSecret },
        logger: captureLogs().logger,
        mailer: null,
      });
    const answer = await make("first-secret-0123456789-0123456789").signUp(
      { email: "ada@example.com", password: GOOD_PASSWORD },
      REQUEST,
    );
    await expect(
      make("second-secret-0123456789-0123456789").verifyAccessToken(answer.access_token ?? ""),
    ).resolves.toBeNull();
    expect(fs.existsSync(path.join(dataDir, "jwt-secret.key"))).toBe(false);
    await db.destroy();
  });
});

describe("identity's environment variables", () => {
  it("are all optional: no SMTP, a generated JWT key, no trusted proxy", () => {
    const config = parseConfig({});
    expect(config.smtp).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.trustProxy).toBeUndefined();
  });

  it("read SMTP_URL with MAIL_FROM, JWT_SECRET and TRUST_PROXY", () => {
    const config = parseConfig({
      SMTP_URL: "smtps://mailer:s3cret@mail.example.com:465",
      MAIL_FROM: "Evenkeel <no-reply@example.com>",
      JWT_SECRET: "x".repeat(32),
      TRUST_PROXY: "loopback, 10.0.0.0/8",
    });
    expect(config.smtp).toEqual({
      url: "smtps://mailer:s3cret@mail.example.com:465",
      from: "Evenkeel <no-reply@example.com>",
    });
    expect(config.jwtSecret).toBe("x".repeat(32));
    expect(config.trustProxy).toEqual(["loopback", "10.0.0.0/8"]);
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxy).toBeUndefined();
    expect(parseConfig({ RATE_LIMIT_SCALE: "50" }).rateLimitScale).toBe(50);
    expect(parseConfig({}).rateLimitScale).toBeUndefined();
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL must be an smtp:// or smtps:// URL"],
    [{ SMTP_URL: "smtp://mail.example.com" }, "MAIL_FROM must be set when SMTP_URL is set"],
    [{ JWT_SECRET: "too-short" }, "JWT_SECRET must be at least 32 characters long"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY must not be true"],
    [{ RATE_LIMIT_SCALE: "0" }, "RATE_LIMIT_SCALE must be a whole number from 1 to 9999"],
  ])("refuse %o", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("never echo a secret value in the error", () => {
    const attempt = () =>
      parseConfig({ SMTP_URL: "ftp://user:hunter2-password@x", JWT_SECRET: "hunter2-short" });
    expect(attempt).toThrow(/SMTP_URL .*\(value hidden\).*JWT_SECRET .*\(value hidden\)/);
    expect(attempt).not.toThrow(/hunter2/);
  });
});
