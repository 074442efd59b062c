// Cross-origin access to /api (docs/security.md #15). Off by default: the web app is served from the
// same origin, so no Access-Control-* header is ever sent. CORS_ORIGINS names the other origins
// a browser may call from; only an exact match gets an allow header, and that header is the
// configured origin, never the request's Origin echoed back.

import type { ServerResponse } from "node:http";
import { TIME_ZONE_HEADER } from "@evenkeel/contracts";
import type { RequestHandler } from "express";

export const CORS_ORIGIN_REFUSED = "This origin may not call the Evenkeel API";

const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE";
// Everything the web app sends; tRPC batching adds nothing beyond these.
const ALLOWED_HEADERS = ["authorization", "content-type", TIME_ZONE_HEADER].join(", ");
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** What an API answer carries for the request's Origin; nothing when CORS_ORIGINS is unset. */
export type CrossOriginHeaders = (
  res: ServerResponse,
  origin: string | undefined,
  preflight: boolean,
) => void;

export function crossOriginHeaders(allowedOrigins: readonly string[] | undefined): CrossOriginHeaders | null {
  const allowed = new Map((allowedOrigins ?? []).map((origin) => [origin, origin]));
  if (allowed.size === 0) return null;
  return (res, requestOrigin, preflight) => {
    // Answers differ by Origin, so a shared cache must not hand one origin's answer to another.
    appendVary(res, "Origin");
    const origin = allowed.get(requestOrigin ?? "");
    if (!origin) return;
    res.setHeader("Access-Control-Allow-Origin", origin);
    // Throttled answers say when to retry; the client may read that.
    if (!preflight) res.setHeader("Access-Control-Expose-Headers", "Retry-After");
  };
}

/** Middleware for the API router; `allowedOrigins` come from Config.corsOrigins. */
export function allowCrossOrigin(allowedOrigins: readonly string[] | undefined): RequestHandler {
  const setHeaders = crossOriginHeaders(allowedOrigins);
  if (!setHeaders) return (_req, _res, next) => next();
  return (req, res, next) => {
    const isPreflight = req.method === "OPTIONS" && req.get("access-control-request-method") !== undefined;
    setHeaders(res, req.get("origin"), isPreflight);
    if (!isPreflight) {
      next();
      return;
    }
    if (!res.getHeader("Access-Control-Allow-Origin")) {
      res.status(403).json({ detail: CORS_ORIGIN_REFUSED });
      return;
    }
    res.set({
      "Access-Control-Allow-Methods": ALLOWED_METHODS,
      "Access-Control-Allow-Headers": ALLOWED_HEADERS,
      "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_SECONDS),
    });
    res.status(204).end();
  };
}

/** Express's res.vary, for a bare Node response: adds `field` to Vary once. */
function appendVary(res: ServerResponse, field: string): void {
  const current = res.getHeader("Vary");
  const fields = String(current ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (fields.some((value) => value.toLowerCase() === field.toLowerCase() || value === "*")) return;
  res.setHeader("Vary", [...fields, field].join(", "));
}
