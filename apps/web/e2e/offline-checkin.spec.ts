// A mood logged on a train: with the network off the mood screen keeps it on the device and
// says it will be sent when online; it reaches the server exactly once, across a closed tab and
// a network that comes and goes. Signing out leaves nothing behind (IndexedDB, Cache Storage).
import path from "node:path";
import { moodWaitingToBeSent } from "@evenkeel/contracts";
import { expect, test } from "./support/account";
import { deviceContents } from "./support/device";
import { VIEWPORTS } from "./support/fixtures";
import { SCREENSHOT_DIR } from "./support/paths";

type MoodRow = { date: string; rating: number; notes: string | null };

test("A mood logged offline reaches the server once; signing out clears the device", async ({
  page,
  context,
  account,
  saveScreenshot,
}) => {
  // Two pages, a service worker's install and a sign-out: longer than one page's journey.
  test.slow();
  await page.setViewportSize(VIEWPORTS.mobile);
  const creates: string[] = [];
  context.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("mood.create")) creates.push(request.url());
  });
  const serverMoods = async () => (await account.api("GET", "/mood/")) as MoodRow[];

  await page.goto("/mood");
  await expect(page.getByRole("heading", { name: "No mood ratings yet" })).toBeVisible();

  // The train enters a tunnel.
  await context.setOffline(true);
  await page.getByRole("button", { name: "Rate 7 out of 10" }).click();
  await page.getByLabel("Notes (optional)").fill("Written in a tunnel");
  await page.getByRole("button", { name: "Save Mood" }).click();
  const waiting = page.getByText(moodWaitingToBeSent("today", 7));
  await expect(waiting).toBeVisible();
  await expect(page.getByLabel("Notes (optional)")).toHaveValue("");
  await saveScreenshot("offline-mood-waiting-390");
  expect(await serverMoods()).toEqual([]);

  // The tab is closed before the connection returns; the network flaps while a new one opens.
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.setViewportSize(VIEWPORTS.mobile);
  await context.setOffline(true);
  await context.setOffline(false);
  await again.goto("/mood");
  const today = again.getByRole("listitem", { name: /^Today: / });
  // The first page of a new tab on a shared two-core machine can take a while.
  await expect(today).toContainText("7/10", { timeout: 30_000 });
  await expect(today).toContainText("Written in a tunnel");
  await expect(again.getByText(moodWaitingToBeSent("today", 7))).toHaveCount(0);
  await again.screenshot({ path: path.join(SCREENSHOT_DIR, "offline-mood-sent-390.png"), fullPage: true });

  // Reopened, online and offline again: nothing is sent a second time.
  await again.reload();
  await expect(again.getByRole("listitem", { name: /^Today: / })).toContainText("7/10");
  await context.setOffline(true);
  await context.setOffline(false);
  await again.waitForTimeout(300);
  const moods = await serverMoods();
  expect(moods.map((mood) => [mood.date, mood.rating, mood.notes])).toEqual([
    [account.today, 7, "Written in a tunnel"],
  ]);
  expect(creates).toHaveLength(1);

  // Signing out forgets everything the device kept: the service worker has cached the shell by now.
  await again.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => again.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
  expect(await again.evaluate(async () => (await indexedDB.databases()).length)).toBeGreaterThan(0);
  await again.getByRole("button", { name: "Logout" }).click();
  await expect(again).toHaveURL(/\/login$/);
  await expect
    .poll(() => deviceContents(again), { timeout: 10_000 })
    .toEqual({ databases: [], caches: [], workers: 0 });
});
