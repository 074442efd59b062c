// WHOOP settings from the environment: off without credentials, WHOOP's production URLs and
// limits by default, every value checked, and secrets never echoed in an error.
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config/env.ts";

describe("WHOOP configuration", () => {
  it("is absent without a client id and secret", () => {
    expect(parseConfig({}).whoop).toBeUndefined();
    expect(parseConfig({}).secretKey).toBeUndefined();
  });

  it("defaults to WHOOP's production endpoints and its app-wide limits", () => {
    expect(parseConfig({ WHOOP_CLIENT_ID: "id", WHOOP_CLIENT_SECRET: "secret" }).whoop).toEqual({
      clientId: "id",
      clientSecret: "secret",
      oauthUrl: "https://api.prod.whoop.com/oauth/oauth2",
      apiUrl: "https://api.prod.whoop.com/developer",
      webhookEnabled: false,
      requestsPerMinute: 100,
      requestsPerDay: 10_000,
    });
  });

  it("reads every WHOOP variable and SECRET_KEY", () => {
    const key = Buffer.alloc(32, 7);
    const config = parseConfig({
      WHOOP_CLIENT_ID: "id",
      WHOOP_CLIENT_SECRET: "secret",
      WHOOP_OAUTH_URL: "http://127.0.0.1:4100/oauth/oauth2/",
      WHOOP_API_URL: "http://127.0.0.1:4100/developer",
      WHOOP_WEBHOOK_ENABLED: "true",
      WHOOP_REQUESTS_PER_MINUTE: "50",
      WHOOP_REQUESTS_PER_DAY: "5000",
      SECRET_KEY: key.toString("base64"),
    });
    expect(config.whoop).toMatchObject({
      oauthUrl: "http://127.0.0.1:4100/oauth/oauth2",
      webhookEnabled: true,
      requestsPerMinute: 50,
      requestsPerDay: 5000,
    });
    expect(config.secretKey).toEqual(key);
  });

  it.each([
    [{ WHOOP_CLIENT_ID: "id" }, "WHOOP_CLIENT_ID and WHOOP_CLIENT_SECRET must be set together"],
    [{ WHOOP_API_URL: "ftp://whoop" }, "WHOOP_API_URL must be an http:// or https:// URL"],
    [{ WHOOP_WEBHOOK_ENABLED: "yes" }, "WHOOP_WEBHOOK_ENABLED must be true or false"],
    [{ WHOOP_REQUESTS_PER_MINUTE: "0" }, "WHOOP_REQUESTS_PER_MINUTE must be a whole number"],
    [
      { SECRET_KEY: "too-short" },
      "SECRET_KEY must be 32 bytes in base64 (e.g. openssl rand -base64 32) (value hidden)",
    ],
  ])("refuses %o", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("never quotes the client secret", () => {
    const secret = "x".repeat(600);
    expect(() => parseConfig({ WHOOP_CLIENT_ID: "id", WHOOP_CLIENT_SECRET: secret })).toThrow(/value hidden/);
  });
});
