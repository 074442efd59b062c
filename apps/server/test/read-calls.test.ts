// The calls a GET under /api names (http/read-calls.ts), read before any router runs so the
// conditional reads (docs/data-versions.md) can answer a 304 or a kept copy: every GET route of
// the contracts' table names its own procedure, the way Express would route it.
import { restRoutes } from "@evenkeel/contracts";
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { readCallsOf } from "../src/http/read-calls.ts";

const callsOf = readCallsOf(restRoutes);

function get(path: string, headers: Record<string, string> = {}): Request {
  return { path, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
}

/** A concrete path of a route: each `:name` filled with a plausible value. */
function concrete(path: string): string {
  return path.replace(/:provider/g, "whoop").replace(/:[a-z_]+/g, "2026-11-20");
}

describe("the calls of a GET under /api", () => {
  it("name each GET route's own procedure, with and without a trailing slash and in any case", () => {
    const gets = restRoutes.filter((route) => route.method === "GET");
    expect(gets.length).toBeGreaterThanOrEqual(20);
    for (const route of gets) {
      const path = concrete(route.path);
      expect(callsOf(get(path)), path).toEqual([route.procedure]);
      const other = path.endsWith("/") ? path.slice(0, -1) : `${path}/`;
      expect(callsOf(get(other)), other).toEqual([route.procedure]);
      expect(callsOf(get(path.toUpperCase())), path.toUpperCase()).toEqual([route.procedure]);
    }
  });

  it("name the procedures of a tRPC batch, and none for a stream or an undecodable path", () => {
    expect(callsOf(get("/trpc/health.dashboard,auth.me"))).toEqual(["health.dashboard", "auth.me"]);
    expect(callsOf(get("/trpc/health.dashboard", { "trpc-accept": "application/jsonl" }))).toBeNull();
    expect(callsOf(get("/trpc/%C0"))).toBeNull();
  });

  it("name nothing for a path no GET route has", () => {
    for (const path of [
      "/",
      "/health",
      "/health/dashboard/extra",
      "/health//dashboard",
      "/mood/a/b",
      "/nope",
    ]) {
      expect(callsOf(get(path)), path).toBeNull();
    }
    // A parameter stands for one non-empty segment only.
    expect(callsOf(get("/alerts/"))).toBeNull();
  });
});
