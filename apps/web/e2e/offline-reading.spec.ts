// A phone on a train (docs/decisions/047-offline-reading-and-check-in.md): screens visited online
// read offline from what the device kept, marked with the time they were current; a screen never
// visited says so; a one-tap check-in made offline reaches the server exactly once, across a
// closed tab and a flapping network; signing out leaves nothing behind.

import path from "node:path";
import {
  CHECKIN_LOGGED,
  CHECKIN_OFFLINE,
  CHECKIN_OPENING,
  moodWaitingToBeSent,
  OFFLINE_NOTHING_KEPT,
  offlineShowingAsOf,
} from "@evenkeel/contracts";
import type { BrowserContext } from "@playwright/test";
import { expect, type Page, test } from "./support/account";
import { checkinToken } from "./support/checkin";
import { deviceContents } from "./support/device";
import { VIEWPORTS } from "./support/fixtures";
import { SCREENSHOT_DIR } from "./support/paths";

/** The mark, whatever the time it names ("2:05 PM", or a date and time on another day). */
const [markStart = "", markEnd = ""] = offlineShowingAsOf("\u0000").split("\u0000");
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const OFFLINE_MARK = new RegExp(`^${literally(markStart)}.+${literally(markEnd)}$`);

/** The page is controlled by the service worker, which has kept this build's shell. */
async function shellKept(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every value in one IndexedDB store of this origin; none when its database does not exist. */
function storedValues(page: Page, database: string, store: string): Promise<unknown[]> {
  return page.evaluate(
    async ({ database, store }) => {
      const names = (await indexedDB.databases()).map((known) => known.name);
      // Opening a database that does not exist would create it: look first.
      if (!names.includes(database)) return [];
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(database);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        return await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    { database, store },
  );
}

/** The query paths of the answers the device kept for reading offline. */
async function keptQueries(page: Page): Promise<string[]> {
  const snapshots = (await storedValues(page, "evenkeel-reads", "snapshots")) as Array<{
    queries: Array<{ queryKey: unknown[] }>;
  }>;
  return snapshots.flatMap((snapshot) => snapshot.queries.map((query) => JSON.stringify(query.queryKey[0])));
}

/** Moods and check-ins the device still holds to send. */
async function outboxSize(page: Page): Promise<number> {
  return (await storedValues(page, "evenkeel-offline", "mood-outbox")).length;
}

/** The network goes and comes back, twice. */
async function flap(context: BrowserContext): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await context.setOffline(true);
    await context.setOffline(false);
  }
}

test("Screens visited online read offline, marked with their time; signing out leaves nothing behind", async ({
  page,
  context,
  account,
  saveScreenshot,
}) => {
  // A service worker's install, two reloads offline and a sign-out.
  test.slow();
  await account.api("POST", "/mood/", { date: account.today, rating: 6, notes: "Kept for the train" });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/mood");
  const today = page.getByRole("listitem", { name: /^Today: / });
  await expect(today).toContainText("6/10");
  await shellKept(page);
  await expect.poll(() => keptQueries(page)).toContain(JSON.stringify(["mood", "list"]));

  // The train enters a tunnel; the phone reopens the app.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_MARK)).toBeVisible();
  await expect(page.getByRole("listitem", { name: /^Today: / })).toContainText("Kept for the train");
  await saveScreenshot("offline-mood-read-390");
  await page.setViewportSize(VIEWPORTS.desktop);
  await saveScreenshot("offline-mood-read-1440");

  // A screen never opened online has nothing kept, and says so.
  await page.getByRole("link", { name: "Insights" }).click();
  await expect(page.getByText(OFFLINE_NOTHING_KEPT)).toBeVisible();
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("offline-nothing-kept-390");

  // Back online: the mark goes and the screen loads.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTHING_KEPT)).toHaveCount(0);
  await expect(page.getByText(OFFLINE_MARK)).toHaveCount(0);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(() => deviceContents(page), { timeout: 10_000 })
    .toEqual({ databases: [], caches: [], workers: 0 });
});

test("A check-in made offline on /checkin reaches the server exactly once", async ({
  page,
  context,
  account,
  saveScreenshot,
}) => {
  test.slow();
  const token = await checkinToken(account);
  const link = `/checkin?${new URLSearchParams({ token, date: account.today })}`;
  const rates: string[] = [];
  context.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("checkin.rate")) rates.push(request.url());
  });

  // The app was opened once before on this phone: its shell is kept.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/dashboard");
  await shellKept(page);

  // The reminder is tapped in a tunnel: the worker answers with the kept painted page.
  await context.setOffline(true);
  const kept = await page.goto(link);
  expect(await kept?.text()).toContain(CHECKIN_OPENING);
  await expect(page.getByText(CHECKIN_OFFLINE)).toBeVisible();
  await page.getByRole("button", { name: "Rate 7 out of 10" }).click();
  await expect(page.getByText(moodWaitingToBeSent("today", 7))).toBeVisible();
  await saveScreenshot("offline-checkin-waiting-390");
  await page.setViewportSize(VIEWPORTS.desktop);
  await saveScreenshot("offline-checkin-waiting-1440");
  expect(await account.api("GET", "/mood/")).toEqual([]);

  // The tab is closed; the network comes and goes; the link is opened again.
  await page.close();
  await context.setOffline(false);
  await flap(context);
  const again = await context.newPage();
  await again.setViewportSize(VIEWPORTS.mobile);
  await again.goto(link);
  await expect(again.getByText(`Today: 7/10. ${CHECKIN_LOGGED}`)).toBeVisible({ timeout: 30_000 });
  await again.screenshot({ path: path.join(SCREENSHOT_DIR, "offline-checkin-sent-390.png"), fullPage: true });

  // Reopened and flapping again: nothing is sent a second time.
  await again.reload();
  await expect(again.getByText(`Today: 7/10. ${CHECKIN_LOGGED}`)).toBeVisible();
  // The device holds nothing more to send, so no flap of the network can send it again.
  await expect.poll(() => outboxSize(again)).toBe(0);
  await flap(context);
  const moods = (await account.api("GET", "/mood/")) as Array<{ date: string; rating: number }>;
  expect(moods.map((mood) => [mood.date, mood.rating])).toEqual([[account.today, 7]]);
  expect(rates).toHaveLength(1);
});
