// One level per day and the alert page's words and numbers in Chromium:
// a day stored at High with a score of 75 reads High on the gauge, in History and on the alert
// page, each saying what holds it under Critical; the alert page shows one set of numbers (its
// analysis written again after the day was rescored) with what to do now in view; the alert
// history's links say what they open; a mood-only High resting on low confidence says on the
// dashboard that no alert goes out yet, and Preferences says alerts wait for enough data.
import path from "node:path";
import { ALERTS_HINT, alertOpenLabel, alertWaitsForDataNote } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import Database from "better-sqlite3";
import { connectAndSyncWearable, expect, test } from "./support/account";
import { e2eNow } from "./support/clock";
import { VIEWPORTS } from "./support/fixtures";
import { SCREENSHOT_DIR } from "./support/paths";

const HELD = "75 — held at High: Critical needs two weeks at High, with two signals strained.";

function serverDatabase() {
  const dataDir = process.env.EK_E2E_DATA_DIR;
  if (!dataDir) throw new Error("EK_E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  return new Database(path.join(dataDir, "evenkeel.db"));
}

function setDays(
  userId: string,
  from: string,
  to: string,
  fields: { score: number; level: string; confidence: number; contributions: object; calibrating?: boolean },
  calculatedAt = new Date(e2eNow()).toISOString(),
) {
  const db = serverDatabase();
  try {
    db.prepare(
      `update burnout_scores set overall_risk_score = ?, risk_level = ?, confidence_score = ?,
         contributions = ?, calibrating = ?, algorithm_version = 'ek-2', calculated_at = ?
       where user_id = ? and date between ? and ?`,
    ).run(
      fields.score,
      fields.level,
      fields.confidence,
      JSON.stringify(fields.contributions),
      fields.calibrating ? 1 : 0,
      calculatedAt,
      userId,
      from,
      to,
    );
  } finally {
    db.close();
  }
}

const WIDTHS = [
  [VIEWPORTS.desktop, "1440"],
  [VIEWPORTS.mobile, "390"],
] as const;

test("A 75 stored at High reads High everywhere, says what holds it, and its alert shows one set of numbers", async ({
  page,
  account,
  request,
  baseURL,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await connectAndSyncWearable(account, request, baseURL ?? "", 30);
  const me = (await account.api("GET", "/auth/me")) as { id: string };
  const first = { mood: 40.2, recovery: 12, hrv: 8.1, sleep_quality: 9.7, strain: 5 };
  const past = new Date(e2eNow() - 3_600_000).toISOString();
  setDays(
    me.id,
    addDays(account.today, -2),
    account.today,
    {
      score: 75,
      level: "high",
      confidence: 82,
      contributions: first,
    },
    past,
  );
  await account.api("PATCH", "/settings/notifications", { alerts_enabled: true });
  await expect
    .poll(async () => ((await account.api("GET", "/settings/alerts")) as unknown[]).length, {
      timeout: 20_000,
    })
    .toBe(1);

  for (const [viewport, name] of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto("/dashboard");
    const gauge = page.getByRole("region", { name: "Burnout Risk" });
    await expect(gauge).toContainText("High Risk");
    await expect(gauge).toContainText(HELD);
    await expect(gauge.getByText("Critical Risk")).toHaveCount(0);
    await gauge.scrollIntoViewIfNeeded();
    await saveScreenshot(`one-level-dashboard-${name}`);

    await page.goto("/history");
    const row = page.getByRole("region", { name: "Burnout risk history table" }).getByRole("row").nth(1);
    await expect(row).toContainText("75.0%");
    await expect(row).toContainText("High");
    await expect(row).toContainText(HELD);
    await saveScreenshot(`one-level-history-${name}`);
  }

  // The day is scored again after the alert went out: mood's share moved.
  const second = { mood: 45.5, recovery: 12, hrv: 8.1, sleep_quality: 9.7, strain: 5 };
  setDays(me.id, account.today, account.today, {
    score: 75,
    level: "high",
    confidence: 82,
    contributions: second,
  });

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const history = page.getByRole("region", { name: "Alert history" });
  const [alert] = (await account.api("GET", "/settings/alerts")) as { date: string }[];
  const date = new Date(`${alert?.date}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(history.getByRole("link", { name: "Open", exact: true })).toHaveCount(0);
  await history.scrollIntoViewIfNeeded();
  await saveScreenshot("one-level-alert-history-1440");
  await history.getByRole("link", { name: alertOpenLabel(date) }).click();

  await expect(page.getByRole("heading", { name: "Early Warning", level: 1 })).toBeVisible();
  const changed = page.getByRole("region", { name: "What changed" });
  await expect(changed).toContainText("High Risk");
  await expect(changed).toContainText(HELD);
  await expect(changed).toContainText("Mood +45.5");
  const analysis = page.getByRole("article").filter({ hasText: "Burnout Analysis" });
  await expect(analysis).toContainText("Mood (45.5 points)");
  await expect(analysis).not.toContainText("40.2");
  // What to do now, and support, shown, not behind "Show details" (each action once, in its section).
  await expect(analysis.getByRole("heading", { name: "Immediate Actions" })).toBeVisible();
  await expect(analysis.getByRole("heading", { name: "Support Resources" })).toBeVisible();
  await expect(analysis.getByRole("button", { name: "Hide details" })).toBeVisible();
  await expectAccessible();
  for (const [viewport, name] of WIDTHS) {
    await page.setViewportSize(viewport);
    await saveScreenshot(`one-level-alert-${name}`);
  }
});

test("A mood-only High on low confidence says no alert goes out yet, and Preferences says alerts wait for data", async ({
  page,
  account,
  request,
  baseURL,
  saveScreenshot,
}) => {
  test.setTimeout(90_000);
  await connectAndSyncWearable(account, request, baseURL ?? "", 30);
  const me = (await account.api("GET", "/auth/me")) as { id: string };
  const moodOnly = { mood: 58, recovery: null, hrv: null, sleep_quality: null, strain: null };
  setDays(me.id, addDays(account.today, -5), account.today, {
    score: 58,
    level: "high",
    confidence: 32,
    contributions: moodOnly,
  });
  // A mood-only 100 held at Moderate while calibrating says why, not "100.0% Moderate" alone.
  setDays(me.id, addDays(account.today, -6), addDays(account.today, -6), {
    score: 100,
    level: "moderate",
    confidence: 30,
    contributions: moodOnly,
    calibrating: true,
  });

  for (const [viewport, name] of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto("/dashboard");
    const gauge = page.getByRole("region", { name: "Burnout Risk" });
    await expect(gauge).toContainText("High Risk (low confidence)");
    await expect(gauge).toContainText(alertWaitsForDataNote(32));
    await saveScreenshot(`one-level-mood-only-dashboard-${name}`);
  }

  await page.goto("/history");
  const held = page
    .getByRole("region", { name: "Burnout risk history table" })
    .getByRole("row")
    .filter({ hasText: "100.0%" });
  await expect(held).toContainText(
    "100 — held at Moderate: while your baseline is calibrating (about two weeks of data), the level stays at Moderate at most.",
  );

  for (const [viewport, name] of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto("/settings");
    await expect(page.getByText(ALERTS_HINT)).toBeVisible();
    await page.getByText(ALERTS_HINT).scrollIntoViewIfNeeded();
    await page
      .getByText(ALERTS_HINT)
      .screenshot({ path: path.join(SCREENSHOT_DIR, `one-level-alerts-hint-${name}.png`) });
  }
});
