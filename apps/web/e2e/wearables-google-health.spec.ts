// Google Health (Fitbit and Pixel Watch) as the third provider, against the fake Google Health
// on the server with every provider configured: Settings lists it with the same panel; Cancel at
// Google's consent is told plainly; Allow connects and backfills; Settings says when Google ends
// the grant (an app in Testing) and offers Reconnect; a dashboard sync; the grant lapses after 7
// days on the fake's clock and one Reconnect brings it back; disconnect keeps the history.
import {
  authorizationFailureExplained,
  connectedSuccessfully,
  disconnectConfirm,
  disconnectedSuccessfully,
  WEARABLE_NEEDS_RECONNECT,
} from "@evenkeel/contracts";
import { expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { FAKE_GOOGLE_HEALTH_URL, WEARABLES_BASE_URL } from "./support/stack";

test.use({ baseURL: WEARABLES_BASE_URL });

async function control(action: Record<string, unknown>) {
  const answer = await fetch(`${FAKE_GOOGLE_HEALTH_URL}/__control`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(action),
  });
  expect(answer.ok).toBe(true);
}

test("A Fitbit owner connects Google Health, syncs, reconnects after the 7-day lapse, and disconnects", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(360_000);
  expect(account.email).toContain("@");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const wearable = page.getByRole("region", { name: "Wearable Connection" });
  const google = wearable.getByRole("region", { name: "Google Health" });

  await test.step("Settings lists Google Health with the same panel, not connected", async () => {
    await expect(google).toContainText("Not Connected", { timeout: 30_000 });
    await expect(google).toContainText("from a Fitbit or Pixel Watch");
    await google.scrollIntoViewIfNeeded();
    await expectAccessible();
    await saveScreenshot("google-health-settings-before-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await google.scrollIntoViewIfNeeded();
    await saveScreenshot("google-health-settings-before-390");
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  await test.step("Cancel at Google's consent page is told plainly", async () => {
    await google.getByRole("button", { name: "Connect Google Health" }).click();
    await expect(page).toHaveTitle("Fake Google - Sign in");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/settings\/google_health\/callback\?/);
    await expect(
      page.getByText(authorizationFailureExplained("Google Health", "access_denied") as string),
    ).toBeVisible();
  });

  await test.step("Allow connects, backfills, and says when Google ends the grant", async () => {
    await page.goto("/settings");
    await google.getByRole("button", { name: "Connect Google Health" }).click();
    // On the consent page first: Settings' own "Allow notifications here" also answers to "Allow".
    await expect(page).toHaveTitle("Fake Google - Sign in");
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: connectedSuccessfully("Google Health") }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(page).toHaveURL(/\/settings$/, { timeout: 10_000 });
    await expect(google).toBeVisible({ timeout: 30_000 });
    await expect(google).not.toContainText("Not Connected");
    await expect(google).toContainText(/Google Health ends this connection on .+ Reconnect before then/);
    await expect(google.getByRole("button", { name: "Reconnect" })).toBeVisible();
    await google.scrollIntoViewIfNeeded();
    await expectAccessible();
    await saveScreenshot("google-health-settings-connected-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await google.scrollIntoViewIfNeeded();
    await saveScreenshot("google-health-settings-connected-390");
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  await test.step("the dashboard syncs Google Health, without a readiness score", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("button", { name: "Google Health", exact: true }).click({ timeout: 30_000 });
    await expect(
      page.getByRole("status").filter({ hasText: /^Synced \d+ days? of Google Health data$/ }),
    ).toBeVisible({ timeout: 30_000 });
    await saveScreenshot("google-health-dashboard-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot("google-health-dashboard-390");
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  await test.step("7 days on, Google ends the grant: the sync asks to reconnect, and one Reconnect does it", async () => {
    await control({ action: "advanceDays", days: 7 });
    await control({ action: "expireAccessTokens" });
    await page.getByRole("button", { name: "Google Health", exact: true }).click();
    await expect(
      page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: WEARABLE_NEEDS_RECONNECT }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await expect(google).toContainText("Reconnect needed", { timeout: 30_000 });
    await google.scrollIntoViewIfNeeded();
    await saveScreenshot("google-health-lapsed-1440");
    await google.getByRole("button", { name: "Reconnect" }).click();
    await expect(page).toHaveTitle("Fake Google - Sign in");
    await page.getByRole("combobox", { name: "Account" }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: connectedSuccessfully("Google Health") }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(page).toHaveURL(/\/settings$/, { timeout: 10_000 });
    await expect(google).toBeVisible({ timeout: 30_000 });
    await expect(google).not.toContainText("Reconnect needed");
  });

  await test.step("disconnect revokes and keeps the history", async () => {
    page.once("dialog", async (dialog) => {
      expect(dialog.message()).toBe(disconnectConfirm("Google Health"));
      await dialog.accept();
    });
    await google.getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByText(disconnectedSuccessfully("Google Health"))).toBeVisible();
    await expect(google).toContainText("Not Connected");
  });
});
