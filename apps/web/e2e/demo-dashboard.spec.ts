// The demo from a visitor's first click: "Try Demo" on /login or /signup opens a dashboard
// full of 90 simulated days, the day navigator moves through them, and a reload keeps the
// demo. Nothing is asked of the server while exploring (checked by the demo fixture).
import { addDays } from "@evenkeel/domain";
import { type Demo, expect, type Page, test, VIEWPORTS } from "./support/demo";

type StoredMetric = { date: string; recovery_score: number; hrv: number; sleep_quality_score: number };

const BANNER = "You're exploring a demo account with simulated data";

async function expectDashboardOf(page: Page, demo: Demo, date: string) {
  const [metric] = (await demo.collection<StoredMetric>("metrics")).filter((day) => day.date === date);
  if (!metric) throw new Error(`the demo has no metrics for ${date}`);
  const cards = page.getByRole("region", { name: "Latest metrics" });
  const card = (title: RegExp) =>
    cards.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card(/^Recovery$/)).toContainText(`${metric.recovery_score.toFixed(0)}`);
  await expect(card(/^HRV$/)).toContainText(metric.hrv.toFixed(1));
  await expect(card(/^Sleep Quality$/)).toContainText(`${metric.sleep_quality_score.toFixed(0)}`);
}

test("A visitor tries the demo from /login and finds 90 days of simulated data on the dashboard", async ({
  page,
  demo,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter("/login");

  await expect(page.getByRole("region", { name: "Demo mode" })).toContainText(BANNER);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(/Last synced/)).toBeVisible();
  await expect(page.getByRole("banner").getByText("Demo User")).toBeVisible();
  await expect(page.getByRole("group", { name: "Selected day" })).toContainText("Today");
  await expect(page.getByRole("button", { name: "Next day" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Log Mood" })).toBeVisible();

  // Four cards with today's simulated values; today has no mood yet (docs/decisions/004-demo-score-and-seed-story.md).
  await expectDashboardOf(page, demo, demo.today);
  await expect(page.getByRole("region", { name: "Latest metrics" })).toContainText("No mood logged today");

  // The gauge, the trend chart, the latest insight and the progress panel are all filled.
  const gauge = page.getByRole("region", { name: "Burnout Risk" });
  await expect(gauge).toContainText(/(Low|Moderate|High|Critical) Risk/);
  await expect(page.getByRole("img", { name: /Line chart/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Latest Insights" }).getByRole("article")).toHaveCount(1);
  const progress = page.getByRole("region", { name: "Your Progress" });
  const moods = await demo.collection("moods");
  await expect(progress.getByRole("definition").nth(0)).toHaveText("90");
  await expect(progress.getByRole("definition").nth(1)).toHaveText(String(moods.length));

  await expectAccessible();
  await saveScreenshot("demo-dashboard-1440");
});

test("The day navigator moves back through the demo's days and forward again, never past today", async ({
  page,
  demo,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter("/login");
  const day = page.getByRole("group", { name: "Selected day" });

  await page.getByRole("button", { name: "Previous day" }).click();
  await expect(day).toContainText("Yesterday");
  await expectDashboardOf(page, demo, addDays(demo.today, -1));
  await page.getByRole("button", { name: "Previous day" }).click();
  await expectDashboardOf(page, demo, addDays(demo.today, -2));
  await expect(day).not.toContainText("Yesterday");

  await page.getByRole("button", { name: "Next day" }).click();
  await expect(day).toContainText("Yesterday");
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(day).toContainText("Today");
  await expect(page.getByRole("button", { name: "Next day" })).toBeDisabled();
  await expectDashboardOf(page, demo, demo.today);
});

test("A visitor tries the demo from /signup, and a reload keeps the demo and its data", async ({
  page,
  demo,
}) => {
  await demo.enter("/signup");
  await expect(page.getByRole("region", { name: "Demo mode" })).toContainText(BANNER);
  const seeded = await demo.storedData();

  await page.reload();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("region", { name: "Demo mode" })).toContainText(BANNER);
  await expectDashboardOf(page, demo, demo.today);
  expect(await demo.storedData()).toEqual(seeded);
  expect(await demo.flag()).toBe("active");
});

test("A phone shows the demo's days as metric rings", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await demo.enter("/login");
  await expect(page.getByRole("region", { name: "Daily metrics" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Demo mode" })).toContainText(BANNER);
});
