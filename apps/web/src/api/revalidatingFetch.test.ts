// The web app's conditional GETs: the kept ETag goes out as If-None-Match, a 304 comes back as
// the kept answer (with its status), other methods and untagged answers pass untouched, and
// sign-out forgets all.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRevalidatingFetch, forgetKeptAnswers } from "./revalidatingFetch";

const URL_A = "https://app.example/api/trpc/health.dashboard?input=%7B%7D";

function server(answers: Response[]) {
  const seen: Headers[] = [];
  const base = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Headers(init?.headers));
    const next = answers.shift();
    if (!next) throw new Error("no answer left");
    return next;
  });
  return { fetch: createRevalidatingFetch(base as typeof fetch), seen, base };
}

const tagged = (body: string, etag: string) =>
  new Response(body, { status: 200, headers: { etag, "content-type": "application/json" } });

afterEach(() => forgetKeptAnswers());

describe("revalidating fetch", () => {
  it("sends the kept ETag and turns a 304 into the kept answer", async () => {
    const { fetch, seen } = server([tagged('{"a":1}', '"t1"'), new Response(null, { status: 304 })]);
    expect(await (await fetch(URL_A, { headers: { authorization: "Bearer x" } })).text()).toBe('{"a":1}');
    expect(seen[0]?.get("if-none-match")).toBeNull();
    const second = await fetch(URL_A, { headers: { authorization: "Bearer x" } });
    expect(seen[1]?.get("if-none-match")).toBe('"t1"');
    expect(seen[1]?.get("authorization")).toBe("Bearer x");
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ a: 1 });
  });

  it("replaces the kept answer with a newer one, and drops it on an error", async () => {
    const { fetch, seen } = server([
      tagged('{"a":1}', '"t1"'),
      tagged('{"a":2}', '"t2"'),
      new Response('{"error":1}', { status: 500 }),
      tagged('{"a":3}', '"t3"'),
    ]);
    await fetch(URL_A);
    expect(await (await fetch(URL_A)).json()).toEqual({ a: 2 });
    expect(seen[1]?.get("if-none-match")).toBe('"t1"');
    expect((await fetch(URL_A)).status).toBe(500);
    expect(seen[2]?.get("if-none-match")).toBe('"t2"');
    await fetch(URL_A);
    expect(seen[3]?.get("if-none-match")).toBeNull();
  });

  it("keeps a tagged refusal (a 207 batch) and gives it back with its status on a 304", async () => {
    const batch = '[{"result":{"data":{}}},{"error":{"data":{"code":"NOT_FOUND"}}}]';
    const { fetch, seen } = server([
      new Response(batch, { status: 207, headers: { etag: '"b1"', "content-type": "application/json" } }),
      new Response(null, { status: 304 }),
      new Response('{"error":{}}', { status: 404 }),
      tagged("[]", '"b2"'),
    ]);
    expect((await fetch(URL_A)).status).toBe(207);
    const again = await fetch(URL_A);
    expect(seen[1]?.get("if-none-match")).toBe('"b1"');
    expect(again.status).toBe(207);
    expect(await again.text()).toBe(batch);
    // An untagged refusal is not an answer to keep: the next GET asks afresh.
    expect((await fetch(URL_A)).status).toBe(404);
    await fetch(URL_A);
    expect(seen[3]?.get("if-none-match")).toBeNull();
  });

  it("leaves POSTs alone and forgets everything when asked", async () => {
    const { fetch, seen } = server([
      tagged('{"a":1}', '"t1"'),
      new Response("{}", { status: 200 }),
      tagged('{"a":1}', '"t1"'),
    ]);
    await fetch(URL_A);
    await fetch(URL_A, { method: "POST", body: "{}" });
    expect(seen[1]?.get("if-none-match")).toBeNull();
    forgetKeptAnswers();
    await fetch(URL_A);
    expect(seen[2]?.get("if-none-match")).toBeNull();
  });
});
