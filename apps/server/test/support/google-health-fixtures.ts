// Google Health test fixtures: the fake Google Health and the real server pointed at it, and a
// user connected the way a browser would (authorize → consent → callback).
import { type WearableConnection, wearableCallbackPath } from "@evenkeel/contracts";
import {
  type FakeGoogleHealth,
  type FakeGoogleHealthOptions,
  startFakeGoogleHealth,
} from "../../fakes/google-health/fake-google-health.ts";
import { api } from "./api-client.ts";
import { startTestServer, type TestServer } from "./test-server.ts";
import { signUpUser, type TestUser } from "./test-users.ts";
import { PUBLIC_URL } from "./whoop-fixtures.ts";

export const GOOGLE_HEALTH_REDIRECT_URI = `${PUBLIC_URL}${wearableCallbackPath("google_health")}`;

export interface GoogleHealthPair {
  fake: FakeGoogleHealth;
  server: TestServer;
  close(): Promise<void>;
}

export async function startGoogleHealthPair(
  options: { fake?: FakeGoogleHealthOptions; env?: Record<string, string> } = {},
): Promise<GoogleHealthPair> {
  const fake = await startFakeGoogleHealth({ redirectUris: [GOOGLE_HEALTH_REDIRECT_URI], ...options.fake });
  const server = await startTestServer({ ...fake.env(), PUBLIC_URL, ...options.env });
  return {
    fake,
    server,
    close: async () => {
      await server.close();
      await fake.close();
    },
  };
}

export interface GoogleConsent {
  member?: string;
  /** Short scope names left unticked, e.g. ["sleep"]. */
  unshare?: string[];
  /** A Google account without Fitbit data. */
  unlinked?: boolean;
  deny?: boolean;
}

/** authorize → the fake's consent (auto-answered) → where Google sends the browser back. */
export async function authorizeAtGoogle(
  pair: Pick<GoogleHealthPair, "server">,
  user: TestUser,
  consent: GoogleConsent = {},
) {
  const answer = await api(pair.server, user.accessToken).post<{ authorization_url: string }>(
    "/google_health/auth/authorize",
    { redirect_uri: GOOGLE_HEALTH_REDIRECT_URI },
  );
  if (answer.status !== 200)
    throw new Error(`authorize answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const extra = new URLSearchParams({ auto: consent.deny ? "deny" : "allow" });
  if (consent.member) extra.set("member", consent.member);
  if (consent.unshare) extra.set("unshare", consent.unshare.join(","));
  if (consent.unlinked) extra.set("unlinked", "1");
  const back = await fetch(`${answer.body.authorization_url}&${extra}`, { redirect: "manual" });
  return {
    location: new URL(back.headers.get("location") ?? ""),
    authorizationUrl: answer.body.authorization_url,
  };
}

export async function connectGoogleHealth(
  pair: Pick<GoogleHealthPair, "server">,
  consent: GoogleConsent = {},
  existing?: TestUser,
) {
  const user = existing ?? (await signUpUser(pair.server));
  const { location } = await authorizeAtGoogle(pair, user, consent);
  const code = location.searchParams.get("code");
  const state = location.searchParams.get("state");
  if (!code || !state) throw new Error(`the fake did not redirect back with a code: ${location}`);
  const answer = await api(pair.server, user.accessToken).post<
    WearableConnection & { detail?: string; sync_result?: { success: boolean; message: string } }
  >("/google_health/auth/callback", { code, state, redirect_uri: GOOGLE_HEALTH_REDIRECT_URI });
  return { user, answer };
}
