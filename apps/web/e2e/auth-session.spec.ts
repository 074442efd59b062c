// How a session survives an expired access token and how it ends when it cannot be renewed
// (docs/security.md): one refresh for any number of 401s, one retry of each call.
import { SESSION_STORAGE_KEYS } from "../src/session/storage";
import { expect, test } from "./support/account";

test("An expired access token is renewed once and every call is retried", async ({ page, account }) => {
  await page.evaluate(
    (key) => localStorage.setItem(key, "expired-or-forged"),
    SESSION_STORAGE_KEYS.accessToken,
  );
  const refreshes: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("auth.refresh")) refreshes.push(request.url());
  });

  await page.goto("/dashboard");
  await expect(page.getByRole("banner").getByText(`${account.firstName} Tester`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Log Mood" })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEYS.accessToken);
  expect(stored).not.toBe("expired-or-forged");
});

test("A session whose refresh is refused ends on the sign-in page", async ({ page }) => {
  await page.goto("/login");
  await page.evaluate((keys) => {
    localStorage.setItem(keys.accessToken, "expired-or-forged");
    localStorage.setItem(keys.refreshToken, "revoked-refresh-token");
  }, SESSION_STORAGE_KEYS);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  const tokens = await page.evaluate(
    (keys) => [localStorage.getItem(keys.accessToken), localStorage.getItem(keys.refreshToken)],
    SESSION_STORAGE_KEYS,
  );
  expect(tokens).toEqual([null, null]);
});
