// The import screen tells the truth. The same file again says nothing
// changed (not "Import finished… 2 days"); a .txt file is named as neither a WHOOP nor an Apple
// Health export; on a phone a notice's icon keeps its size when the text wraps.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  DATA_IMPORT_NOTHING_CHANGED,
  dataImportUnchanged,
  dataImportUnrecognised,
} from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { appleHealthXml, restingHr } from "../../server/test/support/health-exports";
import { expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { SCREENSHOT_DIR } from "./support/paths";

test("Importing the same file twice says nothing changed; a text file is named as no export", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  expect(account.email).toContain("@");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ek-e2e-wording-"));
  const xml = path.join(dir, "export.xml");
  fs.writeFileSync(
    xml,
    appleHealthXml([
      restingHr(55, `${addDays(account.today, -2)} 07:00:00 -0500`),
      restingHr(57, `${addDays(account.today, -1)} 07:00:00 -0500`),
    ]),
  );
  const text = path.join(dir, "notes.txt");
  fs.writeFileSync(text, "Dear diary, today was calm.\nSlept well, walked far.\n");

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Import data" });
  const upload = async (file: string) => {
    await section.locator('input[type="file"]').setInputFiles(file);
    await section.getByRole("button", { name: "Import", exact: true }).click();
  };

  await upload(xml);
  await expect(section.getByText("Import finished.")).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/Apple Health: 2 days from 2 records\./)).toBeVisible();

  await section.getByRole("button", { name: "Import another file" }).click();
  await upload(xml);
  await expect(section.getByText(`${DATA_IMPORT_NOTHING_CHANGED}.`)).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole("status").filter({ hasText: DATA_IMPORT_NOTHING_CHANGED })).toContainText(
    dataImportUnchanged("Apple Health", 2),
  );
  await expect(section.getByText("Import finished.")).toHaveCount(0);
  await expect(section.getByText("2 days, nothing changed")).toHaveCount(0);
  await expectAccessible();
  await saveScreenshot("issue37-import-unchanged-1440");
  await section.screenshot({ path: path.join(SCREENSHOT_DIR, "issue37-import-unchanged-section-1440.png") });

  await section.getByRole("button", { name: "Import another file" }).click();
  await expect(section.getByText("2 days, nothing changed")).toBeVisible();
  await upload(text);
  const refused = section.getByRole("alert");
  await expect(refused).toHaveText(dataImportUnrecognised("notes.txt"));
  await saveScreenshot("issue37-import-not-an-export-1440");

  await page.setViewportSize(VIEWPORTS.mobile);
  await refused.scrollIntoViewIfNeeded();
  // The text wraps over several lines; the icon beside it stays 16 px wide, not a dot.
  const lines = await refused.evaluate((element) => Math.round(element.getBoundingClientRect().height / 18));
  expect(lines).toBeGreaterThan(2);
  const icon = await refused.locator("svg").first().boundingBox();
  expect(icon?.width).toBeCloseTo(16, 0);
  expect(icon?.height).toBeCloseTo(16, 0);
  await saveScreenshot("issue37-import-not-an-export-390");
  await section.screenshot({
    path: path.join(SCREENSHOT_DIR, "issue37-import-not-an-export-section-390.png"),
  });
  fs.rmSync(dir, { recursive: true, force: true });
});
