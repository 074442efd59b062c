// The read lane (src/http/read-lane.ts, docs/decisions/040) answers signed-in reads beside
// Express: its answers must be Express's in every header but the ETag, its failures Express's
// own, and at LOG_LEVEL info each answer it gives writes the request's log line. A path variant
// Express matches loosely (a trailing slash the table does not write) is left to Express, so
// the same read is answered both ways here and compared.
import { TIME_ZONE_HEADER } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "./support/log-capture.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

const ORIGIN = "https://other.example";
let server: TestServer;
let user: TestUser;
const logs = captureLogs("info");

beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: ORIGIN }, { logger: logs.logger });
  user = await signUpUser(server);
  await fetch(`${server.url}/api/mood/`, {
    method: "POST",
    headers: { ...headersOf(user), "content-type": "application/json" },
    body: JSON.stringify({ date: "2026-11-20", rating: 6, notes: "steady, müde ☀️" }),
  });
});
afterAll(() => server?.close());

function headersOf(caller: TestUser): Record<string, string> {
  return { authorization: `Bearer ${caller.accessToken}`, [TIME_ZONE_HEADER]: "UTC", origin: ORIGIN };
}

async function get(path: string, extra: Record<string, string> = {}) {
  const answer = await fetch(`${server.url}${path}`, { headers: { ...headersOf(user), ...extra } });
  const body = await answer.text();
  const headers = Object.fromEntries(
    [...answer.headers].filter(([name]) => !["date", "etag", "content-length"].includes(name)),
  );
  return {
    status: answer.status,
    body,
    headers,
    etag: answer.headers.get("etag"),
    length: answer.headers.get("content-length"),
  };
}

describe("the read lane", () => {
  it.each([
    ["/api/health/dashboard", "/api/health/dashboard/"],
    ["/api/mood/?limit=30", "/api/mood?limit=30"],
    ["/api/health/insights", "/api/health/insights/"],
  ])("answers %s as Express answers %s, with an ETag", async (lanePath, expressPath) => {
    const lane = await get(lanePath);
    const viaExpress = await get(expressPath);
    expect(lane.status).toBe(200);
    expect(lane.etag).toMatch(/^"[\w-]{32}"$/);
    // Express's route for a variant is the same procedure; only the lane keys it.
    expect(viaExpress.etag).toBeNull();
    expect(lane.body).toBe(viaExpress.body);
    expect(lane.headers).toEqual(viaExpress.headers);
    expect(lane.headers["access-control-allow-origin"]).toBe(ORIGIN);
    expect(lane.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(lane.headers["cache-control"]).toBe("no-store");
    // The length in bytes (the notes are not ASCII), never chunked.
    expect(Number(lane.length)).toBe(Buffer.byteLength(lane.body));
    expect(lane.headers["transfer-encoding"]).toBeUndefined();
  });

  it("answers many reads at once whole, small answers held to the poll phase's end and large ones not", async () => {
    // decision 052: answers up to 16 KB end after the poll phase, larger ones at once.
    const writer = await signUpUser(server);
    for (let day = 1; day <= 30; day++) {
      const answer = await fetch(`${server.url}/api/mood/`, {
        method: "POST",
        headers: { ...headersOf(writer), "content-type": "application/json" },
        body: JSON.stringify({
          date: `2026-10-${String(day).padStart(2, "0")}`,
          rating: 5,
          notes: "ä".repeat(700),
        }),
      });
      expect(answer.status).toBe(201);
    }
    const read = async (path: string) => {
      const answer = await fetch(`${server.url}${path}`, { headers: headersOf(writer) });
      return {
        status: answer.status,
        body: await answer.text(),
        length: answer.headers.get("content-length"),
      };
    };
    const large = await read("/api/mood?limit=30");
    const small = await read("/api/mood?limit=2");
    expect(Buffer.byteLength(large.body)).toBeGreaterThan(16 * 1024);
    expect(Buffer.byteLength(small.body)).toBeLessThan(16 * 1024);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        read(index % 2 === 0 ? "/api/mood/?limit=30" : "/api/mood/?limit=2"),
      ),
    );
    for (const [index, answer] of answers.entries()) {
      const expected = index % 2 === 0 ? large : small;
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(expected.body);
      expect(Number(answer.length)).toBe(Buffer.byteLength(expected.body));
    }
  });

  it("answers 304 with the same headers as its 200", async () => {
    const first = await get("/api/health/dashboard");
    const again = await get("/api/health/dashboard", { "if-none-match": first.etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    const { "content-type": _type, ...withoutBodyHeaders } = first.headers;
    expect(again.headers).toEqual(withoutBodyHeaders);
  });

  it("leaves a failing read to Express, which answers it its own way", async () => {
    const lane = await get("/api/health/dashboard?selected_date=2026-02-30");
    const viaExpress = await get("/api/health/dashboard/?selected_date=2026-02-30");
    expect(lane.status).toBe(400);
    expect(lane.etag).toBeNull();
    expect(lane.body).toBe(viaExpress.body);
    expect(lane.headers).toEqual(viaExpress.headers);
    expect(JSON.parse(lane.body)).toHaveProperty("detail");
  });

  it("leaves a bad token to Express: 401, never a keyed answer", async () => {
    const answer = await fetch(`${server.url}/api/health/dashboard`, {
      headers: { authorization: "Bearer not-a-token", [TIME_ZONE_HEADER]: "UTC" },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("etag")).toBeNull();
  });

  it("writes the request's line at LOG_LEVEL info, as Express's logger does", async () => {
    const before = logs.lines.length;
    await get("/api/mood/?limit=5");
    await get("/api/mood?limit=5");
    const written = logs.lines.slice(before).filter((line) => line.msg === "request completed");
    expect(written).toHaveLength(2);
    const [lane, viaExpress] = written as Array<Record<string, Record<string, unknown>>>;
    expect(lane?.req).toMatchObject({ method: "GET", path: "/api/mood/" });
    expect(viaExpress?.req).toMatchObject({ method: "GET", path: "/api/mood" });
    expect(lane?.res).toEqual(viaExpress?.res);
    expect(Object.keys(lane ?? {}).sort()).toEqual(Object.keys(viaExpress ?? {}).sort());
  });
});
