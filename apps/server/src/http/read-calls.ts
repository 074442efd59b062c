// Which calls a GET under /api names, so conditional-reads.ts can key it before any router runs
// (docs/data-versions.md): a tRPC batch names its procedures in its path; a REST path names the
// procedure of the one route of the contracts' table it matches. The table is compiled once,
// matching the way Express matches the facade's routes: case-insensitive, an optional trailing
// slash, and `:name` standing for one non-empty path segment.
import type { RestRoute } from "@evenkeel/contracts";
import type { Request } from "express";
import { keyedTrpcCalls } from "./trpc-endpoint.ts";

const TRPC_PREFIX = "/trpc/";

interface PatternRoute {
  segments: readonly string[];
  procedure: string;
}

/** `(req) => calls` for a request inside the `/api` router, or null when it names no query. */
export function readCallsOf(routes: readonly RestRoute[]): (req: Request) => readonly string[] | null {
  const exact = new Map<string, string>();
  const patterns: PatternRoute[] = [];
  for (const route of routes) {
    if (route.method !== "GET") continue;
    const path = normalise(route.path);
    // The first route that matches wins, as in Express: a later twin is unreachable.
    if (!path.includes("/:")) {
      if (!exact.has(path)) exact.set(path, route.procedure);
    } else {
      patterns.push({ segments: path.split("/"), procedure: route.procedure });
    }
  }
  return (req) => {
    const path = req.path;
    if (path.startsWith(TRPC_PREFIX)) {
      return keyedTrpcCalls(req, path.slice(TRPC_PREFIX.length));
    }
    const wanted = normalise(path);
    const procedure = exact.get(wanted) ?? matchPattern(patterns, wanted);
    return procedure ? [procedure] : null;
  };
}

/** Lower case, without one trailing slash (Express's default, non-strict matching). */
function normalise(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
}

function matchPattern(patterns: readonly PatternRoute[], path: string): string | null {
  const segments = path.split("/");
  for (const pattern of patterns) {
    if (pattern.segments.length !== segments.length) continue;
    const matches = pattern.segments.every((expected, index) => {
      const actual = segments[index] as string;
      return expected.startsWith(":") ? actual !== "" : expected === actual;
    });
    if (matches) return pattern.procedure;
  }
  return null;
}
