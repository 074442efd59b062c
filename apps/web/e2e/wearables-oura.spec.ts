// Oura as the second provider, against the fake Oura and the fake WHOOP on a server
// with both configured: connect Oura from Settings, then WHOOP too (both connected: the
// dashboard's sync button offers the choice), and disconnect Oura again.
import {
  connectedSuccessfully,
  disconnectConfirm,
  disconnectedSuccessfully,
  PREFERRED_SOURCE_SAVED,
  PREFERRED_SOURCES_TITLE,
  wearableDataNotShared,
} from "@evenkeel/contracts";
import { expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { WEARABLES_BASE_URL } from "./support/stack";

test.use({ baseURL: WEARABLES_BASE_URL });

test("A user connects Oura, then WHOOP, syncs each from the dashboard, and disconnects Oura", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(150_000);
  expect(account.email).toContain("@");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const wearable = page.getByRole("region", { name: "Wearable Connection" });
  const oura = wearable.getByRole("region", { name: "Oura" });
  const whoop = wearable.getByRole("region", { name: "WHOOP" });

  await test.step("Settings lists both providers, not connected", async () => {
    await expect(whoop).toContainText("Not Connected");
    await expect(oura).toContainText("Not Connected");
    await expect(oura.getByRole("button", { name: "Connect Oura" })).toBeVisible();
    await expectAccessible();
    await saveScreenshot("oura-settings-before-1440");
  });

  await test.step("connect Oura through its consent page", async () => {
    await oura.getByRole("button", { name: "Connect Oura" }).click();
    await expect(page).toHaveTitle("Fake Oura - Authorize");
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page).toHaveURL(/\/settings\/oura\/callback\?/);
    await expect(page.getByRole("heading", { level: 1, name: connectedSuccessfully("Oura") })).toBeVisible({
      timeout: 30_000,
    });
    await saveScreenshot("oura-callback-success-1440");
    await expect(page).toHaveURL(/\/settings$/, { timeout: 5_000 });
    await expect(oura).toContainText("Connected");
    await expect(oura).not.toContainText("Not Connected");
    for (const label of ["Connected At", "Last Synced", "Auto-Sync"]) await expect(oura).toContainText(label);
    await expect(whoop).toContainText("Not Connected");
  });

  await test.step("the dashboard's sync button names Oura", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByText(/Last synced: /)).toBeVisible();
    // Oura's score is its Readiness, and the card says so.
    const metrics = page.getByRole("region", { name: "Latest metrics" });
    await expect(metrics.getByRole("article").nth(0)).toContainText("Readiness");
    await page.getByRole("button", { name: "Oura", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Synced \d+ days? of Oura data$/ })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await saveScreenshot("oura-dashboard-1440");
  });

  await test.step("connect WHOOP as well: both connected", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await whoop.getByRole("button", { name: "Connect WHOOP" }).click();
    await expect(page).toHaveTitle("Fake WHOOP - Authorize");
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page.getByRole("heading", { level: 1, name: connectedSuccessfully("WHOOP") })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/settings$/, { timeout: 5_000 });
    await expect(whoop).not.toContainText("Not Connected");
    await expect(oura).not.toContainText("Not Connected");
    await expectAccessible();
    await saveScreenshot("both-settings-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot("both-settings-390");
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  await test.step("with both connected, Settings offers the preferred source of each metric", async () => {
    const preferred = wearable.getByRole("region", { name: PREFERRED_SOURCES_TITLE });
    await expect(preferred).toBeVisible();
    const hrv = preferred.getByRole("combobox", { name: "HRV" });
    // Oura connected first: the default reads it.
    await expect(hrv.locator("option:checked")).toHaveText("Oura (connected first)");
    await expect(hrv.locator("option")).toHaveText(["Oura (connected first)", "Oura", "WHOOP"]);
    // Only WHOOP measures strain, only Oura stress: nothing to choose there.
    await expect(preferred.getByRole("combobox", { name: "Strain" })).toHaveCount(0);
    await expect(preferred.getByRole("combobox", { name: "Stress" })).toHaveCount(0);
    await hrv.selectOption({ label: "WHOOP" });
    await expect(preferred.getByText(PREFERRED_SOURCE_SAVED)).toBeVisible();
    await expectAccessible();
    await saveScreenshot("preferred-sources-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await preferred.scrollIntoViewIfNeeded();
    await saveScreenshot("preferred-sources-390");
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.reload();
    await expect(
      wearable.getByRole("region", { name: PREFERRED_SOURCES_TITLE }).getByRole("combobox", { name: "HRV" }),
    ).toHaveValue("whoop");
  });

  await test.step("with both connected the sync button offers the choice", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    const sync = page.getByRole("button", { name: "Sync", exact: true });
    await sync.click();
    const menu = page.getByRole("menu", { name: "Sync which wearable" });
    await expect(menu.getByRole("menuitem")).toHaveText(["WHOOP", "Oura"]);
    await expectAccessible();
    await saveScreenshot("both-dashboard-choice-1440");
    await menu.getByRole("menuitem", { name: "WHOOP" }).click();
    await expect(page.getByRole("status").filter({ hasText: /of WHOOP data$/ })).toBeVisible({
      timeout: 20_000,
    });
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.getByRole("button", { name: "Sync", exact: true }).click();
    await expect(page.getByRole("menu", { name: "Sync which wearable" })).toBeVisible();
    await saveScreenshot("both-dashboard-choice-390");
    await page.getByRole("menuitem", { name: "Oura" }).click();
    await expect(page.getByRole("status").filter({ hasText: /of Oura data$/ })).toBeVisible({
      timeout: 20_000,
    });
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  await test.step("disconnect Oura: its own confirmation and message; WHOOP stays", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    page.once("dialog", async (dialog) => {
      expect(dialog.message()).toBe(disconnectConfirm("Oura"));
      await dialog.accept();
    });
    await oura.getByRole("button", { name: "Disconnect" }).click();
    await expect(oura.getByText(disconnectedSuccessfully("Oura"))).toBeVisible();
    await expect(oura).toContainText("Not Connected");
    await expect(whoop).not.toContainText("Not Connected");
    await saveScreenshot("oura-disconnected-1440");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("button", { name: "WHOOP", exact: true })).toBeVisible();
  });
});

test("A user who unticks Oura's daily data on its consent page is told what is missing, and the rest syncs", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  expect(account.email).toContain("@");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const oura = page
    .getByRole("region", { name: "Wearable Connection" })
    .getByRole("region", { name: "Oura" });
  await oura.getByRole("button", { name: "Connect Oura" }).click();
  await expect(page).toHaveTitle("Fake Oura - Authorize");
  await page.getByRole("checkbox", { name: "daily" }).uncheck();
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("heading", { level: 1, name: connectedSuccessfully("Oura") })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/settings$/, { timeout: 5_000 });
  await expect(
    oura.getByText(wearableDataNotShared("Oura", ["readiness", "sleep", "sleep score", "stress"])),
  ).toBeVisible();
  await expect(oura).toContainText("Connected");
  await expectAccessible();
  await saveScreenshot("oura-not-shared-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("oura-not-shared-390");
});
