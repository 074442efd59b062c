// The small things people notice (docs/decisions/016-everyday-polish.md): signed-in users skip the sign-in form, folded
// insight cards, focus in the erase modal and the phone menu, one story per selected day,
// and notes that are never cut.
import { NOTES_TOO_LONG } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { expect, test } from "./support/account";
import { test as demoTest } from "./support/demo";
import { test as baseTest, VIEWPORTS } from "./support/fixtures";
import { pngPicture } from "./support/images";

const pageHeight = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollHeight);

test("A signed-in user who opens /login or /signup goes on to the dashboard", async ({
  page,
  account: _account,
}) => {
  for (const path of ["/login", "/signup"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  }
});

demoTest("A demo visitor can still open /signup from the demo banner", async ({ page, demo }) => {
  await demo.enter();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
});

demoTest(
  "Insight cards are folded behind 'Show details', which keeps its state while the list refetches",
  async ({ page, demo, saveScreenshot, expectAccessible }) => {
    demoTest.setTimeout(90_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    await demo.enter();
    // The dashboard's latest insight is a teaser: the page stays short (it was 2,920 px).
    const latest = page.getByRole("region", { name: "Latest Insights" }).getByRole("article");
    await expect(latest.getByRole("button", { name: "Show details" })).toBeVisible();
    expect(await pageHeight(page)).toBeLessThan(2_300);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(10);
    // Ten folded cards (it was 16,292 px with every section open).
    expect(await pageHeight(page)).toBeLessThan(6_000);
    await expectAccessible();
    await saveScreenshot("issue14-insights-folded-1440");

    const first = cards.first();
    const toggle = first.getByRole("button", { name: "Show details" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const detailsId = await toggle.getAttribute("aria-controls");
    await expect(page.locator(`[id="${detailsId}"]`)).toBeHidden();
    // Keyboard: Enter opens it.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(first.getByRole("button", { name: "Hide details" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.locator(`[id="${detailsId}"]`)).toBeVisible();
    await expect(page.locator(`[id="${detailsId}"]`).getByRole("heading").first()).toBeVisible();

    // Feedback refetches the list; the open card stays open.
    await first.getByRole("button", { name: "Helpful", exact: true }).click();
    await expect(first.getByRole("button", { name: "Helpful", exact: true })).toBeDisabled();
    await expect(first.getByRole("button", { name: "Hide details" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(cards.nth(1).getByRole("button", { name: "Show details" })).toBeVisible();
    await saveScreenshot("issue14-insights-one-open-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot("issue14-insights-one-open-390");

    // Space closes it again.
    await first.getByRole("button", { name: "Hide details" }).focus();
    await page.keyboard.press("Space");
    await expect(first.getByRole("button", { name: "Show details" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  },
);

demoTest("Days before the first record say so instead of asking to sync", async ({ page, demo }) => {
  demoTest.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  // Keep the last two days of the simulated records, as if the wearable was connected then.
  await page.evaluate(
    (since) => {
      const key = "evenkeel.demo_data.metrics";
      const records = JSON.parse(localStorage.getItem(key) ?? "[]") as Array<{ date: string }>;
      localStorage.setItem(key, JSON.stringify(records.filter((record) => record.date >= since)));
    },
    addDays(demo.today, -1),
  );
  await page.reload();
  const day = page.getByRole("group", { name: "Selected day" });
  const trend = page.getByRole("region", { name: "Health Metrics Trend" });
  await expect(day).toContainText("Today");
  for (let step = 0; step < 40; step += 1) {
    if (await trend.getByRole("heading", { name: "No health data for these days" }).isVisible()) break;
    await day.getByRole("button", { name: "Previous day" }).click();
  }
  await expect(trend.getByRole("heading", { name: "No health data for these days" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Health Data Yet" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sync Now" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Latest metrics" })).not.toContainText("Today");
});

test("The erase modal opens on its input and gives focus back when closed with Escape", async ({
  page,
  account: _account,
}) => {
  await page.goto("/settings");
  const open = page.getByRole("button", { name: "Delete All Account Data" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Delete All Account Data" });
  await expect(dialog.getByLabel("Type ERASE to confirm")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  // The same after Cancel.
  await open.click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(open).toBeFocused();
});

test("On a phone, Tab from the open menu button goes into the menu; Escape goes back", async ({
  page,
  account: _account,
}) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/dashboard");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  await page.keyboard.press("Tab");
  const navigation = page.getByRole("navigation", { name: "Main" });
  await expect(navigation.getByRole("link", { name: "Dashboard" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(navigation.getByRole("link", { name: "Mood" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(navigation).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("Long notes are kept whole, counted and flagged, never cut", async ({ page, account: _account }) => {
  await page.goto("/mood");
  const notes = page.getByLabel("Notes");
  await expect(page.getByText("0 / 10,000 characters")).toBeVisible();
  await page.getByRole("button", { name: "Rate 7 out of 10" }).click();
  const long = "word ".repeat(2_000).concat("x");
  await notes.fill(long);
  await expect(notes).toHaveValue(long);
  await expect(page.getByText("10,001 / 10,000 characters")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: NOTES_TOO_LONG })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Mood" })).toBeDisabled();
  await notes.press("Backspace");
  await expect(page.getByText("10,000 / 10,000 characters")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Mood" })).toBeEnabled();
});

test.describe("without the service worker", () => {
  // page.route does not see requests a service worker answers (public/sw.js serves /assets/ from
  // its cache once installed), so the held script would not be held; block it for this test.
  test.use({ serviceWorkers: "block" });

  test("A page opened directly shows a skeleton while its code is on its way, not a blank area", async ({
    page,
    account: _account,
    saveScreenshot,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/HistoryPage-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // A full page load, as from a bookmark or the wearable's redirect back.
    await page.goto("/history", { waitUntil: "commit" });
    await expect(page.getByRole("status").filter({ hasText: "Loading page..." })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await saveScreenshot("issue14-page-skeleton-1440");
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Health History" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading page..." })).toHaveCount(0);
  });
});

baseTest(
  "The picture picker checks the file itself and keeps every picture error in one place",
  async ({ page }) => {
    await page.goto("/signup");
    const picker = page.getByLabel("Profile picture (optional)");
    // A text file renamed .png: refused before upload, no broken preview.
    await picker.setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("just notes"),
    });
    await expect(page.getByRole("alert")).toHaveText("Please upload a JPEG, PNG or WebP image");
    await expect(page.getByRole("img", { name: "Preview" })).toHaveCount(0);
    // A real picture clears the old error.
    await picker.setInputFiles(pngPicture());
    await expect(page.getByRole("img", { name: "Preview" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);

    // The upload's own failure shows under the picture too, and goes with the next choice.
    await page.route("**/api/auth/upload-profile-picture", (route) =>
      route.fulfill({ status: 413, json: { detail: "Image size must be less than 5MB" } }),
    );
    await page.getByLabel("Email").fill("picture-check@example.com");
    await page.getByLabel("Password", { exact: true }).fill("quiet-harbour-evening-7");
    await page.getByLabel("Confirm password").fill("quiet-harbour-evening-7");
    await page.getByRole("button", { name: "Create Account" }).click();
    const pictureError = page
      .locator('[id$="-error"]')
      .filter({ hasText: "Image size must be less than 5MB" });
    await expect(pictureError).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(1);
    await picker.setInputFiles(pngPicture());
    await expect(page.getByRole("alert")).toHaveCount(0);
  },
);

test("On a phone the header shows the user's name and every screen fits", async ({
  page,
  account,
  saveScreenshot,
}) => {
  for (let back = 1; back <= 8; back++) {
    await account.api("POST", "/mood/", { date: addDays(account.today, -back), rating: 4 + (back % 5) });
  }
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/dashboard");
  const banner = page.getByRole("banner");
  await expect(banner.getByText(`${account.firstName} Tester`)).toBeVisible();
  await expect(banner.getByRole("button", { name: "Logout" })).toBeVisible();
  expect(await banner.evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
  // The mood card's title stays on one line.
  const moodTitle = page
    .getByRole("region", { name: "Latest metrics" })
    .getByRole("heading", { name: /^Mood/ });
  const lineHeight = await moodTitle.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  expect((await moodTitle.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.5);
  await saveScreenshot("issue14-mobile-header-390");

  // "Edit" far down the history brings the form's rating row into view.
  await page.goto("/mood");
  const oldest = `Edit mood for ${new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${addDays(account.today, -8)}T12:00:00Z`))}`;
  await page.getByRole("button", { name: oldest }).click();
  await expect(page.getByRole("button", { name: "Rate 1 out of 10" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Rate 10 out of 10" })).toBeInViewport();
});

demoTest("The risk table hints that more columns wait to the side on a phone", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await demo.enter();
  await page.goto("/history");
  const scroller = page.getByRole("region", { name: "Burnout risk history table" });
  await expect(scroller).toBeVisible();
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const background = await scroller.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(background).toContain("radial-gradient");
  expect(await scroller.evaluate((el) => getComputedStyle(el).backgroundAttachment)).toContain("local");
});
