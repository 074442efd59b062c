// A local WHOOP for tests and development (docs/wearables.md): OAuth, the v2 API, faults on demand,
// signed webhooks and request counters, on a loopback port. Start it in-process with
// startFakeWhoop() and drive it through the returned object, or over HTTP with POST /__control
// ({ "action": ..., ...args }) when it runs on its own (main.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { apiRoutes } from "./api-routes.ts";
import { buildControl, runControl } from "./control.ts";
import { type FakeApp, FakeWorld } from "./fake-world.ts";
import { Faults } from "./fault-injection.ts";
import { oauthRoutes } from "./oauth-routes.ts";

export interface FakeWhoopOptions {
  port?: number;
  host?: string;
  seed?: number;
  /** Days of history for new members; default 365. */
  days?: number;
  /** Access-token lifetime (`expires_in`); default 3600. */
  accessTokenSeconds?: number;
  app?: Partial<FakeApp>;
  now?: () => number;
  /** Development: survive restarts by adopting tokens of a previous run (see FakeWorld). */
  adoptUnknownTokens?: boolean;
  /** Called as each request arrives, before it is answered (tests look at the caller's state). */
  onRequest?: (request: { method: string; path: string }) => void;
}

export type FakeWhoop = Awaited<ReturnType<typeof startFakeWhoop>>;

export async function startFakeWhoop(options: FakeWhoopOptions = {}) {
  const now = options.now ?? Date.now;
  const app: FakeApp = {
    clientId: options.app?.clientId ?? "fake-whoop-client",
    clientSecret: options.app?.clientSecret ?? "fake-whoop-secret",
    redirectUris: options.app?.redirectUris ?? [],
  };
  const world = new FakeWorld({
    app,
    seed: options.seed ?? 1,
    days: options.days ?? 365,
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
    now,
    adoptUnknownTokens: options.adoptUnknownTokens ?? false,
  });
  const faults = new Faults(now);

  const control = buildControl(world, faults, app);

  const server = express();
  server.disable("x-powered-by");
  const { onRequest } = options;
  if (onRequest) {
    server.use((req, _res, next) => {
      onRequest({ method: req.method, path: req.path });
      next();
    });
  }
  const counted = faults.middleware((key) => world.count(key));
  server.use("/oauth/oauth2/token", counted);
  server.use("/oauth/oauth2", oauthRoutes(world));
  server.use("/developer", counted, apiRoutes(world));
  server.post("/__control", express.json(), async (req, res) => {
    const { action, ...args } = req.body as { action?: string } & Record<string, unknown>;
    try {
      res.json({ result: (await runControl(control, action, args)) ?? null });
    } catch (error) {
      res.status(400).json({ error: (error as Error).message });
    }
  });
  server.get(
    "/__control",
    (_req, res) => void res.json({ counts: control.counts(), members: [...world.members.keys()] }),
  );

  const listener = http.createServer(server);
  await new Promise<void>((resolve) =>
    listener.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const { port } = listener.address() as AddressInfo;
  const url = `http://${options.host ?? "127.0.0.1"}:${port}`;

  return {
    ...control,
    url,
    oauthUrl: `${url}/oauth/oauth2`,
    apiUrl: `${url}/developer`,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    /** The environment that points an Evenkeel server at this fake. */
    env: (): Record<string, string> => ({
      WHOOP_CLIENT_ID: app.clientId,
      WHOOP_CLIENT_SECRET: app.clientSecret,
      WHOOP_OAUTH_URL: `${url}/oauth/oauth2`,
      WHOOP_API_URL: `${url}/developer`,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        listener.closeAllConnections();
        listener.close(() => resolve());
      }),
  };
}
