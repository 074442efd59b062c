// A local Google Health API for tests and development (docs/wearables.md, "Google Health"):
// Google's OAuth web-server flow (consent with Allow and Deny, token and refresh, PKCE, revoke,
// grants that lapse 7 days after consent for an app in Testing), and the v4 API's reconciled
// data points (pageToken paging, int64 values as strings, civil times, processed:false
// sleeps, ACCOUNT_NOT_LINKED, 429 with Retry-After on demand). Its clock can be moved forward.
// Driven through the returned object, or over HTTP with POST /__control when it runs on its
// own (main.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { apiRoutes, googleError } from "./api-routes.ts";
import type { GoogleFakeType } from "./history.ts";
import { oauthRoutes } from "./oauth-routes.ts";
import { createFakeGoogleState, type FakeGoogleOptions, type Member } from "./state.ts";

export interface FakeGoogleHealthOptions extends FakeGoogleOptions {
  port?: number;
  host?: string;
  seed?: number;
  /** Days of history before today; default 365. */
  days?: number;
}

export type FakeGoogleHealth = Awaited<ReturnType<typeof startFakeGoogleHealth>>;

export async function startFakeGoogleHealth(options: FakeGoogleHealthOptions = {}) {
  const state = createFakeGoogleState(options);
  const api = apiRoutes(state, { seed: options.seed ?? 11, days: options.days ?? 365 });
  let rateLimited = { remaining: 0, retryAfterSeconds: 1 };

  const server = express();
  server.disable("x-powered-by");
  server.use((req, res, next) => {
    if (req.path.startsWith("/__control") || req.path.startsWith("/o/oauth2")) return next();
    state.count(`${req.method} ${req.path.replace(/^\/v4\/users\/me\/dataTypes\//, "")}`);
    if (rateLimited.remaining > 0) {
      rateLimited.remaining--;
      res.set("retry-after", String(rateLimited.retryAfterSeconds));
      googleError(
        res,
        429,
        "RESOURCE_EXHAUSTED",
        "Quota exceeded for quota metric 'Read requests' per user.",
      );
      return;
    }
    next();
  });
  server.use(oauthRoutes(state));
  server.use(api.router);

  const control = {
    /** The next `times` API or token requests answer 429 with Retry-After. */
    rateLimit(times: number, retryAfterSeconds = 1) {
      rateLimited = { remaining: times, retryAfterSeconds };
    },
    /** Moves the fake's clock forward (e.g. past the 7 days of a grant). */
    advanceDays(days: number) {
      state.advance(days * 86_400_000);
    },
    /** Every access token dies now (the next call answers 401). */
    expireAccessTokens() {
      for (const entry of state.accessTokens.values()) entry.expiresAt = 0;
    },
    /** Every API call for the member answers 401, fresh tokens included (the token endpoint still works). */
    refuseApi(memberId: string) {
      const member = state.members.get(memberId);
      if (member) member.apiRefuses = true;
    },
    /** The member removes our access at Google: every grant is revoked. */
    revokeAll(memberId: string) {
      for (const grant of state.refreshTokens.values()) if (grant.memberId === memberId) grant.revoked = true;
    },
    /** The main sleep of `day` is still being processed (or, with false, is done). */
    setUnprocessed(memberId: string, day: string, unprocessed = true) {
      const member = state.members.get(memberId);
      if (!member) throw new Error(`No member ${memberId}`);
      if (unprocessed) member.unprocessed.add(day);
      else member.unprocessed.delete(day);
    },
    count: (key: string) => state.counts.get(key) ?? 0,
    resetCounts: () => state.counts.clear(),
    members: () => [...state.members.values()],
    today: (memberId: string) => state.today(state.members.get(memberId) as Member),
    /** What the API has of `type` for the member's local dates from `from` to `to`. */
    points(memberId: string, type: GoogleFakeType, from: string, to: string) {
      return api.points(state.members.get(memberId) as Member, type, from, to);
    },
    /** Grants of the member that are neither revoked nor lapsed. */
    liveGrants(memberId: string) {
      const grants = new Set([...state.refreshTokens.values()].filter((g) => g.memberId === memberId));
      return [...grants].filter((grant) => !grant.revoked && !state.lapsed(grant)).length;
    },
  };

  server.post("/__control", express.json(), (req, res) => {
    const { action, ...args } = req.body as { action?: string } & Record<string, unknown>;
    if (action === "rateLimit")
      control.rateLimit(Number(args.times ?? 1), Number(args.retryAfterSeconds ?? 1));
    else if (action === "advanceDays") control.advanceDays(Number(args.days ?? 1));
    else if (action === "expireAccessTokens") control.expireAccessTokens();
    else if (action === "setUnprocessed")
      control.setUnprocessed(String(args.memberId), String(args.day), args.unprocessed !== false);
    else {
      res.status(400).json({ error: `unknown action ${String(action)}` });
      return;
    }
    res.json({ result: null });
  });
  server.get("/__control", (_req, res) => {
    res.json({
      counts: Object.fromEntries(state.counts),
      members: [...state.members.keys()],
      now: state.now(),
    });
  });

  const listener = http.createServer(server);
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  const { port } = listener.address() as AddressInfo;
  const url = `http://${options.host ?? "127.0.0.1"}:${port}`;

  return {
    ...control,
    url,
    clientId: state.app.clientId,
    clientSecret: state.app.clientSecret,
    /** The environment that points Evenkeel at this fake. */
    env: (): Record<string, string> => ({
      GOOGLE_HEALTH_CLIENT_ID: state.app.clientId,
      GOOGLE_HEALTH_CLIENT_SECRET: state.app.clientSecret,
      GOOGLE_HEALTH_AUTHORIZE_URL: `${url}/o/oauth2/v2/auth`,
      GOOGLE_HEALTH_TOKEN_URL: `${url}/token`,
      GOOGLE_HEALTH_REVOKE_URL: `${url}/revoke`,
      GOOGLE_HEALTH_API_URL: url,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        listener.closeAllConnections();
        listener.close(() => resolve());
      }),
  };
}
