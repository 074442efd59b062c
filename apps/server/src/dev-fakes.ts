// Development without wearable credentials: the server is pointed at the local fake providers
// (apps/server/fakes/: whoop, oura, google-health), each either already listening on its port (e.g.
// `npm run whoop:fake` in another terminal) or started inside this process. Never loaded by
// `npm start`.
import type { Environment } from "./config/env.ts";

interface LocalFake {
  name: string;
  /** Set when the developer gave real credentials: no fake then. */
  configured: (env: Environment) => boolean;
  port: (env: Environment) => number;
  /** Starts the fake in this process on `port`. */
  start: (port: number) => Promise<void>;
  /** The environment that points the server at the fake on `base`. */
  env: (base: string) => Environment;
}

const WHOOP_CLIENT = { id: "fake-whoop-client", secret: "fake-whoop-secret" };
const OURA_CLIENT = { id: "fake-oura-client", secret: "fake-oura-secret" };
const GOOGLE_CLIENT = { id: "fake-google-client.apps.googleusercontent.com", secret: "fake-google-secret" };

const LOCAL_FAKES: LocalFake[] = [
  {
    name: "WHOOP",
    configured: (env) => Boolean(env.WHOOP_CLIENT_ID || env.WHOOP_CLIENT_SECRET),
    port: (env) => Number(env.WHOOP_FAKE_PORT ?? 4100),
    async start(port) {
      const { startFakeWhoop } = await import("../fakes/whoop/fake-whoop.ts");
      // `tsx watch` restarts this process on every change: tokens of the previous run are
      // adopted so connections survive the restart.
      await startFakeWhoop({
        port,
        adoptUnknownTokens: true,
        app: { clientId: WHOOP_CLIENT.id, clientSecret: WHOOP_CLIENT.secret },
      });
    },
    env: (base) => ({
      WHOOP_CLIENT_ID: WHOOP_CLIENT.id,
      WHOOP_CLIENT_SECRET: WHOOP_CLIENT.secret,
      WHOOP_OAUTH_URL: `${base}/oauth/oauth2`,
      WHOOP_API_URL: `${base}/developer`,
    }),
  },
  {
    name: "Oura",
    configured: (env) => Boolean(env.OURA_CLIENT_ID || env.OURA_CLIENT_SECRET),
    port: (env) => Number(env.OURA_FAKE_PORT ?? 4200),
    async start(port) {
      const { startFakeOura } = await import("../fakes/oura/fake-oura.ts");
      await startFakeOura({ port, clientId: OURA_CLIENT.id, clientSecret: OURA_CLIENT.secret });
    },
    env: (base) => ({
      OURA_CLIENT_ID: OURA_CLIENT.id,
      OURA_CLIENT_SECRET: OURA_CLIENT.secret,
      OURA_AUTHORIZE_URL: `${base}/oauth/authorize`,
      OURA_API_URL: base,
      OURA_TOKEN_FALLBACK_URL: `${base}/moi/oauth/v2/ext/oauth-token`,
    }),
  },
  {
    name: "Google Health",
    configured: (env) => Boolean(env.GOOGLE_HEALTH_CLIENT_ID || env.GOOGLE_HEALTH_CLIENT_SECRET),
    port: (env) => Number(env.GOOGLE_HEALTH_FAKE_PORT ?? 4300),
    async start(port) {
      const { startFakeGoogleHealth } = await import("../fakes/google-health/fake-google-health.ts");
      await startFakeGoogleHealth({ port, clientId: GOOGLE_CLIENT.id, clientSecret: GOOGLE_CLIENT.secret });
    },
    env: (base) => ({
      GOOGLE_HEALTH_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_HEALTH_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      GOOGLE_HEALTH_AUTHORIZE_URL: `${base}/o/oauth2/v2/auth`,
      GOOGLE_HEALTH_TOKEN_URL: `${base}/token`,
      GOOGLE_HEALTH_REVOKE_URL: `${base}/revoke`,
      GOOGLE_HEALTH_API_URL: base,
    }),
  },
];

/** Extra environment pointing the server at a local fake for every provider without credentials. */
export async function localFakesForDevelopment(env: Environment): Promise<Environment> {
  const extra: Environment = {};
  for (const fake of LOCAL_FAKES) {
    if (fake.configured(env)) continue;
    const port = fake.port(env);
    const base = `http://127.0.0.1:${port}`;
    if (!(await fakeAnswers(base))) await startInProcess(fake, port, base);
    Object.assign(extra, fake.env(base));
  }
  return extra;
}

async function startInProcess(fake: LocalFake, port: number, base: string): Promise<void> {
  // The previous run of `tsx watch` may still hold the port for a moment.
  for (let attempt = 0; ; attempt++) {
    try {
      await fake.start(port);
      process.stdout.write(
        `No ${fake.name} credentials set: using the fake ${fake.name} at ${base} (data is simulated)\n`,
      );
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (await fakeAnswers(base)) return;
    }
  }
}

async function fakeAnswers(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/__control`, { signal: AbortSignal.timeout(500) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
