// The wearable journey against the fake WHOOP: a refused authorisation, then connecting from
// Settings, the callback page, the synced dashboard (cards, gauge, chart; rings on a phone),
// a manual sync, and disconnecting again.
import {
  callbackAuthorizationFailed,
  connectedSuccessfully,
  disconnectConfirm,
  disconnectedSuccessfully,
  disconnectFailed,
  RISK_LABELS,
  WEARABLE_NEEDS_RECONNECT,
} from "@evenkeel/contracts";
import { type Account, expect, test } from "./support/account";
import { type Page, VIEWPORTS } from "./support/fixtures";
import { holdRequests } from "./support/held-requests";
import { swipe } from "./support/touch";

const WHOOP = "WHOOP";

/**
 * This journey's own member of the fake WHOOP, which the other specs running beside it never
 * sign in as: its id is past the fake's own numbering (fake-world.ts starts at 10,001).
 */
const OWN_MEMBER_ID = 9_000_000 + Math.floor(Math.random() * 1_000_000);

/** Goes through the fake's consent page as OWN_MEMBER_ID; resolves to the fake's origin. */
async function authorizeAtWhoop(page: Page, decision: "Allow" | "Deny"): Promise<string> {
  const wearable = page.getByRole("region", { name: "Wearable Connection" });
  await wearable.getByRole("button", { name: "Connect WHOOP" }).click();
  await expect(page).toHaveTitle("Fake WHOOP - Authorize");
  const fakeOrigin = new URL(page.url()).origin;
  await page.route(`${fakeOrigin}/**/auth/decision`, (route) => {
    const form = new URLSearchParams(route.request().postData() ?? "");
    form.set("member", String(OWN_MEMBER_ID));
    return route.continue({ postData: form.toString() });
  });
  await page.getByRole("button", { name: decision }).click();
  await page.unroute(`${fakeOrigin}/**/auth/decision`);
  return fakeOrigin;
}

/** The newest date of the account's synced metrics that has a recovery score. */
async function newestRecoveryDay(account: Account): Promise<string> {
  const from = new Date(Date.parse(account.today) - 7 * 86_400_000).toISOString().slice(0, 10);
  const days = (await account.api("GET", `/health/metrics?start_date=${from}&limit=30`)) as Array<{
    date: string;
    recovery_score: number | null;
  }>;
  const withRecovery = days.filter((day) => day.recovery_score !== null).map((day) => day.date);
  const newest = withRecovery.sort().at(-1);
  if (!newest) throw new Error("no synced day of the last week has a recovery");
  return newest;
}

test("A user connects WHOOP, sees the synced dashboard and disconnects", async ({
  page,
  request,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const wearable = page.getByRole("region", { name: "Wearable Connection" });

  await test.step("settings before connecting", async () => {
    await expect(page.getByRole("region", { name: "Account" })).toContainText(account.email);
    await expect(wearable).toContainText("Not Connected");
    await expect(wearable).toContainText(
      "Synced data feeds your health metrics and your burnout risk predictions.",
    );
    await expect(page.getByRole("region", { name: "Preferences" })).toContainText("Daily check-in reminder");
    await expectAccessible();
    await saveScreenshot("settings-1440");
  });

  await test.step("a refused authorisation comes back as an error", async () => {
    await authorizeAtWhoop(page, "Deny");
    await expect(page).toHaveURL(/\/settings\/whoop\/callback\?/);
    await expect(page.getByRole("heading", { level: 1, name: "Connection Failed" })).toBeVisible();
    await expect(page.getByText(callbackAuthorizationFailed(WHOOP, "access_denied"))).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/, { timeout: 6_000 });
  });

  let fakeWhoop = "";
  await test.step("connect", async () => {
    fakeWhoop = await authorizeAtWhoop(page, "Allow");
    await expect(page.getByRole("heading", { level: 1, name: connectedSuccessfully(WHOOP) })).toBeVisible({
      timeout: 20_000,
    });
    await saveScreenshot("whoop-callback-success-1440");
    await expect(page).toHaveURL(/\/settings$/, { timeout: 5_000 });
    await expect(wearable).toContainText("Connected");
    await expect(wearable).not.toContainText("Not Connected");
    for (const label of ["Connected At", "Last Synced", "Auto-Sync"])
      await expect(wearable).toContainText(label);
    await expect(wearable).toContainText("Enabled");
    await saveScreenshot("settings-connected-1440");
  });

  await test.step("the dashboard shows the synced days", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(
      page.getByText(/Last synced: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/),
    ).toBeVisible();
    const metrics = page.getByRole("region", { name: "Latest metrics" });
    // WHOOP scores a day's recovery when its member wakes: in the small hours of the browser's
    // day the fake member has not, and today's cards rightly say "--". The cards are read on the
    // newest day that has a recovery, then the dashboard goes back to today.
    const newest = await newestRecoveryDay(account);
    const daysBack = Math.round((Date.parse(account.today) - Date.parse(newest)) / 86_400_000);
    expect(daysBack).toBeLessThan(7);
    if (daysBack === 0) await expect(metrics.getByRole("article").nth(0)).toContainText(/\d+%/);
    else await expect(metrics.getByRole("article").nth(0)).toContainText("--");
    for (let step = 0; step < daysBack; step++)
      await page.getByRole("button", { name: "Previous day" }).click();
    await expect(metrics.getByRole("article").nth(0)).toContainText(/\d+%/);
    await expect(metrics.getByRole("article").nth(1)).toContainText(/\d+\.\dms/);
    await expect(metrics.getByRole("article").nth(3)).toContainText(/\d+%/);
    for (let step = 0; step < daysBack; step++) await page.getByRole("button", { name: "Next day" }).click();
    await expect(page.getByRole("button", { name: "Next day" })).toBeDisabled();
    const risk = page.getByRole("region", { name: "Burnout Risk" });
    await expect(risk.locator("svg text").filter({ hasText: /^\d+%$/ })).toBeVisible();
    await expect(risk.getByRole("term")).toContainText(["Confidence"]);
    await expect(risk.getByText("Score model ek-3")).toBeVisible();
    await expect(risk.getByText(new RegExp(Object.values(RISK_LABELS).join("|")))).toBeVisible();
    await expect(page.getByRole("heading", { name: "Health Metrics Trend" })).toBeVisible();
    const progress = page.getByRole("region", { name: "Your Progress" });
    await expect(progress.getByRole("definition").first()).not.toHaveText("0");

    // Held back until the button's busy state has been seen.
    const sync = await holdRequests(page, "**/api/trpc/*wearable.sync*");
    await page.getByRole("button", { name: WHOOP, exact: true }).click();
    await expect(page.getByRole("button", { name: "Syncing..." })).toBeDisabled();
    sync.release();
    await expect(page.getByRole("status").filter({ hasText: /^Synced / })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: WHOOP, exact: true })).toBeEnabled();
    await page.unroute("**/api/trpc/*wearable.sync*");
    await expectAccessible();
    await saveScreenshot("dashboard-1440");
  });

  await test.step("on a phone the days are rings, stepped by buttons and swipes", async () => {
    await page.setViewportSize(VIEWPORTS.mobile);
    const carousel = page.getByRole("region", { name: "Daily metrics" });
    await expect(carousel).toBeVisible();
    const later = carousel.getByRole("button", { name: "Later day" });
    const earlier = carousel.getByRole("button", { name: "Earlier day" });
    await expect(later).toBeDisabled();
    for (const label of ["Recovery", "HRV", "Sleep", "Strain"]) await expect(carousel).toContainText(label);
    const newest = await carousel.getByText(/day \d+ of \d+/).textContent();
    await earlier.click();
    await expect(later).toBeEnabled();
    await swipe(carousel, -120); // left: the next (later) day
    await expect(carousel.getByText(/day \d+ of \d+/)).toHaveText(newest ?? "");
    await expect(later).toBeDisabled();
    await swipe(carousel, 120); // right: the previous day
    await expect(later).toBeEnabled();
    await swipe(carousel, 30); // too short to count
    await expectAccessible();
    await saveScreenshot("dashboard-390");
    await page.getByRole("button", { name: "Open menu" }).click();
    await saveScreenshot("dashboard-390-menu");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await saveScreenshot("settings-connected-390");
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  await test.step("a connection WHOOP stops accepting asks to be reconnected", async () => {
    const { members } = (await (await request.get(`${fakeWhoop}/__control`)).json()) as { members: number[] };
    expect(members).toContain(OWN_MEMBER_ID);
    const memberId = OWN_MEMBER_ID;
    for (const action of ["refuseRefresh", "expireAccessTokens"]) {
      expect((await request.post(`${fakeWhoop}/__control`, { data: { action, memberId } })).ok()).toBe(true);
    }
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("button", { name: WHOOP, exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible({ timeout: 20_000 });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await expect(wearable).toContainText("Reconnect needed");
    await expect(wearable.getByRole("alert")).toHaveText(WEARABLE_NEEDS_RECONNECT);
    await expect(wearable.getByRole("button", { name: "Reconnect" })).toBeVisible();
    await saveScreenshot("settings-reconnect-1440");
  });

  await test.step("disconnect, after one failed attempt", async () => {
    const confirms: string[] = [];
    page.on("dialog", (dialog) => {
      confirms.push(dialog.message());
      void dialog.accept();
    });
    await page.route("**/api/trpc/*wearable.disconnect*", (route) => route.abort("connectionrefused"));
    await wearable.getByRole("button", { name: "Disconnect" }).click();
    await expect(wearable.getByRole("alert").filter({ hasText: disconnectFailed(WHOOP) })).toBeVisible();
    await page.unroute("**/api/trpc/*wearable.disconnect*");

    await wearable.getByRole("button", { name: "Disconnect" }).click();
    const done = wearable.getByText(disconnectedSuccessfully(WHOOP));
    await expect(done).toBeVisible();
    await expect(wearable).toContainText("Not Connected");
    expect(confirms).toEqual([disconnectConfirm(WHOOP), disconnectConfirm(WHOOP)]);
    await expect(done).toBeHidden({ timeout: 5_000 });
  });
});
