// History and insights in the demo: the 7/14/30-day ranges over the seeded days with their
// burnout risk table, then generating each insight type, rating one and deleting one —
// written by the same writers as on the server, kept in this browser.
import { INSIGHT_DELETE_CONFIRM } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { expect, test, VIEWPORTS } from "./support/demo";

type StoredMetric = { date: string; recovery_score: number | null };
type StoredInsight = { id: string; insight_type: string; helpful: boolean | null };

function mediumDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${date}T00:00:00Z`));
}

test("A demo visitor reads 7, 14 and 30 days of history with the burnout risk table", async ({
  page,
  demo,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Health History" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");

  const metrics = await demo.collection<StoredMetric>("metrics");
  const table = page.getByRole("table");
  for (const days of [7, 14, 30]) {
    await page.getByRole("button", { name: `Last ${days} days` }).click();
    const start = addDays(demo.today, -(days - 1));
    await expect(
      page.getByText(`Showing data from ${mediumDate(start)} to ${mediumDate(demo.today)}`),
    ).toBeVisible();
    // One scored day per row: the demo scores every simulated day.
    await expect(table.getByRole("row")).toHaveCount(days + 1);
    const inRange = metrics.filter((day) => day.date >= start);
    const recovery = inRange.reduce((sum, day) => sum + (day.recovery_score ?? 0), 0) / inRange.length;
    await expect(page.getByRole("region", { name: "Avg Recovery" })).toContainText(`${recovery.toFixed(0)}%`);
  }
  await expect(table.getByRole("columnheader")).toHaveText([
    "Date",
    "Risk Score",
    "Risk Level",
    "Confidence",
    "Data Points",
    "Based On",
    "Version",
  ]);
  await expect(page.getByRole("img", { name: /Line chart/ })).toBeVisible();
  await expectAccessible();
});

test("A demo visitor generates each kind of insight, rates one and deletes one", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "AI Insights" })).toBeVisible();

  const seeded = await demo.collection<StoredInsight>("insights");
  expect(seeded).toHaveLength(12);
  const cards = page.getByRole("article");
  for (const type of ["Weekly Summary", "Burnout Analysis", "Trend Analysis"]) {
    await page.getByRole("button", { name: "Generate New Insight" }).click();
    await page.getByRole("menuitem", { name: new RegExp(type) }).click();
    await expect(page.getByRole("button", { name: "Generate New Insight" })).toBeEnabled();
    await expect(cards.first()).toContainText(type);
  }
  await expect.poll(async () => (await demo.collection("insights")).length).toBe(15);

  const first = cards.first();
  await first.getByRole("button", { name: "Helpful", exact: true }).click();
  await expect(first.getByRole("button", { name: "Helpful", exact: true })).toBeDisabled();
  await expect
    .poll(
      async () => (await demo.collection<StoredInsight>("insights")).filter((i) => i.helpful === true).length,
    )
    .toBe(1);

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await first.getByRole("button", { name: "Delete" }).click();
  await expect.poll(async () => (await demo.collection("insights")).length).toBe(14);
  expect(dialogs).toEqual([INSIGHT_DELETE_CONFIRM]);
  await expect(cards.first()).toContainText("Burnout Analysis");
});
