// File imports in the browser: a user imports an Apple Health export.xml from Settings › Import
// data, sees the upload's progress bar, then the import's, leaves for the dashboard and comes
// back to the summary (days per metric, the range, what was skipped and why); screenshots at
// 1440 and 390 px. The upload is slowed to the pace of a home connection (Chromium's network
// emulation) so its bar is seen. And the demo refuses an import, as it refuses a real wearable.
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  DATA_IMPORT_SKIP_LABELS,
  DEMO_IMPORTS_UNAVAILABLE,
  dataImportIgnoredColumnsLine,
} from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { WHOOP_FILES } from "../../server/src/imports/whoop-export/whoop-export";
import {
  appleHistoryChunks,
  whoopCsvOf,
  whoopCycle,
  whoopWorkout,
  whoopZip,
} from "../../server/test/support/health-exports";
import { expect, test } from "./support/account";
import { test as demoTest } from "./support/demo";
import { VIEWPORTS } from "./support/fixtures";
import { SCREENSHOT_DIR } from "./support/paths";

const EXPORT_MB = 160;

/** A long Apple Health history on disk (written as a stream), ending before today. */
async function writeExport(today: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ek-e2e-import-"));
  const file = path.join(dir, "export.xml");
  const out = fs.createWriteStream(file);
  const days = 900;
  const chunks = appleHistoryChunks({
    firstDate: addDays(today, -(days + 5)),
    targetBytes: EXPORT_MB * 1024 * 1024,
    fillerPerDay: Math.round((EXPORT_MB * 1024 * 1024) / days / 300),
  });
  for (const chunk of chunks) if (!out.write(chunk)) await once(out, "drain");
  out.end();
  await once(out, "finish");
  return file;
}

test("A user imports an Apple Health export, sees it upload and import, leaves and comes back to its summary", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(240_000);
  const file = await writeExport(account.today);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Import data" });
  await expect(section.getByText("No file chosen")).toBeVisible();
  await expectAccessible();
  await saveScreenshot("settings-import-choose-1440");
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, "settings-import-choose-section-1440.png") });
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("settings-import-choose-390");
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, "settings-import-choose-section-390.png") });
  await page.setViewportSize(VIEWPORTS.desktop);

  // A home connection's upload pace: about 40 MB/s, so a 160 MB file takes a few seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 5,
    downloadThroughput: -1,
    uploadThroughput: 40 * 1024 * 1024,
  });
  await section.locator('input[type="file"]').setInputFiles(file);
  await expect(section.getByText("export.xml", { exact: true })).toBeVisible();
  await section.getByRole("combobox").selectOption("watch");
  await section.getByRole("button", { name: "Import", exact: true }).click();

  const uploading = section.getByRole("progressbar", { name: "Uploading export.xml" });
  await expect(uploading).toBeVisible();
  await expect
    .poll(async () => Number(await uploading.getAttribute("aria-valuenow")), { timeout: 30_000 })
    .toBeGreaterThan(10);
  await saveScreenshot("settings-import-uploading-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("settings-import-uploading-390");
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, "settings-import-uploading-section-390.png") });
  await page.setViewportSize(VIEWPORTS.desktop);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Then the server's import: the share of bytes parsed.
  const importing = section.getByRole("progressbar", { name: /^(Importing|Waiting to start) export\.xml$/ });
  await expect(importing).toBeVisible({ timeout: 60_000 });
  await expect(section.getByText("You can leave this page")).toBeVisible();
  await saveScreenshot("settings-import-importing-1440");
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, "settings-import-importing-section-1440.png") });

  // The user leaves; the import goes on; back in Settings its result is waiting.
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings");
  await expect(section.getByText("Import finished.")).toBeVisible({ timeout: 120_000 });
  await expect(section.getByText(/Apple Health: [\d,]+ days from [\d,]+ records\./)).toBeVisible();
  for (const metric of ["Resting heart rate", "HRV", "Sleep duration", "Sleep quality", "Workouts"]) {
    await expect(section.getByRole("term").filter({ hasText: new RegExp(`^${metric}$`) })).toBeVisible();
  }
  await expect(
    section.getByText(DATA_IMPORT_SKIP_LABELS.other_record_types.detail, { exact: false }),
  ).toBeVisible();
  await expect(
    section.getByText(DATA_IMPORT_SKIP_LABELS.in_bed_or_awake.detail, { exact: false }),
  ).toBeVisible();
  await expectAccessible();
  await saveScreenshot("settings-import-summary-1440");
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, "settings-import-summary-section-1440.png") });
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("settings-import-summary-390");
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, "settings-import-summary-section-390.png") });

  // The imported days are the account's days now, under their own source.
  const [latest] = (await account.api("GET", "/imports")) as { last_date: string }[];
  const last = latest?.last_date as string;
  const metrics = (await account.api(
    "GET",
    `/health/metrics?start_date=${addDays(last, -30)}&end_date=${last}&limit=30`,
  )) as { source: string; hrv_measure: string | null }[];
  expect(metrics.length).toBeGreaterThan(0);
  expect(metrics.every((day) => day.source === "apple_health")).toBe(true);
  expect(metrics.some((day) => day.hrv_measure === "sdnn")).toBe(true);

  // Another file: the earlier import is listed below the chooser.
  await page.setViewportSize(VIEWPORTS.desktop);
  await section.getByRole("button", { name: "Import another file" }).click();
  await expect(section.getByText("Earlier imports")).toBeVisible();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

test("A WHOOP export of a newer app version imports its workouts and names the columns it left out", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const cycleStart = `${addDays(account.today, -2)} 22:40:00`;
  const workoutColumns = [...WHOOP_FILES.workouts, "Distance (meters)", "Altitude gain (meters)"];
  const workout = {
    ...whoopWorkout(
      cycleStart,
      `${addDays(account.today, -1)} 18:00:00`,
      `${addDays(account.today, -1)} 18:40:00`,
    ),
    "Distance (meters)": 8200,
    "Altitude gain (meters)": 120,
  };
  const zip = whoopZip({
    "my_whoop_data/physiological_cycles.csv": whoopCsvOf(WHOOP_FILES.cycles, [
      whoopCycle({
        start: cycleStart,
        recovery: 67,
        rhr: 54,
        hrv: 61.5,
        strain: 12.3,
        wake: `${addDays(account.today, -1)} 06:50:00`,
        asleep: 430,
      }),
    ]),
    "my_whoop_data/workouts.csv": whoopCsvOf(workoutColumns, [workout]),
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ek-e2e-whoop-import-"));
  const file = path.join(dir, "my_whoop_data.zip");
  fs.writeFileSync(file, zip);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Import data" });
  await section.locator('input[type="file"]').setInputFiles(file);
  await section.getByRole("button", { name: "Import", exact: true }).click();
  await expect(section.getByText("Import finished.")).toBeVisible({ timeout: 60_000 });
  await expect(section.getByRole("term").filter({ hasText: /^Workouts$/ })).toBeVisible();
  await expect(
    section.getByText(
      dataImportIgnoredColumnsLine([
        "workouts.csv: Distance (meters)",
        "workouts.csv: Altitude gain (meters)",
      ]),
    ),
  ).toBeVisible();
  await expectAccessible();
  await saveScreenshot("settings-import-whoop-columns-1440");
  await section.screenshot({
    path: path.join(SCREENSHOT_DIR, "settings-import-whoop-columns-section-1440.png"),
  });
  await page.setViewportSize(VIEWPORTS.mobile);
  await section.screenshot({
    path: path.join(SCREENSHOT_DIR, "settings-import-whoop-columns-section-390.png"),
  });
  fs.rmSync(dir, { recursive: true, force: true });
});

demoTest("The demo refuses imports before a file is chosen, and sends nothing", async ({ page, demo }) => {
  demoTest.setTimeout(60_000);
  await demo.enter();
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/imports")) uploads.push(request.url());
  });
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Import data" });
  await expect(section.getByText(DEMO_IMPORTS_UNAVAILABLE)).toBeVisible();
  // Nothing to choose: no file input, no Import button.
  await expect(section.locator('input[type="file"]')).toHaveCount(0);
  await expect(section.getByRole("button", { name: "Import", exact: true })).toHaveCount(0);
  expect(uploads).toEqual([]);
});
