// The ETag salt (docs/decisions/039): two processes of one release and one configuration share
// tags, so a 304 holds whichever process answers; a change of code or of a setting that can
// change an answer gives every tag anew.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerSalt, computeFingerprint } from "../src/http/answer-salt.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { testConfig } from "./support/test-config.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

describe("answer salt", () => {
  let first: TestServer;
  let second: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    first = await startTestServer();
    // A second process of the same deployment: same database, its own port.
    second = await startTestServer({ DATA_DIR: first.dataDir });
    user = await signUpUser(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const dashboard = (server: TestServer, etag?: string) =>
    fetch(`${server.url}/api/health/dashboard`, {
      headers: { authorization: `Bearer ${user.accessToken}`, ...(etag ? { "if-none-match": etag } : {}) },
    });

  it("lets a tag from one process be confirmed by another of the same release and settings", async () => {
    const fromFirst = await dashboard(first);
    expect(fromFirst.status).toBe(200);
    const etag = fromFirst.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const fromSecond = await dashboard(second, etag);
    expect(fromSecond.status).toBe(304);
    expect(fromSecond.headers.get("etag")).toBe(etag);
  });

  it("differs for a setting that can change an answer, not for where a process listens or logs", () => {
    const base = testConfig();
    const samePlace = {
      ...base,
      port: 4321,
      host: "0.0.0.0",
      logLevel: "debug" as const,
      dataDir: "/elsewhere",
    };
    expect(answerSalt(samePlace).equals(answerSalt(base))).toBe(true);
    const withOura = testConfig({ OURA_CLIENT_ID: "id", OURA_CLIENT_SECRET: "secret" });
    expect(answerSalt({ ...withOura, dataDir: base.dataDir }).equals(answerSalt(base))).toBe(false);
    expect(answerSalt({ ...base, publicUrl: "https://evenkeel.example" }).equals(answerSalt(base))).toBe(
      false,
    );
  });

  it("fingerprints the sources and the lock file, not tests; a bundle by its one file", () => {
    const root = makeTempDir();
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    const own = "apps/server/src/http/answer-salt.ts";
    write(own, "// salt");
    write("packages/domain/src/score.ts", "export const weight = 1;");
    write("packages/domain/src/score.test.ts", "test");
    write("package-lock.json", "{}");
    const fingerprint = () => computeFingerprint(path.join(root, own)).toString("hex");
    const before = fingerprint();
    write("packages/domain/src/score.test.ts", "another test");
    expect(fingerprint()).toBe(before);
    write("packages/domain/src/score.ts", "export const weight = 2;");
    const afterSource = fingerprint();
    expect(afterSource).not.toBe(before);
    write("package-lock.json", '{"lockfileVersion":3}');
    expect(fingerprint()).not.toBe(afterSource);

    write("bundle/server.mjs", "console.log(1)");
    const bundle = computeFingerprint(path.join(root, "bundle/server.mjs")).toString("hex");
    write("bundle/server.mjs", "console.log(2)");
    expect(computeFingerprint(path.join(root, "bundle/server.mjs")).toString("hex")).not.toBe(bundle);
  });
});
