// A year of WHOOP history pulled through the real sync: the local WHOOP fake (no rate limit,
// no delay) and the production server pointed at it with a request budget too large to
// throttle. A new user connects the way a browser would (authorize → consent → callback,
// which backfills 90 days), then asks for the whole year; we time that sync end to end (fetch,
// map, upsert, rescore) and count the requests the fake answered.
import path from "node:path";
import { wearableCallbackPath } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { startFakeWhoop } from "../apps/server/fakes/whoop/fake-whoop.ts";
import type { BenchOptions } from "./options.ts";
import { type Figure, figure } from "./report.ts";
import { freePort, startEvenkeel } from "./server-process.ts";

export async function benchWhoopBackfill(
  workDir: string,
  options: BenchOptions,
  jwtSecret: string,
): Promise<Figure[]> {
  const days = options.backfillDays;
  const fake = await startFakeWhoop({ days: days + 5 });
  fake.setRateLimit(null);
  fake.setDelay(0);
  const port = await freePort();
  const server = await startEvenkeel({
    dataDir: path.join(workDir, "whoop"),
    port,
    jwtSecret,
    env: { ...fake.env(), WHOOP_REQUESTS_PER_MINUTE: "999999", WHOOP_REQUESTS_PER_DAY: "99999999" },
  });
  try {
    const api = apiClient(server.url);
    const signUp = await api("POST", "/auth/signup", {
      email: "whoop-bench@example.test",
      password: "bench-steady-keel-2026",
    });
    const token = (signUp as { access_token: string }).access_token;
    const call = (method: string, route: string, body?: unknown) => api(method, route, body, token);

    const memberId = fake.createMember({ offset: "+00:00", days: days + 5 });
    const redirectUri = `${server.url}${wearableCallbackPath("whoop")}`;
    const connectStarted = performance.now();
    const { authorization_url } = (await call("POST", "/whoop/auth/authorize", {
      redirect_uri: redirectUri,
    })) as {
      authorization_url: string;
    };
    const consent = await fetch(`${authorization_url}&auto=allow&member=${memberId}`, { redirect: "manual" });
    const back = new URL(consent.headers.get("location") ?? "");
    await call("POST", "/whoop/auth/callback", {
      code: back.searchParams.get("code"),
      state: back.searchParams.get("state"),
      redirect_uri: redirectUri,
    });
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    fake.resetCounts();
    const today = new Date().toISOString().slice(0, 10);
    const query = `start_date=${addDays(today, -(days - 1))}&end_date=${today}`;
    const started = performance.now();
    const result = (await call("POST", `/whoop/sync/manual?${query}`)) as {
      success: boolean;
      message: string;
    };
    const seconds = (performance.now() - started) / 1000;
    if (!result.success) throw new Error(`WHOOP sync failed: ${result.message}`);
    const requests = fake.count("total");
    process.stdout.write(
      `  WHOOP: ${result.message} in ${seconds.toFixed(2)} s, ${requests} requests to the fake\n`,
    );
    return [
      figure("WHOOP connect + 90-day backfill", connectSeconds, "s"),
      figure(`WHOOP ${days}-day backfill`, seconds, "s"),
      figure(`WHOOP ${days}-day backfill requests`, requests, "count"),
    ];
  } finally {
    await server.stop();
    await fake.close();
  }
}

function apiClient(baseUrl: string) {
  return async (method: string, route: string, body?: unknown, token?: string): Promise<unknown> => {
    const answer = await fetch(`${baseUrl}/api${route}`, {
      method,
      headers: {
        ...(body !== undefined && { "content-type": "application/json" }),
        ...(token && { authorization: `Bearer ${token}` }),
        "x-time-zone": "UTC",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${route} answered ${answer.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
}
