// The dashboard when things go wrong or take time (docs/screens.md): the loading line, the
// error state and its "Try Again", a silent failed mood save that keeps the form open, a sync
// without a wearable, and the phone's menu.
import { DASHBOARD_LOAD_FAILED } from "@evenkeel/contracts";
import { connectAndSyncWearable, expect, test } from "./support/account";
import { e2eNow } from "./support/clock";
import { VIEWPORTS } from "./support/fixtures";
import { holdRequests } from "./support/held-requests";

test("The dashboard shows its loading line, then its error, and recovers with Try Again", async ({
  page,
  account: _account,
  saveScreenshot,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const refused = await holdRequests(page, "**/api/trpc/*health.dashboard*", "refused");
  await page.goto("/dashboard");
  await expect(page.getByRole("status").filter({ hasText: "Loading your dashboard..." })).toBeVisible();
  refused.release();

  const error = page.getByRole("alert");
  await expect(error).toContainText("Something went wrong", { timeout: 15_000 });
  await expect(error).toContainText(DASHBOARD_LOAD_FAILED);
  await saveScreenshot("dashboard-error-1440");
  await page.unroute("**/api/trpc/*health.dashboard*");
  await error.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("button", { name: "Log Mood" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("A failed mood save on the dashboard says nothing and keeps the form open", async ({
  page,
  account: _account,
}) => {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Log Mood" }).click();
  await page.route("**/api/trpc/*mood.create*", (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Rate 6 out of 10" }).click();
  await page.getByRole("button", { name: "Save Mood" }).click();
  await expect(page.getByRole("button", { name: "Hide" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Mood" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // Nothing typed is lost: the rating is still chosen, ready to try again.
  await expect(page.getByRole("button", { name: "Rate 6 out of 10" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: "Save Mood" })).toBeEnabled();

  await page.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByRole("button", { name: "Log Mood" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Mood" })).toHaveCount(0);
});

test("Without a connected wearable the sync buttons lead to Settings to connect one", async ({
  page,
  account: _account,
}) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Sync Now" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "WHOOP", exact: true })).toHaveCount(0);
  const trend = page.getByRole("region", { name: "Health Metrics Trend" });
  await trend.getByRole("link", { name: "Connect WHOOP" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.goBack();
  await page.getByRole("main").getByRole("link", { name: "Connect WHOOP" }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
});

test("On a phone a signed-in user reaches every page through the menu button", async ({ page, account }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/dashboard");
  const navigation = page.getByRole("navigation", { name: "Main" });
  await expect(navigation).toBeHidden();
  await expect(page.getByRole("banner").getByText(`${account.firstName} Tester`)).toBeAttached();
  await page.getByRole("button", { name: "Open menu" }).click();
  await navigation.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(navigation).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.keyboard.press("Escape");
  await expect(navigation).toBeHidden();
});

test("A sync older than 6 hours starts one quiet automatic sync per page session", async ({
  page,
  account,
  request,
  baseURL,
}) => {
  // Only connected providers are synced: connect the fake WHOOP first.
  await connectAndSyncWearable(account, request, baseURL ?? "", 7);
  // The server's answer, with its last sync moved 7 hours back.
  await page.route("**/api/trpc/*health.dashboard*", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Array<{
      result?: { data?: { metrics?: { last_sync: string } } };
    }>;
    const stale = new Date(e2eNow() - 7 * 60 * 60 * 1000).toISOString();
    for (const item of body) if (item.result?.data?.metrics) item.result.data.metrics.last_sync = stale;
    await route.fulfill({ response, json: body });
  });
  const syncs: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("wearable.sync")) syncs.push(request.url());
  });

  await page.goto("/dashboard");
  await expect(page.getByText(/Last synced: /)).toBeVisible();
  await expect.poll(() => syncs.length).toBe(1);
  const navigation = page.getByRole("navigation", { name: "Main" });
  await navigation.getByRole("link", { name: "Settings" }).click();
  await navigation.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("button", { name: "Log Mood" })).toBeVisible();
  await page.waitForTimeout(500);
  expect(syncs).toHaveLength(1);
  // The automatic sync is quiet: no message either way.
  await expect(page.getByRole("alert")).toHaveCount(0);
});
