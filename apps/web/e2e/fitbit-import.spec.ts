// The Fitbit data export in the browser: a user chooses a Google Takeout of Fitbit in Settings ›
// Import data and reads its summary (days per metric, the range, what was skipped and why),
// and the days arrive under their own source, named "Fitbit export"; a Takeout split into two
// zips is chosen at once and imported as one, every value of every day checked; screenshots at
// 1440 and 390 px of the choosing and the summary.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  DATA_IMPORT_HINT,
  DATA_IMPORT_KIND_NAMES,
  DATA_IMPORT_MAX_FILES,
  DATA_IMPORT_SEVERAL_HINT,
  DATA_IMPORT_SKIP_LABELS,
  dataImportChosenFiles,
  dataImportTooManyFiles,
} from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import type { Locator, Page } from "@playwright/test";
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

/** Two weeks of a Fitbit, ending yesterday: the dates and the Takeout's files by their path. */
function takeoutFiles(today: string): { dates: string[]; files: Record<string, string> } {
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
  const files = {
    [`${global}/resting_heart_rate-${dates[0]}.json`]: fitbitRestingHr(
      dates.map((date, index) => ({ date, bpm: index === 5 ? 0 : 56 + (index % 4) })),
      "us",
    ),
    [`${global}/sleep-${dates[0]}.json`]: fitbitSleepFile([
      ...nights.slice(0, 8),
      nap as (typeof nights)[number],
    ]),
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
    [`${global}/sleep-${dates[7]}.json`]: fitbitSleepFile(nights.slice(7)),
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
  };
  return { dates, files };
}

/** Every value the Takeout above gives each day, as the dashboard's rows carry it. */
function expectedDays(dates: readonly string[]) {
  return dates.map((date, index) => ({
    date,
    recovery_score: null,
    // The day written as 0 takes the sleep score's resting heart rate.
    resting_hr: index === 5 ? 57 : 56 + (index % 4),
    hrv: 38 + (index % 6),
    hrv_measure: "rmssd",
    sleep_duration_minutes: 380 + (index % 5) * 12,
    sleep_quality_score: 70 + (index % 10),
    day_strain: null,
    // Runs every third day; after the last one no count is claimed.
    workout_count: index % 3 === 0 ? 1 : index <= 12 ? 0 : null,
    source: "fitbit_export",
  }));
}

function writeFile(name: string, bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ek-e2e-fitbit-"));
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** Two weeks of a Fitbit, ending yesterday, as a Takeout zip on disk. */
function writeTakeout(today: string): string {
  return writeFile("takeout-001.zip", zipOf(takeoutFiles(today).files));
}

/** The page and the section at 1440 px, then at 390 px; back to 1440 px after. */
async function screenshotsAt(
  page: Page,
  section: Locator,
  save: (name: string) => Promise<void>,
  name: string,
) {
  await save(`${name}-1440`);
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-section-1440.png`) });
  await page.setViewportSize(VIEWPORTS.mobile);
  await save(`${name}-390`);
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-section-390.png`) });
  await page.setViewportSize(VIEWPORTS.desktop);
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
  await screenshotsAt(page, section, saveScreenshot, "settings-import-fitbit-summary");

  const metrics = (await account.api(
    "GET",
    `/health/metrics?start_date=${addDays(account.today, -14)}&end_date=${addDays(account.today, -1)}&limit=30`,
  )) as { source: string; hrv_measure: string | null }[];
  expect(metrics).toHaveLength(14);
  expect(metrics.every((day) => day.source === "fitbit_export")).toBe(true);
  expect(DATA_IMPORT_KIND_NAMES.fitbit_export).toBe("Fitbit export");
});

test("A user imports a Google Takeout split in two zips together, as one import", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const { dates, files } = takeoutFiles(account.today);
  const entries = Object.entries(files);
  // The second sleep chunk, the sleep scores and the HRV in the second zip: days need both.
  const zips = [
    writeFile("takeout-20260101T000000Z-001.zip", zipOf(Object.fromEntries(entries.slice(0, 3)))),
    writeFile("takeout-20260101T000000Z-002.zip", zipOf(Object.fromEntries(entries.slice(3)))),
  ];
  const bytes = zips.reduce((sum, zip) => sum + fs.statSync(zip).size, 0);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Import data" });
  // More files than one import takes are refused before a byte is sent.
  const chooser = section.locator('input[type="file"]');
  await chooser.setInputFiles(
    Array.from({ length: DATA_IMPORT_MAX_FILES + 1 }, (_, index) => ({
      name: `exercise-${index * 100}.json`,
      mimeType: "application/json",
      buffer: Buffer.from("[]"),
    })),
  );
  await expect(section.getByRole("alert")).toHaveText(dataImportTooManyFiles(DATA_IMPORT_MAX_FILES));
  await expect(section.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  await chooser.setInputFiles(zips);
  await expect(section.getByRole("alert")).toHaveCount(0);
  await expect(section.getByText(dataImportChosenFiles(2, bytes))).toBeVisible();
  await expect(
    section.getByText("takeout-20260101T000000Z-001.zip, takeout-20260101T000000Z-002.zip", { exact: true }),
  ).toBeVisible();
  await expect(section.getByText(DATA_IMPORT_SEVERAL_HINT)).toBeVisible();
  await expectAccessible();
  await screenshotsAt(page, section, saveScreenshot, "settings-import-fitbit-several");
  await section.getByRole("button", { name: "Import", exact: true }).click();

  await expect(section.getByText("Import finished.")).toBeVisible({ timeout: 60_000 });
  await expect(section.getByText(/Fitbit export: 14 days from [\d,]+ records\./)).toBeVisible();
  await expect(
    section.getByText(DATA_IMPORT_SKIP_LABELS.duplicate_records.detail, { exact: false }),
  ).toBeVisible();
  await saveScreenshot("settings-import-fitbit-several-summary-1440");

  // One import of the two files, and every value of every day.
  const imports = (await account.api("GET", "/imports")) as { file_name: string; status: string }[];
  expect(imports).toHaveLength(1);
  expect(imports[0]).toMatchObject({
    status: "done",
    file_name: "takeout-20260101T000000Z-001.zip, takeout-20260101T000000Z-002.zip",
  });
  const metrics = (await account.api(
    "GET",
    `/health/metrics?start_date=${dates[0]}&end_date=${dates[13]}&limit=30`,
  )) as Record<string, unknown>[];
  const keys = Object.keys(expectedDays(dates)[0] as object);
  const shown = metrics
    .map((day) => Object.fromEntries(keys.map((key) => [key, day[key] ?? null])))
    .sort((a, b) => String(a.date).localeCompare(String(b.date)));
  expect(shown).toEqual(expectedDays(dates));
});
