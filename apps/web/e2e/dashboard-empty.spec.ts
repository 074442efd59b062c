// A new account's dashboard: every section shows its empty state in SPEC.md's words, and the
// day navigator starts on yesterday (no health record and no mood yet).
import { expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";

test("A new user's dashboard shows the empty states and a calm zero-risk gauge", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/dashboard");

  await expect(page).toHaveTitle("Dashboard - Evenkeel");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Track your health metrics and burnout risk")).toBeVisible();
  await expect(page.getByRole("banner").getByText(`${account.firstName} Tester`)).toBeVisible();
  await expect(page.getByText(/Last synced/)).toHaveCount(0);

  await expect(page.getByRole("button", { name: "Log Mood" })).toBeVisible();
  await expect(page.getByRole("button", { name: "WHOOP", exact: true })).toBeVisible();

  const day = page.getByRole("group", { name: "Selected day" });
  await expect(day).toContainText("Yesterday");

  const metrics = page.getByRole("region", { name: "Latest metrics" });
  for (const title of ["Recovery", "HRV", "Mood (Today)", "Sleep Quality"]) {
    const card = metrics.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toContainText("--");
    await expect(card).toContainText("Stable");
  }
  await expect(metrics).toContainText("No mood logged today");

  await expect(page.getByText("0%", { exact: true })).toBeVisible();
  await expect(page.getByText("Low Risk")).toBeVisible();
  await expect(page.getByText("You are doing great! Keep up the healthy habits.")).toBeVisible();

  await expect(page.getByRole("heading", { name: "No Health Data Yet" })).toBeVisible();
  await expect(page.getByText("Sync your wearable data to see health trends")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No AI Insights Yet" })).toBeVisible();
  await expect(
    page.getByText("Keep tracking your health metrics to receive personalized insights"),
  ).toBeVisible();

  const progress = page.getByRole("region", { name: "Your Progress" });
  await expect(progress.getByRole("definition")).toHaveText(["0", "0", "0", "Stable"]);
  await expect(progress.getByRole("term")).toHaveText([
    "Days Tracked",
    "Mood Entries",
    "Recent Data Points",
    "Trend",
  ]);

  await expectAccessible();
  await saveScreenshot("dashboard-empty-1440");

  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(page.getByRole("heading", { name: "No Health Data Yet" })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("dashboard-empty-390");
});
