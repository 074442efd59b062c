// The Fitbit data export in the browser: a user chooses a Google Takeout of Fitbit in Settings ›
// Import data and reads its summary (days per metric, the range, what was skipped and why),
// and the days arrive under their own source, named "Fitbit export"; screenshots at 1440 and
// 390 px of the choosing and the summary.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DATA_IMPORT_HINT, DATA_IMPORT_KIND_NAMES, DATA_IMPORT_SKIP_LABELS } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import {
  fitbitExercises,
  fitbitHrvSummary,
  fitbitRestingHr,
  fitbitSleepFile,
  fitbitSleepScores,
  zipOf,
} from "../../server/test/support/fitbit-exports";
import { expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { SCREENSHOT_DIR } from "./support/paths";

/** Two weeks of a Fitbit, ending yesterday, as a Takeout zip on disk. */
function writeTakeout(today: string): string {
  const dates = Array.from({ length: 14 }, (_, index) => addDays(today, index - 14));
  const nights = dates.map((date, index) => ({
    logId: 30_000 + index,
    dateOfSleep: date,
    start: `${addDays(date, -1)}T23:10:00.000`,
    end: `${date}T06:50:00.000`,
    minutesAsleep: 380 + (index % 5) * 12,
    mainSleep: true,
    type: index % 4 === 0 ? ("classic" as const) : ("stages" as const),
  }));
  const nap = {
    ...nights[3],
    logId: 39_999,
    start: `${dates[3]}T14:00:00.000`,
    end: `${dates[3]}T14:40:00.000`,
    minutesAsleep: 35,
    mainSleep: false,
  };
  const global = "Takeout/Fitbit/Global Export Data";
  const zip = zipOf({
    [`${global}/resting_heart_rate-${dates[0]}.json`]: fitbitRestingHr(
      dates.map((date, index) => ({ date, bpm: index === 5 ? 0 : 56 + (index % 4) })),
      "us",
    ),
    [`${global}/sleep-${dates[0]}.json`]: fitbitSleepFile([
      ...nights.slice(0, 8),
      nap as (typeof nights)[number],
    ]),
    [`${global}/sleep-${dates[7]}.json`]: fitbitSleepFile(nights.slice(7)),
    [`${global}/exercise-0.json`]: fitbitExercises(
      dates
        .filter((_, index) => index % 3 === 0)
        .map((date, index) => ({
          logId: 50_000 + index,
          date,
          time: "18:00:00",
          name: "Run",
          style: "us" as const,
        })),
    ),
    "Takeout/Fitbit/Sleep Score/sleep_score.csv": fitbitSleepScores(
      nights.map((night, index) => ({
        logId: night.logId,
        end: night.end,
        score: 70 + (index % 10),
        restingHr: 57,
      })),
    ),
    "Takeout/Fitbit/Heart Rate Variability/Daily Heart Rate Variability Summary - 2026-01-(01).csv":
      fitbitHrvSummary(dates.map((date, index) => ({ date, rmssd: 38 + (index % 6) }))),
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ek-e2e-fitbit-"));
  const file = path.join(dir, "takeout-001.zip");
  fs.writeFileSync(file, zip);
  return file;
}

test("A user imports a Google Takeout of Fitbit and reads its summary", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const file = writeTakeout(account.today);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Import data" });
  await expect(section.getByText(DATA_IMPORT_HINT)).toBeVisible();
  await section.locator('input[type="file"]').setInputFiles(file);
  await expect(section.getByText("takeout-001.zip", { exact: true })).toBeVisible();
  await saveScreenshot("settings-import-fitbit-choose-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("settings-import-fitbit-choose-390");
  await section.screenshot({
    path: path.join(SCREENSHOT_DIR, "settings-import-fitbit-choose-section-390.png"),
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  await section.getByRole("button", { name: "Import", exact: true }).click();

  await expect(section.getByText("Import finished.")).toBeVisible({ timeout: 60_000 });
  await expect(section.getByText(/Fitbit export: 14 days from [\d,]+ records\./)).toBeVisible();
  for (const metric of ["Resting heart rate", "HRV", "Sleep duration", "Sleep quality", "Workouts"]) {
    await expect(section.getByRole("term").filter({ hasText: new RegExp(`^${metric}$`) })).toBeVisible();
  }
  await expect(
    section.getByText(DATA_IMPORT_SKIP_LABELS.missing_values.detail, { exact: false }),
  ).toBeVisible();
  await expect(
    section.getByText(DATA_IMPORT_SKIP_LABELS.duplicate_records.detail, { exact: false }),
  ).toBeVisible();
  await expect(section.getByText(DATA_IMPORT_SKIP_LABELS.naps.detail, { exact: false })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("settings-import-fitbit-summary-1440");
  await section.screenshot({
    path: path.join(SCREENSHOT_DIR, "settings-import-fitbit-summary-section-1440.png"),
  });
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("settings-import-fitbit-summary-390");
  await section.screenshot({
    path: path.join(SCREENSHOT_DIR, "settings-import-fitbit-summary-section-390.png"),
  });

  const metrics = (await account.api(
    "GET",
    `/health/metrics?start_date=${addDays(account.today, -14)}&end_date=${addDays(account.today, -1)}&limit=30`,
  )) as { source: string; hrv_measure: string | null }[];
  expect(metrics).toHaveLength(14);
  expect(metrics.every((day) => day.source === "fitbit_export")).toBe(true);
  expect(DATA_IMPORT_KIND_NAMES.fitbit_export).toBe("Fitbit export");
});
