// A local Oura for tests and development (docs/wearables.md): the OAuth consent page
// (Accept / Deny, scopes the member may untick), the token endpoint and the newer portal's
// fallback endpoint, refresh-token rotation, revoke (oauth-routes.ts), and the v2
// usercollection API with next_token paging, sleep's exclusive start date, 403 for data the
// member did not share (api-routes.ts), webhook subscriptions and signed deliveries
// (webhook-routes.ts), and 429s with Retry-After on demand. Driven through the returned object,
// or over HTTP with POST /__control when it runs on its own (main.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { apiRoutes } from "./api-routes.ts";
import { oauthRoutes } from "./oauth-routes.ts";
import { createFakeOuraState, type FakeOuraStateOptions, type Member } from "./state.ts";
import { ouraWebhooks } from "./webhook-routes.ts";

export interface FakeOuraOptions extends FakeOuraStateOptions {
  port?: number;
  host?: string;
}

export type FakeOura = Awaited<ReturnType<typeof startFakeOura>>;

export async function startFakeOura(options: FakeOuraOptions = {}) {
  const state = createFakeOuraState(options);
  const webhooks = ouraWebhooks(state);
  let rateLimited = { remaining: 0, retryAfterSeconds: 1 };

  const server = express();
  server.disable("x-powered-by");
  server.use((req, res, next) => {
    if (req.path.startsWith("/__control") || req.path.startsWith("/oauth/authorize")) return next();
    state.count(`${req.method} ${req.path.replace(/\/[0-9a-f-]{36}$/, "/:id")}`);
    if (rateLimited.remaining > 0) {
      rateLimited.remaining--;
      res.set({ "retry-after": String(rateLimited.retryAfterSeconds), "x-ratelimit-limit": "5000" });
      res.status(429).json({ detail: "Rate limit exceeded" });
      return;
    }
    next();
  });
  server.use(oauthRoutes(state));
  server.use(apiRoutes(state));
  server.use(webhooks.router);

  const control = {
    /** The next `times` requests answer 429 with Retry-After. */
    rateLimit(times: number, retryAfterSeconds = 1) {
      rateLimited = { remaining: times, retryAfterSeconds };
    },
    count: (key: string) => state.counts.get(key) ?? 0,
    resetCounts: () => state.counts.clear(),
    documents: state.documents,
    members: () => [...state.members.values()],
    today: (memberId: string) => state.today(state.members.get(memberId) as Member),
    /** Every access token dies now (the next call answers 401). */
    expireAccessTokens() {
      for (const grant of state.accessTokens.values()) grant.expiresAt = 0;
    },
    /** Oura forgets every refresh token: a refresh is refused. */
    forgetRefreshTokens() {
      state.refreshTokens.clear();
    },
    subscriptions: webhooks.subscriptions,
    reachCallbacksAt: webhooks.reachCallbacksAt,
    expireSubscriptions: webhooks.expireSubscriptions,
    deliver: webhooks.deliver,
    /** Access tokens that still work for the member (after a revoke: none). */
    liveTokens: (memberId: string) =>
      [...state.accessTokens.values()].filter((grant) => grant.memberId === memberId).length,
  };

  server.post("/__control", express.json(), (req, res) => {
    const { action, ...args } = req.body as { action?: string } & Record<string, unknown>;
    if (action === "rateLimit")
      control.rateLimit(Number(args.times ?? 1), Number(args.retryAfterSeconds ?? 1));
    res.json({ result: null });
  });
  server.get(
    "/__control",
    (_req, res) =>
      void res.json({ counts: Object.fromEntries(state.counts), members: [...state.members.keys()] }),
  );

  const listener = http.createServer(server);
  await new Promise<void>((resolve) =>
    listener.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const { port } = listener.address() as AddressInfo;
  const url = `http://${options.host ?? "127.0.0.1"}:${port}`;
  const { clientId, clientSecret } = state.app;

  return {
    ...control,
    url,
    clientId,
    clientSecret,
    env: (): Record<string, string> => ({
      OURA_CLIENT_ID: clientId,
      OURA_CLIENT_SECRET: clientSecret,
      OURA_AUTHORIZE_URL: `${url}/oauth/authorize`,
      OURA_API_URL: url,
      OURA_TOKEN_FALLBACK_URL: `${url}/moi/oauth/v2/ext/oauth-token`,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        listener.closeAllConnections();
        listener.close(() => resolve());
      }),
  };
}
