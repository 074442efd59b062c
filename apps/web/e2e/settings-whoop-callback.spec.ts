// The WHOOP return page's failures (docs/screens.md): a refusal, a missing code, a code the
// server turns down, and a failed start of the authorisation; each says why and the page
// returns to Settings after 3 s.
import {
  CONNECTION_FAILED,
  callbackAuthorizationFailed,
  connectFailed,
  connectingTo,
  noAuthorizationCode,
} from "@evenkeel/contracts";
import { expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { holdRequests } from "./support/held-requests";

const WHOOP = "WHOOP";

test("The callback page explains a refused authorisation and returns to Settings after 3 s", async ({
  page,
  account: _account,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings/whoop/callback?error=access_denied&state=abc");
  // Its own title and the app's frame (it said "Settings" in the signed-out layout).
  await expect(page).toHaveTitle("Connect WHOOP - Evenkeel");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: CONNECTION_FAILED })).toBeVisible();
  // The failure's own words, then a plain sentence.
  await expect(page.getByRole("alert")).toHaveText(
    `${callbackAuthorizationFailed(WHOOP, "access_denied")}You chose not to allow access.`,
  );
  await saveScreenshot("issue14-callback-error-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue14-callback-error-390");
  await page.setViewportSize(VIEWPORTS.desktop);
  const shownAt = Date.now();
  await expectAccessible();
  await saveScreenshot("whoop-callback-error-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("whoop-callback-error-390");
  await expect(page).toHaveURL(/\/settings$/, { timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);
});

test("The callback page refuses a return without a code", async ({ page, account: _account }) => {
  await page.goto("/settings/whoop/callback?state=abc");
  await expect(page.getByRole("alert")).toHaveText(noAuthorizationCode(WHOOP));
  await expect(page).toHaveURL(/\/settings$/, { timeout: 6_000 });
});

test("A code the server refuses shows its reason", async ({ page, account: _account }) => {
  // Held back until the loading state has been seen.
  const callback = await holdRequests(page, "**/api/trpc/*wearable.callback*");
  await page.goto("/settings/whoop/callback?code=made-up-code&state=made-up-state");
  await expect(page.getByRole("status").filter({ hasText: connectingTo(WHOOP) })).toBeVisible();
  callback.release();
  await expect(page.getByRole("heading", { level: 1, name: CONNECTION_FAILED })).toBeVisible();
  await expect(page.getByRole("alert")).not.toBeEmpty();
  await expect(page).toHaveURL(/\/settings$/, { timeout: 6_000 });
});

test("A failed start of the authorisation says it could not connect", async ({ page, account: _account }) => {
  await page.goto("/settings");
  const wearable = page.getByRole("region", { name: "Wearable Connection" });
  await page.route("**/api/trpc/*wearable.authorize*", (route) => route.abort("connectionrefused"));
  await wearable.getByRole("button", { name: "Connect WHOOP" }).click();
  await expect(wearable.getByRole("alert").filter({ hasText: connectFailed(WHOOP) })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
});
