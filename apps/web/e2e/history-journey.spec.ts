// The history page: what a brand-new account sees (and a failed load), then ranges of 7, 14
// and 30 days over real synced wearable data (the fake WHOOP): averages, chart, burnout table.
import { type BurnoutScore, type HealthMetric, HISTORY_LOAD_FAILED } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { type Account, connectAndSyncWearable, expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";

function mediumDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "Nov 21", with the year only when it is not this year (the table's date column). */
function tableDate(date: string, today: string): string {
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    ...(sameYear ? {} : { year: "numeric" }),
  }).format(new Date(`${date}T00:00:00Z`));
}

async function rangeData(account: Account, days: number) {
  const start = addDays(account.today, -(days - 1));
  const query = `start_date=${start}&end_date=${account.today}&limit=${days}`;
  const metrics = (await account.api("GET", `/health/metrics?${query}`)) as HealthMetric[];
  const scores = (await account.api("GET", `/health/burnout/history?${query}`)) as BurnoutScore[];
  return { start, metrics, scores };
}

function averageOf(metrics: HealthMetric[], pick: (metric: HealthMetric) => number | null): number {
  return metrics.reduce((sum, metric) => sum + (pick(metric) ?? 0), 0) / metrics.length;
}

test("A user reads their history before and after a wearable sync, over 7, 14 and 30 days", async ({
  page,
  account,
  request,
  baseURL,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);

  // Before any sync: both empty states, no averages.
  await page.goto("/history");
  await expect(page.getByRole("heading", { name: "No Health Data Available" })).toBeVisible();
  await expect(page.getByText("Connect your wearable device or wait for data to sync.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Burnout History" })).toBeVisible();
  await expect(
    page.getByText("Burnout risk calculations will appear here once you have enough data."),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Avg Recovery" })).toHaveCount(0);
  await expectAccessible();
  await saveScreenshot("history-empty-1440");

  // A failed load says so.
  await page.route("**/api/trpc/**health.metrics**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Error Loading History" })).toContainText(
    HISTORY_LOAD_FAILED,
  );
  await page.unroute("**/api/trpc/**health.metrics**");

  await connectAndSyncWearable(account, request, baseURL ?? "", 30);
  const month = await rangeData(account, 30);
  expect(month.metrics.length).toBeGreaterThan(20);

  await page.goto("/history");
  await expect(page).toHaveTitle("Health History - Evenkeel");
  await expect(page.getByRole("heading", { level: 1, name: "Health History" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByText(`Showing data from ${mediumDate(month.start)} to ${mediumDate(account.today)}`),
  ).toBeVisible();

  // Averages count a missing value as 0 (docs/screens.md).
  const recovery = averageOf(month.metrics, (m) => m.recovery_score).toFixed(0);
  await expect(page.getByRole("region", { name: "Avg Recovery" })).toContainText(`${recovery}%`);
  const hrv = averageOf(month.metrics, (m) => m.hrv).toFixed(0);
  await expect(page.getByRole("region", { name: "Avg HRV" })).toContainText(`${hrv}ms`);
  const sleep = averageOf(month.metrics, (m) => m.sleep_quality_score).toFixed(0);
  await expect(page.getByRole("region", { name: "Avg Sleep Quality" })).toContainText(`${sleep}%`);
  const strain = averageOf(month.metrics, (m) => m.day_strain).toFixed(1);
  await expect(page.getByRole("region", { name: "Avg Strain" })).toContainText(strain);

  const chart = page.getByRole("img", { name: /Line chart of Recovery, HRV, Sleep and Strain/ });
  await expect(chart).toBeVisible();
  for (const label of ["Recovery", "HRV", "Sleep", "Strain (right axis)"]) {
    await expect(page.getByRole("list", { name: "Chart legend" })).toContainText(label);
  }

  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Date",
    "Risk Score",
    "Risk Level",
    "Confidence",
    "Data Points",
    "Based On",
    "Version",
  ]);
  await expect(table.getByRole("row")).toHaveCount(month.scores.length + 1);
  const newest = month.scores[0];
  if (!newest) throw new Error("the sync should have produced burnout scores");
  const firstRow = table.getByRole("row").nth(1);
  await expect(firstRow.getByRole("rowheader")).toHaveText(tableDate(newest.date, account.today));
  await expect(firstRow).toContainText(`${newest.overall_risk_score.toFixed(1)}%`);
  await expect(firstRow).toContainText(/Low|Moderate|High|Critical/);

  // The chart reads out a day by keyboard, and shows it on hover.
  await page.getByRole("region", { name: /Health metrics by day/ }).focus();
  await expect(page.getByText(/Recovery \d+%|Recovery No data/).last()).toBeAttached();
  await expectAccessible();
  await page.getByRole("heading", { level: 1 }).click();
  const box = await chart.boundingBox();
  if (box) await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await saveScreenshot("history-1440");

  for (const days of [7, 14] as const) {
    const range = await rangeData(account, days);
    await page.getByRole("button", { name: `Last ${days} days` }).click();
    await expect(page.getByRole("button", { name: `Last ${days} days` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(
      page.getByText(`Showing data from ${mediumDate(range.start)} to ${mediumDate(account.today)}`),
    ).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(range.scores.length + 1);
    const avg = averageOf(range.metrics, (m) => m.recovery_score).toFixed(0);
    await expect(page.getByRole("region", { name: "Avg Recovery" })).toContainText(`${avg}%`);
  }

  // "Export Data" opens the export dialog (its downloads: account-files.spec.ts).
  await page.getByRole("button", { name: "Export Data" }).click();
  const exportDialog = page.getByRole("dialog", { name: "Export Data" });
  await expect(exportDialog.getByText("Everything (zip)")).toBeVisible();
  await expect(exportDialog.getByText("This range as CSV")).toBeVisible();
  await exportDialog.getByRole("button", { name: "Close" }).click();
  await expect(exportDialog).toBeHidden();

  await page.setViewportSize(VIEWPORTS.mobile);
  await expectAccessible();
  await saveScreenshot("history-390");
});
