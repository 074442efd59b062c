// Oura test fixtures: the fake Oura and the real server pointed at it, and a user connected the
// way a browser would (authorize → consent → callback).
import { type WearableConnection, wearableCallbackPath } from "@evenkeel/contracts";
import { type FakeOura, type FakeOuraOptions, startFakeOura } from "../../fakes/oura/fake-oura.ts";
import { api } from "./api-client.ts";
import { startTestServer, type TestServer } from "./test-server.ts";
import { signUpUser, type TestUser } from "./test-users.ts";
import { PUBLIC_URL } from "./whoop-fixtures.ts";

export const OURA_REDIRECT_URI = `${PUBLIC_URL}${wearableCallbackPath("oura")}`;

export interface OuraPair {
  fake: FakeOura;
  server: TestServer;
  close(): Promise<void>;
}

export async function startOuraPair(
  options: { fake?: FakeOuraOptions; env?: Record<string, string> } = {},
): Promise<OuraPair> {
  const fake = await startFakeOura({ redirectUris: [OURA_REDIRECT_URI], ...options.fake });
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

/** authorize → the fake's consent (auto-accepted, `unshare` scopes unticked) → code and state. */
export async function authorizeAtOura(
  pair: Pick<OuraPair, "server">,
  user: TestUser,
  consent: { member?: string; unshare?: string[] } = {},
) {
  const answer = await api(pair.server, user.accessToken).post<{ authorization_url: string }>(
    "/oura/auth/authorize",
    { redirect_uri: OURA_REDIRECT_URI },
  );
  if (answer.status !== 200)
    throw new Error(`authorize answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const extra = new URLSearchParams({ auto: "allow" });
  if (consent.member) extra.set("member", consent.member);
  if (consent.unshare) extra.set("unshare", consent.unshare.join(","));
  const back = await fetch(`${answer.body.authorization_url}&${extra}`, { redirect: "manual" });
  const location = new URL(back.headers.get("location") ?? "");
  const code = location.searchParams.get("code");
  const state = location.searchParams.get("state");
  if (!code || !state) throw new Error(`the fake did not redirect back with a code: ${location}`);
  return { code, state, authorizationUrl: answer.body.authorization_url };
}

export async function connectOura(
  pair: Pick<OuraPair, "server">,
  consent: { member?: string; unshare?: string[] } = {},
  existing?: TestUser,
) {
  const user = existing ?? (await signUpUser(pair.server));
  const { code, state } = await authorizeAtOura(pair, user, consent);
  const answer = await api(pair.server, user.accessToken).post<WearableConnection & { detail?: string }>(
    "/oura/auth/callback",
    { code, state, redirect_uri: OURA_REDIRECT_URI },
  );
  return { user, answer };
}
