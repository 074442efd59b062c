// One front door (docs/architecture.md): the head of http/app.ts lists every route and its
// middleware in the order createApp mounts them. This test reads both, the listing's "mounted"
// column and the mount calls in createApp's body, and fails when they part: a route mounted but
// not listed, listed but not mounted, or listed in another order. The requests at the end check
// the order where it decides the answer (first match wins).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/test-server.ts";

const APP = fs.readFileSync(path.resolve(import.meta.dirname, "../src/http/app.ts"), "utf8");

/** The "mounted" column of the listing, top to bottom. */
function listed(source: string): string[] {
  const lines = source.split("\n").filter((line) => line.startsWith("//   "));
  const header = lines.find((line) => /\bmethod\s+path\s+mounted\s+what it does$/.test(line)) ?? "";
  const [from, to] = [header.indexOf("mounted"), header.indexOf("what it does")];
  return lines
    .slice(lines.indexOf(header) + 1)
    .map((line) => line.slice(from, to).trim())
    .filter((name) => name !== "");
}

/** The arguments of a call whose opening parenthesis is at `open`, split at the top level. */
function callArguments(source: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = open + 1; i < source.length; i++) {
    const char = source[i] as string;
    if ("([{".includes(char)) depth++;
    if (")]}".includes(char)) {
      if (depth === 0) return [...args, current.trim()].filter((arg) => arg !== "");
      depth--;
    }
    if (char === "," && depth === 0) {
      args.push(current.trim());
      current = "";
    } else {
      current += char;
    }
  }
  throw new Error("unbalanced call in app.ts");
}

/** What createApp mounts, in order: each handler argument of app/api .use/.get/.post, by name. */
function mounted(source: string): string[] {
  const body = source.slice(source.indexOf("export function createApp"));
  return [...body.matchAll(/\b(?:app|api)\.(?:use|get|post)\(/g)].flatMap((match) =>
    callArguments(body, (match.index ?? 0) + match[0].length - 1)
      .filter((arg) => !arg.startsWith('"'))
      .map((arg) => /^[A-Za-z_$][\w$.]*/.exec(arg)?.[0] ?? arg),
  );
}

describe("the front door in http/app.ts", () => {
  it("lists every route and middleware createApp mounts, in the order it mounts them", () => {
    const names = mounted(APP);
    expect(names.length).toBeGreaterThan(20);
    expect(listed(APP)).toEqual(names);
  });

  it("notices a mount the listing lacks, and a listed line the code lacks", () => {
    const extra = APP.replace("  app.use(serveWebApp(", "  app.use(somethingNew);\n  app.use(serveWebApp(");
    expect(listed(extra)).not.toEqual(mounted(extra));
    const missing = APP.replace("  api.use(noStore);\n", "");
    expect(listed(missing)).not.toEqual(mounted(missing));
  });
});

describe("the order, where it decides the answer", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers an unknown API path with 404 JSON, never the web app", async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers the health check before anything else, and a share link by its own route", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.headers.get("content-type")).toMatch(/^application\/json/);
    const shared = await fetch(`${server.url}/shared/not-a-token`);
    expect(shared.status).toBe(404);
    expect(await shared.text()).not.toMatch(/<div id="root">/);
  });

  it("sets the security headers on every answer, a 404 included", async () => {
    for (const url of ["/healthz", "/api/no-such-thing", "/shared/not-a-token"]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.headers.get("x-content-type-options"), url).toBe("nosniff");
    }
  });
});
