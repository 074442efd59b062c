// A small REST client for tests: api(server, token).get("/mood/", { limit: 5 }) and friends,
// answering status, parsed JSON body and headers; never throws on an error status.
import type { TestServer } from "./test-server.ts";

export interface ApiAnswer<Body = unknown> {
  status: number;
  body: Body;
  headers: Headers;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface RawRequest {
  method: string;
  /** Path under /api, e.g. "/mood/2026-11-20"; sent as written (no normalisation). */
  path: string;
  query?: Query;
  headers?: Record<string, string>;
  body?: RequestInit["body"];
}

export interface ApiClient {
  get<Body = unknown>(path: string, query?: Query): Promise<ApiAnswer<Body>>;
  delete<Body = unknown>(path: string, query?: Query): Promise<ApiAnswer<Body>>;
  post<Body = unknown>(path: string, json?: unknown, query?: Query): Promise<ApiAnswer<Body>>;
  put<Body = unknown>(path: string, json?: unknown, query?: Query): Promise<ApiAnswer<Body>>;
  patch<Body = unknown>(path: string, json?: unknown, query?: Query): Promise<ApiAnswer<Body>>;
  /** Anything else: a raw body, odd headers, an odd method. */
  raw<Body = unknown>(request: RawRequest): Promise<ApiAnswer<Body>>;
}

export function api(server: Pick<TestServer, "url">, token?: string | null): ApiClient {
  const raw = async <Body>(request: RawRequest): Promise<ApiAnswer<Body>> => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const qs = search.size > 0 ? `?${search}` : "";
    const response = await fetch(`${server.url}/api${request.path}${qs}`, {
      method: request.method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.headers },
      ...(request.body !== undefined && { body: request.body }),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: the test sees the text.
    }
    return { status: response.status, body: body as Body, headers: response.headers };
  };
  const withJson =
    (method: string) =>
    <Body>(path: string, json?: unknown, query?: Query) =>
      raw<Body>({
        method,
        path,
        ...(query && { query }),
        ...(json !== undefined && {
          headers: { "content-type": "application/json" },
          body: JSON.stringify(json),
        }),
      });
  return {
    get: (path, query) => raw({ method: "GET", path, ...(query && { query }) }),
    delete: (path, query) => raw({ method: "DELETE", path, ...(query && { query }) }),
    post: withJson("POST"),
    put: withJson("PUT"),
    patch: withJson("PATCH"),
    raw,
  };
}
