// A new account's dashboard: every section shows its empty state in the words of docs/screens.md, the
// day navigator starts on yesterday (no health record and no mood yet), and the gauge area
// invites the first steps instead of a 0% "Low Risk".
import { addDays } from "@evenkeel/domain";
import { expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { BROWSER_TIME_ZONE } from "./support/stack";

test("A new user's dashboard shows the empty states and the first steps", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  // Two accessibility scans and four full-page shots pass 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/dashboard");

  await expect(page).toHaveTitle("Dashboard - Evenkeel");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Track your health metrics and burnout risk")).toBeVisible();
  await expect(page.getByRole("banner").getByText(`${account.firstName} Tester`)).toBeVisible();
  await expect(page.getByText(/Last synced/)).toHaveCount(0);

  await expect(page.getByRole("button", { name: "Log Mood" })).toBeVisible();
  // Nothing connected: the sync button leads to Settings instead of "WHOOP not connected".
  await expect(page.getByRole("button", { name: "WHOOP", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Connect WHOOP" }).first()).toHaveAttribute(
    "href",
    "/settings",
  );

  const day = page.getByRole("group", { name: "Selected day" });
  await expect(day).toContainText("Yesterday");

  // Yesterday is selected: the mood card speaks of that day, not of "Today".
  const yesterday = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    timeZone: BROWSER_TIME_ZONE,
  }).format(new Date(`${addDays(account.today, -1)}T12:00:00Z`));
  const metrics = page.getByRole("region", { name: "Latest metrics" });
  for (const title of ["Recovery", "HRV", `Mood (${yesterday})`, "Sleep Quality"]) {
    const card = metrics.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toContainText("--");
    await expect(card).toContainText("Stable");
  }
  await expect(metrics).toContainText(`No mood logged on ${yesterday}`);
  await expect(metrics).not.toContainText("Today");

  const risk = page.getByRole("region", { name: "Burnout Risk" });
  await expect(risk).toContainText("Your burnout risk score starts here.");
  await expect(risk.getByText("0%", { exact: true })).toHaveCount(0);
  await expect(risk.getByText("Low Risk")).toHaveCount(0);
  await expect(risk.getByText("You are doing great! Keep up the healthy habits.")).toHaveCount(0);
  await expect(risk.getByRole("link", { name: "Connect WHOOP" })).toHaveAttribute("href", "/settings");
  await risk.getByRole("button", { name: "Rate today" }).click();
  await expect(page.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Hide" }).click();

  await expect(page.getByRole("heading", { name: "No Health Data Yet" })).toBeVisible();
  await expect(page.getByText("Sync your wearable data to see health trends")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sync Now" })).toHaveCount(0);
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
  await saveScreenshot("issue14-dashboard-first-run-390");
  await page.setViewportSize(VIEWPORTS.desktop);
  await saveScreenshot("issue14-dashboard-first-run-1440");
});
