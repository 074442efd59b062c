// Exports in the browser (docs/exports.md): the export downloaded and opened, the clinician PDF, a share link
// opened in a second browser context without signing in and then revoked from Settings; and
// the demo's export built in the browser, imported into a new account ("keep my demo data").
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_SHARE_LINKS_UNAVAILABLE, DEVICE_STORAGE_KEYS } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { parseCsv } from "@evenkeel/domain/export";
import type { Download, Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { ACCOUNT_PASSWORD, connectAndSyncWearable, expect, test } from "./support/account";
import { e2eNow } from "./support/clock";
import { test as demoTest } from "./support/demo";
import { VIEWPORTS } from "./support/fixtures";

/** Screens a person opens after the run (outside the repository unless told otherwise). */
const SHOTS = process.env.EK_SHOTS_DIR ?? path.join(os.tmpdir(), "evenkeel-shots-19");
const NOTE = 'Long day, "hard" call,\nthen a walk 🌧️';
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const longDate = (date: string) =>
  `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

/** A full page, or only the viewport when a dialog is open (its backdrop covers the viewport). */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

async function saved(download: Download): Promise<Buffer> {
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "ek-download-")),
    download.suggestedFilename(),
  );
  await download.saveAs(file);
  return fs.readFileSync(file);
}

function pdfText(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ek-pdf-")), "report.pdf");
  fs.writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

test("A user exports everything, takes a report to a clinician and shares it for a few days", async ({
  page,
  browser,
  account,
  request,
  baseURL,
}) => {
  // 60 days synced, a zip, a CSV, two PDFs and a share link: over two minutes on a busy 2-core machine.
  test.setTimeout(240_000);
  await connectAndSyncWearable(account, request, baseURL as string, 60);
  await account.api("POST", "/mood/", { date: account.today, rating: 6, notes: NOTE });
  await account.api("POST", "/health/insights/generate?insight_type=weekly_summary");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/history");

  // Everything (zip): saved, opened, its CSVs read back.
  await page.getByRole("button", { name: "Export Data" }).click();
  const exportDialog = page.getByRole("dialog", { name: "Export Data" });
  await expect(exportDialog.getByText("Everything (zip)")).toBeVisible();
  await shot(page, "history-export-dialog-1440", false);
  const [zipDownload] = await Promise.all([
    page.waitForEvent("download"),
    exportDialog.getByRole("listitem").filter({ hasText: "Everything (zip)" }).getByRole("button").click(),
  ]);
  expect(zipDownload.suggestedFilename()).toBe(
    `evenkeel-export-${new Date(e2eNow()).toISOString().slice(0, 10)}.zip`,
  );
  const files = unzipSync(new Uint8Array(await saved(zipDownload)));
  expect(Object.keys(files)).toContain("evenkeel-export.json");
  const moods = parseCsv(strFromU8(files["moods.csv"] as Uint8Array));
  expect(moods.find((record) => record[0] === account.today)?.[2]).toBe(NOTE);
  // The header and at least the synced days (connecting backfills what the wearable holds).
  expect(parseCsv(strFromU8(files["daily-metrics.csv"] as Uint8Array)).length).toBeGreaterThan(60);

  // This range as CSV: the 30 days on screen.
  const [csvDownload] = await Promise.all([
    page.waitForEvent("download"),
    exportDialog.getByRole("listitem").filter({ hasText: "This range as CSV" }).getByRole("button").click(),
  ]);
  const range = parseCsv((await saved(csvDownload)).toString("utf8"));
  expect(range[0]?.[0]).toBe("date");
  expect(range).toHaveLength(31);
  await exportDialog.getByRole("button", { name: "Close" }).click();

  // The clinician report: 8 weeks as a PDF that states its period.
  await page.getByRole("button", { name: "Report for a clinician" }).click();
  const reportDialog = page.getByRole("dialog", { name: "Report for a clinician" });
  await reportDialog.getByRole("button", { name: "Last 8 weeks" }).click();
  const [pdfDownload] = await Promise.all([
    page.waitForEvent("download"),
    reportDialog.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const text = pdfText(await saved(pdfDownload));
  expect(text).toContain(
    `Period: ${longDate(addDays(account.today, -55))} – ${longDate(account.today)} (8 weeks)`,
  );
  expect(text).toContain("It is not a medical device and makes no diagnosis.");

  // A share link for 3 days, opened in a second browser without signing in.
  await reportDialog.getByLabel("Valid for (days)").fill("3");
  await reportDialog.getByRole("button", { name: "Create share link" }).click();
  const url = (await reportDialog.getByTestId("share-link-url").textContent()) ?? "";
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await shot(page, "history-report-dialog-1440", false);
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "history-report-dialog-390", false);
  await page.setViewportSize(VIEWPORTS.desktop);

  const stranger = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const strangerPage = await stranger.newPage();
  const answer = await strangerPage.goto(url);
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow, noarchive");
  expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(strangerPage.getByRole("heading", { name: "Wellbeing report" })).toBeVisible();
  await expect(strangerPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await shot(strangerPage, "shared-report-1440");
  await strangerPage.setViewportSize(VIEWPORTS.mobile);
  await shot(strangerPage, "shared-report-390");
  const [sharedPdf] = await Promise.all([
    strangerPage.waitForEvent("download"),
    strangerPage.getByRole("link", { name: /^Download the report \(PDF/ }).click(),
  ]);
  expect(pdfText(await saved(sharedPdf))).toContain("(8 weeks)");

  // Settings lists the live link, opened twice (page and PDF); revoking it shuts it.
  await page.goto("/settings");
  const links = page.getByRole("list", { name: "Report share links" });
  await expect(links.getByRole("listitem")).toHaveCount(1);
  await expect(links).toContainText("Report of the last 8 weeks");
  await expect(links).toContainText("opened 2 times");
  await shot(page, "settings-your-data-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "settings-your-data-390");
  page.once("dialog", (dialog) => void dialog.accept());
  await links.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("No live share links.")).toBeVisible();
  await strangerPage.reload();
  await expect(
    strangerPage.getByRole("heading", { name: "This link has expired or was revoked." }),
  ).toBeVisible();
  await stranger.close();
});

demoTest(
  "A visitor exports the demo in the browser and keeps it by importing it into a new account",
  async ({ page, browser, demo, request, baseURL }) => {
    demoTest.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.mobile);
    await demo.enter();
    await page.goto("/history");
    await page.getByRole("button", { name: "Export Data" }).click();
    const exportDialog = page.getByRole("dialog", { name: "Export Data" });
    await shot(page, "demo-export-dialog-390", false);
    const [zipDownload] = await Promise.all([
      page.waitForEvent("download"),
      exportDialog.getByRole("listitem").filter({ hasText: "Everything (zip)" }).getByRole("button").click(),
    ]);
    const zip = await saved(zipDownload);
    const document = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(zip))["evenkeel-export.json"] as Uint8Array),
    );
    expect(document.health_metrics.length).toBeGreaterThan(60);
    await exportDialog.getByRole("button", { name: "Close" }).click();

    // The report is drawn in the browser too.
    await page.getByRole("button", { name: "Report for a clinician" }).click();
    const reportDialog = page.getByRole("dialog", { name: "Report for a clinician" });
    const [pdfDownload] = await Promise.all([
      page.waitForEvent("download"),
      reportDialog.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(pdfText(await saved(pdfDownload))).toContain(`${longDate(demo.today)} (4 weeks)`);
    await reportDialog.getByRole("button", { name: "Create share link" }).click();
    await expect(reportDialog.getByText(DEMO_SHARE_LINKS_UNAVAILABLE)).toBeVisible();

    // A new account, in a browser of its own, imports the demo's file.
    const signup = await request.post(`${baseURL}/api/auth/signup`, {
      data: { email: `e2e-keep-${Date.now()}@example.com`, password: ACCOUNT_PASSWORD, first_name: "Kim" },
    });
    const tokens = (await signup.json()) as { access_token: string; refresh_token: string };
    const owner = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const ownerPage = await owner.newPage();
    await ownerPage.goto(`${baseURL}/login`);
    await ownerPage.evaluate(
      ({ keys, access, refresh }) => {
        localStorage.setItem(keys.accessToken, access);
        localStorage.setItem(keys.refreshToken, refresh);
      },
      { keys: DEVICE_STORAGE_KEYS, access: tokens.access_token, refresh: tokens.refresh_token },
    );
    await ownerPage.goto(`${baseURL}/settings`);
    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), "ek-demo-")),
      zipDownload.suggestedFilename(),
    );
    fs.writeFileSync(file, zip);
    await ownerPage.getByLabel("Choose export file").setInputFiles(file);
    await expect(
      ownerPage.getByText(
        `Imported ${document.health_metrics.length} days of health data, ${document.moods.length} moods`,
      ),
    ).toBeVisible();
    await shot(ownerPage, "settings-import-done-1440");
    await ownerPage.goto(`${baseURL}/history`);
    await expect(ownerPage.getByRole("region", { name: "Avg Recovery" })).toBeVisible();
    await owner.close();
  },
);
