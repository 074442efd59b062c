// Reaching out (docs/notifications.md) in Chromium: Settings › Preferences, the
// installable app (manifest and service worker valid, the API never cached), a one-tap
// check-in from a real reminder e-mail, a missed day added, and the early-warning banner.
import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  ADD_MISSED_DAY,
  ALERT_BANNER,
  CHECKIN_DETAILS_SAVED,
  CHECKIN_LINK_USED,
  CHECKIN_LOGGED,
  EMAIL_CHANNEL_UNAVAILABLE,
  REMINDER_TITLE,
  TIME_ZONE_HEADER,
} from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import Database from "better-sqlite3";
import { connectAndSyncWearable, expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { confirmationLink, waitForMail } from "./support/mailbox";
import { BROWSER_TIME_ZONE, MAIL_BASE_URL } from "./support/stack";

test("Preferences: a reminder at a chosen time, quiet hours, and what the server cannot send on", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Preferences" });
  await expect(section).toContainText(`Times are in your time zone`);
  // This server has no SMTP: the e-mail switch says so and stays off.
  await expect(section.getByText(EMAIL_CHANNEL_UNAVAILABLE).first()).toBeVisible();
  await expect(section.getByRole("checkbox", { name: "E-mail", exact: false }).first()).toBeDisabled();
  // Each switch is saved at once and shows what the server answered.
  await section.getByRole("checkbox", { name: /^Daily check-in reminder/ }).click();
  await expect(section.getByRole("checkbox", { name: /^Daily check-in reminder/ })).toBeChecked();
  await section.getByLabel("Reminder time").fill("21:15");
  // A time is saved once left or on Enter, and says so.
  await section.getByLabel("Reminder time").press("Enter");
  await expect(section.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(section.getByLabel("Reminder time")).toHaveValue("21:15");
  await section.getByRole("checkbox", { name: /^Quiet hours/ }).click();
  await expect(section.getByRole("checkbox", { name: /^Quiet hours/ })).toBeChecked();
  await expect(section).toContainText("No browser receives notifications yet.");
  await expect(page.getByRole("region", { name: "Alert history" })).toContainText("No alerts yet.");
  await page.reload();
  await expect(section.getByRole("checkbox", { name: /^Daily check-in reminder/ })).toBeChecked();
  await expect(section.getByLabel("Reminder time")).toHaveValue("21:15");
  await expect(section).toContainText(BROWSER_TIME_ZONE);
  await expectAccessible();
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot("issue18-preferences-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue18-preferences-390");
  const saved = (await account.api("GET", "/settings/notifications")) as {
    preferences: Record<string, unknown>;
  };
  expect(saved.preferences).toMatchObject({
    reminder_enabled: true,
    reminder_time: "21:15",
    quiet_hours_enabled: true,
  });
});

test("Installing: the manifest and the service worker are valid, and API answers are never cached", async ({
  page,
  account,
}) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send("Page.getAppManifest")) as { errors: unknown[]; url: string };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const installability = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: unknown[];
  };
  // Playwright's browser contexts are incognito, which Chromium names as the one reason not to
  // offer installing; nothing about the app itself may be listed.
  expect(
    installability.installabilityErrors.filter(
      (error) => (error as { errorId: string }).errorId !== "in-incognito",
    ),
  ).toEqual([]);
  await account.api("POST", "/mood/", { date: account.today, rating: 6 });
  await page.goto("/mood");
  await expect(page.getByText("6/10").first()).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => url.startsWith("/api"))).toEqual([]);
});

test.describe("from a reminder e-mail", () => {
  test.use({ baseURL: MAIL_BASE_URL });

  test("one tap logs the day's mood, then notes and tags; the link works once", async ({
    page,
    request,
    saveScreenshot,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const email = `checkin-${randomUUID()}@example.com`;
    const password = "steady-tide-evening-7";
    await request.post("/api/auth/signup", { data: { email, password } });
    await page.goto(confirmationLink(await waitForMail(email)).href);
    await expect(page.getByText("Email confirmed!")).toBeVisible();
    const signIn = await request.post("/api/auth/signin", { data: { email, password } });
    const { access_token } = (await signIn.json()) as { access_token: string };
    // Due from local midnight: the next outreach pass (every 2 s here) sends it.
    const saved = await request.fetch("/api/settings/notifications", {
      method: "PATCH",
      headers: { authorization: `Bearer ${access_token}`, [TIME_ZONE_HEADER]: BROWSER_TIME_ZONE },
      data: { reminder_enabled: true, reminder_time: "00:00", email_enabled: true },
    });
    expect(saved.ok()).toBe(true);

    let reminder = await waitForMail(email);
    for (let tries = 0; reminder.subject !== REMINDER_TITLE && tries < 50; tries += 1) {
      await page.waitForTimeout(200);
      reminder = await waitForMail(email);
    }
    expect(reminder.subject).toBe(REMINDER_TITLE);
    const link = reminder.text?.match(/8: (\S+\/checkin\?\S+)/)?.[1] as string;

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(link);
    await expect(page.getByText(CHECKIN_LOGGED)).toBeVisible();
    await expect(page.getByText("8/10")).toBeVisible();
    await expectAccessible();
    await saveScreenshot("issue18-checkin-logged-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot("issue18-checkin-logged-390");
    await page.getByLabel("Notes").fill("Calm evening walk");
    await page.getByRole("button", { name: "Travel" }).click();
    await page.getByRole("button", { name: "Save notes and tags" }).click();
    await expect(page.getByText(CHECKIN_DETAILS_SAVED)).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText(CHECKIN_LINK_USED);
    await saveScreenshot("issue18-checkin-used-390");
    const moods = await request.get("/api/mood/", { headers: { authorization: `Bearer ${access_token}` } });
    expect(await moods.json()).toMatchObject([{ rating: 8, notes: "Calm evening walk", tags: ["travel"] }]);
  });
});

test("A missed day is added on the mood screen, and a logged day opens for editing", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  const missed = addDays(account.today, -3);
  const logged = addDays(account.today, -5);
  await account.api("POST", "/mood/", { date: logged, rating: 4, notes: "Long week" });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/mood");
  await page.getByRole("button", { name: ADD_MISSED_DAY }).click();
  await page.getByLabel("Date", { exact: true }).fill(missed);
  await expect(page.getByRole("heading", { name: /^Log mood for / })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("issue18-missed-day-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue18-missed-day-390");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByRole("button", { name: "Rate 6 out of 10" }).click();
  await page.getByRole("button", { name: "Save Mood" }).click();
  await expect(page.getByRole("heading", { name: "How are you feeling today?" })).toBeVisible();
  const moods = (await account.api("GET", `/mood/?start_date=${missed}&end_date=${missed}`)) as unknown[];
  expect(moods).toMatchObject([{ date: missed, rating: 6 }]);

  await page.getByRole("button", { name: ADD_MISSED_DAY }).click();
  await page.getByLabel("Date", { exact: true }).fill(logged);
  await expect(page.getByRole("heading", { name: /^Edit mood for / })).toBeVisible();
  await expect(page.getByLabel("Notes")).toHaveValue("Long week");
});

test("Three days at high raise an early warning: a dashboard banner, its page, and the history", async ({
  page,
  account,
  request,
  baseURL,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await connectAndSyncWearable(account, request, baseURL ?? "", 30);
  const me = (await account.api("GET", "/auth/me")) as { id: string };
  const db = new Database(path.join(process.env.EK_E2E_DATA_DIR ?? "", "evenkeel.db"));
  try {
    db.prepare(
      `update burnout_scores set overall_risk_score = 64, risk_level = 'high', confidence_score = 82
       where user_id = ? and date between ? and ?`,
    ).run(me.id, addDays(account.today, -2), account.today);
  } finally {
    db.close();
  }
  // Alerts are on by default; saving preferences puts the user on the outreach pass's list.
  await account.api("PATCH", "/settings/notifications", { alerts_enabled: true });
  await expect
    .poll(async () => ((await account.api("GET", "/settings/alerts")) as unknown[]).length, {
      timeout: 20_000,
    })
    .toBe(1);

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/dashboard");
  const banner = page.getByRole("status").filter({ hasText: ALERT_BANNER });
  await expect(banner).toBeVisible();
  await expectAccessible();
  await saveScreenshot("issue18-alert-banner-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue18-alert-banner-390");
  await page.setViewportSize(VIEWPORTS.desktop);
  await banner.getByRole("link", { name: "See what changed" }).click();
  await expect(page.getByRole("heading", { name: "Early Warning", level: 1 })).toBeVisible();
  await expect(page.getByText("At high or above for 3 days in a row")).toBeVisible();
  await expect(page.getByText("Burnout Analysis").first()).toBeVisible();
  await expectAccessible();
  await saveScreenshot("issue18-alert-page-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue18-alert-page-390");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText(ALERT_BANNER)).toHaveCount(0);
  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Alert history" })).toContainText("High level, sent");
});
