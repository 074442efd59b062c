// Configuration from the environment: defaults that work with no setup, and a bad value that
// stops the process with a message naming the variable.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config/env.ts";
import { spawnServer } from "./support/server-process.ts";

describe("parseConfig", () => {
  it("serves http://localhost:3000 with data in ./data of the folder npm was started from", () => {
    const config = parseConfig({ INIT_CWD: "/srv/evenkeel" }, "/srv/evenkeel/apps/server");
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("/srv/evenkeel/data"),
      publicUrl: "http://localhost:3000",
      logLevel: "info",
      nodeEnv: "production",
    });
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, "../../web/dist"));
  });

  it("resolves a relative DATA_DIR against the working directory when npm is not involved", () => {
    expect(parseConfig({ DATA_DIR: "var/db" }, "/opt/app").dataDir).toBe(path.resolve("/opt/app/var/db"));
  });

  it("reads every variable and treats empty ones as unset", () => {
    const config = parseConfig(
      {
        PORT: "8080",
        HOST: "127.0.0.1",
        DATA_DIR: "/var/lib/evenkeel",
        PUBLIC_URL: "https://evenkeel.example.com/",
        LOG_LEVEL: "debug",
        WEB_DIST_DIR: "/opt/web",
        NODE_ENV: "development",
        ANSWER_CACHE_MB: "16",
        IMPORT_MAX_BYTES: "1073741824",
        IMPORT_STALL_SECONDS: "120",
        INIT_CWD: "",
      },
      "/opt/app",
    );
    expect(config).toEqual({
      port: 8080,
      host: "127.0.0.1",
      dataDir: path.resolve("/var/lib/evenkeel"),
      publicUrl: "https://evenkeel.example.com",
      logLevel: "debug",
      webDistDir: path.resolve("/opt/web"),
      nodeEnv: "development",
      answerCacheMb: 16,
      outreachTickMs: 60_000,
      importMaxBytes: 1024 ** 3,
      importStallMs: 120_000,
      importUserBytesPerDay: 2 * 1024 ** 3,
      databasePoolSize: 10,
      jobLeaseMs: 120_000,
    });
    expect(parseConfig({ PORT: "", LOG_LEVEL: "" }).port).toBe(3000);
    expect(parseConfig({}).answerCacheMb).toBe(24);
  });

  it("selects PostgreSQL with DATABASE_URL and never echoes it", () => {
    const config = parseConfig({
      DATABASE_URL: "postgres://evenkeel:s3cret@db.example.com/evenkeel",
      DATABASE_POOL_SIZE: "4",
    });
    expect(config).toMatchObject({
      databaseUrl: "postgres://evenkeel:s3cret@db.example.com/evenkeel",
      databasePoolSize: 4,
    });
    expect(parseConfig({}).databaseUrl).toBeUndefined();
    expect(() => parseConfig({ DATABASE_URL: "mysql://root:s3cret@db/evenkeel" })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(() => parseConfig({ DATABASE_URL: "mysql://root:s3cret@db/evenkeel" })).not.toThrow(/s3cret/);
    expect(() => parseConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(
      /DATABASE_POOL_SIZE must be an integer between 1 and 100/,
    );
  });

  it("reads the web push keys and the outreach interval, both push keys or neither", () => {
    const publicKey = `B${"A".repeat(86)}`;
    const privateKey = "A".repeat(43);
    expect(parseConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapid).toEqual({
      publicKey,
      privateKey,
    });
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together",
    );
    expect(() => parseConfig({ VAPID_PRIVATE_KEY: "short", VAPID_PUBLIC_KEY: publicKey })).toThrow(
      "VAPID_PRIVATE_KEY must be a P-256 private key",
    );
    expect(parseConfig({ OUTREACH_TICK_SECONDS: "5" }).outreachTickMs).toBe(5000);
    expect(parseConfig({}).importMaxBytes).toBe(4 * 1024 ** 3);
    expect(() => parseConfig({ IMPORT_MAX_BYTES: "0" })).toThrow(
      "IMPORT_MAX_BYTES must be a whole number of bytes",
    );
    expect(() => parseConfig({ OUTREACH_TICK_SECONDS: "0" })).toThrow("OUTREACH_TICK_SECONDS must be");
    expect(parseConfig({}).importStallMs).toBe(60_000);
    expect(() => parseConfig({ IMPORT_STALL_SECONDS: "1m" })).toThrow("IMPORT_STALL_SECONDS must be");
    // One account's uploads in 24 hours: twice the largest file unless set (docs/security.md).
    expect(parseConfig({}).importUserBytesPerDay).toBe(8 * 1024 ** 3);
    expect(parseConfig({ IMPORT_USER_BYTES_PER_DAY: "1000" }).importUserBytesPerDay).toBe(1000);
    expect(() => parseConfig({ IMPORT_USER_BYTES_PER_DAY: "-1" })).toThrow(
      "IMPORT_USER_BYTES_PER_DAY must be a whole number of bytes",
    );
  });

  it("defaults the public URL to the configured port", () => {
    expect(parseConfig({ PORT: "4100" }).publicUrl).toBe("http://localhost:4100");
  });

  it.each([
    ["PORT", "abc", 'Invalid environment: PORT must be an integer between 0 and 65535 (got "abc")'],
    ["PORT", "65536", "PORT must be an integer between 0 and 65535"],
    ["PORT", "-1", "PORT must be an integer between 0 and 65535"],
    ["PORT", "80.5", "PORT must be an integer between 0 and 65535"],
    [
      "LOG_LEVEL",
      "verbose",
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    ["PUBLIC_URL", "localhost:3000", "PUBLIC_URL must be an http:// or https:// origin"],
    ["PUBLIC_URL", "ftp://example.com", "PUBLIC_URL must be an http:// or https:// origin"],
    ["PUBLIC_URL", "https://example.com/evenkeel", "PUBLIC_URL must be an http:// or https:// origin"],
    ["NODE_ENV", "staging", "NODE_ENV must be one of development, production, test"],
    ["ANSWER_CACHE_MB", "-1", "ANSWER_CACHE_MB must be a whole number of megabytes from 0 to 9999"],
  ])("rejects %s=%s with a message naming the variable", (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(message);
  });

  it("names every bad variable at once", () => {
    expect(() => parseConfig({ PORT: "x", LOG_LEVEL: "loud" })).toThrow(/PORT must .*; LOG_LEVEL must/);
  });
});

describe("the server process with a bad environment", () => {
  it("exits 1 with a one-line message naming PORT and no stack trace", async () => {
    const server = spawnServer({ PORT: "abc" });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr().trim()).toBe(
      'Invalid environment: PORT must be an integer between 0 and 65535 (got "abc")',
    );
  });
});
