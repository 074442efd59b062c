// A small client for the fake WHOOP's own tests: the authorize URL, the token endpoint, a
// member connected through auto-consent, and API reads (one page or every page).
import type { FakeWhoop } from "../../fakes/whoop/fake-whoop.ts";

export const FAKE_REDIRECT = "http://localhost:3000/settings/whoop/callback";

export function fakeWhoopClient(fake: FakeWhoop) {
  const REDIRECT = FAKE_REDIRECT;
  function authorizeUrl(extra: Record<string, string> = {}) {
    const query = new URLSearchParams({
      response_type: "code",
      client_id: fake.clientId,
      redirect_uri: REDIRECT,
      scope: "read:recovery read:cycles read:sleep read:workout read:profile offline",
      state: "state-123456789",
      ...extra,
    });
    return `${fake.oauthUrl}/auth?${query}`;
  }

  async function token(form: Record<string, string>) {
    const response = await fetch(`${fake.oauthUrl}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: fake.clientId, client_secret: fake.clientSecret, ...form }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string | number> };
  }

  async function connect(memberId: number) {
    const consent = await fetch(authorizeUrl({ auto: "allow", member: String(memberId) }), {
      redirect: "manual",
    });
    const code = new URL(consent.headers.get("location") ?? "").searchParams.get("code") ?? "";
    return (await token({ grant_type: "authorization_code", code, redirect_uri: REDIRECT })).body;
  }

  async function get(path: string, accessToken: string) {
    const response = await fetch(`${fake.apiUrl}${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as { records?: unknown; next_token?: string } & Record<string, unknown>,
    };
  }

  async function all(path: string, accessToken: string, query = "") {
    const records: Array<Record<string, unknown>> = [];
    let next: string | undefined;
    do {
      const page = await get(`${path}?limit=25${query}${next ? `&nextToken=${next}` : ""}`, accessToken);
      records.push(...(page.body.records as Array<Record<string, unknown>>));
      next = page.body.next_token;
    } while (next);
    return records;
  }

  return { authorizeUrl, token, connect, get, all };
}
