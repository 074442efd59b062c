// What a score stood on: a day scored with low confidence never reads "High Risk"
// without a qualifier, on the gauge or in the history, and both say how many signals it stood
// on; the history names the version that scored each day and, while older scores wait to be

import path from "node:path";
import { addDays } from "@evenkeel/domain";
import Database from "better-sqlite3";
import { connectAndSyncWearable, expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { SCREENSHOT_DIR } from "./support/paths";

const RESTING_HR_ONLY = JSON.stringify({
  mood: null,
  recovery: 31.5,
  hrv: null,
  sleep_quality: null,
  strain: null,
});

function openServerDatabase() {
  const dataDir = process.env.EK_E2E_DATA_DIR;
  if (!dataDir) throw new Error("EK_E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  return new Database(path.join(dataDir, "evenkeel.db"));
}

test("A low-confidence high score is qualified on the gauge and in the history, with what it stood on", async ({
  page,
  account,
  request,
  baseURL,
  saveScreenshot,
  expectAccessible,
}) => {
  // A sync, then the dashboard and the history at two widths.
  test.setTimeout(90_000);
  await connectAndSyncWearable(account, request, baseURL ?? "", 30);
  const me = (await account.api("GET", "/auth/me")) as { id: string };
  const db = openServerDatabase();
  try {
    db.prepare(
      `update burnout_scores set overall_risk_score = 62, risk_level = 'high', confidence_score = 32,
         contributions = ?, data_points_used = 9, algorithm_version = 'ek-3'
       where user_id = ? and date = ?`,
    ).run(RESTING_HR_ONLY, me.id, account.today);
    // Three older days still carry the version before the current one.
    db.prepare(
      "update burnout_scores set algorithm_version = 'ek-1' where user_id = ? and date between ? and ?",
    ).run(me.id, addDays(account.today, -12), addDays(account.today, -10));
  } finally {
    db.close();
  }

  for (const [viewport, name] of [
    [VIEWPORTS.desktop, "1440"],
    [VIEWPORTS.mobile, "390"],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const gauge = page.getByRole("region", { name: "Burnout Risk" });
    await expect(gauge).toContainText("High Risk (low confidence)");
    await expect(gauge).toContainText("Take action to reduce stress and improve recovery.");
    await expect(gauge).toContainText("Low confidence (32%): based on recovery or resting heart rate only.");
    await expect(gauge).toContainText("Based on 1 of 5 signals");
    await expect(gauge.getByText("High Risk", { exact: true })).toHaveCount(0);
    await gauge.scrollIntoViewIfNeeded();
    await gauge.screenshot({ path: path.join(SCREENSHOT_DIR, `gauge-low-confidence-${name}.png`) });
    await saveScreenshot(`score-confidence-dashboard-${name}`);

    await page.goto("/history");
    const table = page.getByRole("region", { name: "Burnout risk history table" });
    await expect(table.getByRole("columnheader", { name: "Based On" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Version" })).toBeVisible();
    const todayRow = table.getByRole("row").nth(1);
    await expect(todayRow).toContainText("High (low confidence)");
    await expect(todayRow).toContainText("1 of 5 signals");
    await expect(todayRow).toContainText("recovery or resting heart rate only");
    await expect(todayRow).toContainText("ek-3");
    await expect(table.getByRole("row").filter({ hasText: "ek-1" })).toHaveCount(3);
    // Older scores wait for the background rescoring, and History says so.
    await expect(
      page.getByRole("status").filter({ hasText: "Rescoring your history with ek-3" }),
    ).toContainText(/Rescoring your history with ek-3: \d+%/);
    await saveScreenshot(`score-confidence-history-${name}`);
    // On a phone the table scrolls sideways: its last columns, scrolled into view.
    await table.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await table.screenshot({ path: path.join(SCREENSHOT_DIR, `history-table-scrolled-${name}.png`) });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `history-low-confidence-${name}.png`),
      fullPage: true,
    });
  }
  await expectAccessible();
});
