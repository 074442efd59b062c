// A fresh signed-up account per test, signed in without the form: the tokens from
// POST /api/auth/signup (no SMTP configured, so no confirmation) go into the app's storage.
// `api` seeds data the way the app would, with the browser's time zone. Sign-ups are rate
// limited per address (20 an hour), so specs use one account per journey.
import { randomUUID } from "node:crypto";
import { DEVICE_STORAGE_KEYS, TIME_ZONE_HEADER } from "@evenkeel/contracts";
import { addDays, localDate } from "@evenkeel/domain";
import type { APIRequestContext } from "@playwright/test";
import { e2eNow } from "./clock";
import { test as base, expect } from "./fixtures";
import { BROWSER_TIME_ZONE } from "./stack";

export const ACCOUNT_PASSWORD = "calm-seas-and-steady-keels-42";

export type Account = {
  email: string;
  firstName: string;
  /** Today in the browser's zone, YYYY-MM-DD. */
  today: string;
  /** POST/PUT/DELETE/GET to /api/... as this user; fails the test on a non-2xx answer. */
  api: (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    data?: unknown,
  ) => Promise<unknown>;
};

async function signUp(request: APIRequestContext, email: string, firstName: string) {
  const response = await request.post("/api/auth/signup", {
    data: { email, password: ACCOUNT_PASSWORD, first_name: firstName, last_name: "Tester" },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access_token: string | null; refresh_token: string | null };
  if (!body.access_token || !body.refresh_token) throw new Error("Sign-up asked for e-mail confirmation");
  return { access_token: body.access_token, refresh_token: body.refresh_token };
}

export const test = base.extend<{ account: Account }>({
  account: async ({ page, request }, use) => {
    const firstName = "Robin";
    const email = `e2e-${randomUUID()}@example.com`;
    const tokens = await signUp(request, email, firstName);
    const headers = { authorization: `Bearer ${tokens.access_token}`, [TIME_ZONE_HEADER]: BROWSER_TIME_ZONE };

    const api: Account["api"] = async (method, path, data) => {
      const response = await request.fetch(`/api${path}`, { method, headers, data });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return response.json();
    };

    // Any page of the app's origin gives access to its storage; /login needs no session.
    await page.goto("/login");
    await page.evaluate(
      ({ keys, access, refresh }) => {
        localStorage.setItem(keys.accessToken, access);
        localStorage.setItem(keys.refreshToken, refresh);
      },
      { keys: DEVICE_STORAGE_KEYS, access: tokens.access_token, refresh: tokens.refresh_token },
    );

    await use({ email, firstName, today: localDate(e2eNow(), BROWSER_TIME_ZONE), api });
  },
});

export { expect, type Page } from "./fixtures";

/**
 * Connects the account to the fake WHOOP the way the browser would (authorize, the fake's
 * consent with ?auto=allow, callback) and syncs `days` days ending today, so the account
 * has real health metrics and burnout scores.
 */
export async function connectAndSyncWearable(
  account: Account,
  request: APIRequestContext,
  baseURL: string,
  days: number,
): Promise<void> {
  const redirectUri = `${baseURL}/settings/whoop/callback`;
  const { authorization_url } = (await account.api("POST", "/whoop/auth/authorize", {
    redirect_uri: redirectUri,
  })) as { authorization_url: string };
  const consent = new URL(authorization_url);
  consent.searchParams.set("auto", "allow");
  const answer = await request.get(consent.toString(), { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  const back = new URL(answer.headers().location ?? "");
  await account.api("POST", "/whoop/auth/callback", {
    code: back.searchParams.get("code"),
    state: back.searchParams.get("state"),
    redirect_uri: redirectUri,
  });
  const start = addDays(account.today, -(days - 1));
  await account.api("POST", `/whoop/sync/manual?start_date=${start}&end_date=${account.today}`);
}
