// Development without WHOOP credentials: the server is pointed at the local fake WHOOP
// (test/fakes/whoop), either one already listening on WHOOP_FAKE_PORT (`npm run whoop:fake` in
// another terminal) or one started inside this process. Never loaded by `npm start`.
import type { Environment } from "./config/env.ts";

const FAKE_CLIENT = { id: "fake-whoop-client", secret: "fake-whoop-secret" };

/** Extra environment that points the server at a local fake WHOOP; empty when WHOOP is configured. */
export async function localWhoopForDevelopment(env: Environment): Promise<Environment> {
  if (env.WHOOP_CLIENT_ID || env.WHOOP_CLIENT_SECRET) return {};
  const port = Number(env.WHOOP_FAKE_PORT ?? 4100);
  const base = `http://127.0.0.1:${port}`;
  if (!(await fakeAnswers(base))) await startInProcess(port, base);
  return {
    WHOOP_CLIENT_ID: FAKE_CLIENT.id,
    WHOOP_CLIENT_SECRET: FAKE_CLIENT.secret,
    WHOOP_OAUTH_URL: `${base}/oauth/oauth2`,
    WHOOP_API_URL: `${base}/developer`,
  };
}

async function startInProcess(port: number, base: string): Promise<void> {
  const { startFakeWhoop } = await import("../test/fakes/whoop/fake-whoop.ts");
  // `tsx watch` restarts this process on every change: the previous run may still hold the
  // port for a moment, and its tokens are adopted so connections survive the restart.
  for (let attempt = 0; ; attempt++) {
    try {
      await startFakeWhoop({ port, adoptUnknownTokens: true, app: FAKE_CLIENT_APP });
      process.stdout.write(`No WHOOP_CLIENT_ID set: using the fake WHOOP at ${base} (data is simulated)\n`);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (await fakeAnswers(base)) return;
    }
  }
}

const FAKE_CLIENT_APP = { clientId: FAKE_CLIENT.id, clientSecret: FAKE_CLIENT.secret };

async function fakeAnswers(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/__control`, { signal: AbortSignal.timeout(500) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
