// A member who unticked workouts on Oura's consent page is told what is
// missing and offered Reconnect (not only Disconnect), which goes back to the consent page; with
// Oura the only source, the chart's legend says "Readiness", as the dashboard's card does.
import { connectedSuccessfully, wearableDataNotShared } from "@evenkeel/contracts";
import { expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { WEARABLES_BASE_URL } from "./support/stack";

test.use({ baseURL: WEARABLES_BASE_URL });

test("A member who did not share Oura workouts can reconnect, and Oura's line is named Readiness", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  expect(account.email).toContain("@");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const oura = page
    .getByRole("region", { name: "Wearable Connection" })
    .getByRole("region", { name: "Oura" });
  await oura.getByRole("button", { name: "Connect Oura" }).click();
  await expect(page).toHaveTitle("Fake Oura - Authorize");
  await page.getByRole("checkbox", { name: "workout" }).uncheck();
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("heading", { level: 1, name: connectedSuccessfully("Oura") })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/settings$/, { timeout: 5_000 });

  await test.step("the missing data is named, and Reconnect sits beside Disconnect", async () => {
    // The first sync runs right after connecting; the panel answers once it is done.
    await expect(oura.getByText(wearableDataNotShared("Oura", ["workouts"]))).toBeVisible({
      timeout: 30_000,
    });
    await expect(oura.getByRole("button", { name: "Reconnect" })).toBeVisible();
    await expect(oura.getByRole("button", { name: "Disconnect" })).toBeVisible();
    await expectAccessible();
    await saveScreenshot("issue37-oura-partial-consent-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot("issue37-oura-partial-consent-390");
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  await test.step("the chart's legend names Oura's score Readiness, like the card", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" }).click();
    const legend = page.getByRole("list", { name: "Chart legend" });
    await expect(legend.getByRole("listitem").first()).toHaveText("Readiness");
    await expect(page.getByText("Avg Readiness", { exact: true })).toBeVisible();
    await saveScreenshot("issue37-oura-history-legend-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot("issue37-oura-history-legend-390");
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("list", { name: "Chart legend" }).getByRole("listitem").first()).toHaveText(
      "Readiness",
    );
    await expect(
      page.getByRole("region", { name: "Latest metrics" }).getByRole("article").nth(0),
    ).toContainText("Readiness");
  });

  await test.step("Reconnect goes back to Oura's consent page; sharing all clears the notice", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await oura.getByRole("button", { name: "Reconnect" }).click();
    await expect(page).toHaveTitle("Fake Oura - Authorize");
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByRole("heading", { level: 1, name: connectedSuccessfully("Oura") })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/settings$/, { timeout: 5_000 });
    await expect(oura.getByText(/Not shared by your Oura account/)).toHaveCount(0);
    await expect(oura.getByRole("button", { name: "Reconnect" })).toHaveCount(0);
  });
});
