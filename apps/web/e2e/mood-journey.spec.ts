// The mood page as a signed-in user lives with it: statistics, logging today's mood, editing
// an earlier day from the history (the form moves to the top), and deleting with a confirmation.
import { MOOD_ALREADY_EXISTS, MOOD_DELETE_CONFIRM, MOOD_LOAD_FAILED } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { type Account, expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { holdRequests } from "./support/held-requests";

function monthDay(date: string, withYear: boolean): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
  }).format(new Date(`${date}T00:00:00Z`));
}

async function seedMoods(account: Account) {
  const { today, api } = account;
  await api("POST", "/mood/", { date: addDays(today, -5), rating: 4, notes: "Long week" });
  await api("POST", "/mood/", { date: addDays(today, -3), rating: 6 });
  await api("POST", "/mood/", { date: addDays(today, -1), rating: 8, notes: "Walked by the sea" });
  await api("POST", "/mood/", { date: addDays(today, -400), rating: 5 });
}

test("A signed-in user sees their mood statistics and history, from the first visit on", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);

  // Nothing logged yet: a skeleton while loading, then the empty state; a failed load says so.
  const list = await holdRequests(page, "**/api/trpc/*mood.list*");
  await page.goto("/mood");
  await expect(page.getByRole("status", { name: "Loading mood history" })).toBeVisible();
  list.release();
  await expect(page.getByRole("heading", { name: "No mood ratings yet" })).toBeVisible();
  await expect(page.getByText("Start tracking your mood to see your history here.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Average Mood" })).toContainText("N/A");
  await expect(page.getByRole("region", { name: "Average Mood" })).toContainText("Based on 0 ratings");
  await expect(page.getByRole("region", { name: "Recent High" })).toContainText("N/A");
  await expect(page.getByRole("region", { name: "Trend" })).toContainText("Stable");
  await page.unroute("**/api/trpc/*mood.list*");
  await page.route("**/api/trpc/*mood.list*", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Error Loading Moods" })).toContainText(
    MOOD_LOAD_FAILED,
  );
  await page.unroute("**/api/trpc/*mood.list*");

  await seedMoods(account);
  await page.reload();

  await expect(page).toHaveTitle("Mood Tracking - Evenkeel");
  await expect(page.getByRole("heading", { level: 1, name: "Mood Tracking" })).toBeVisible();
  await expect(page.getByText("Track and manage your daily mood ratings")).toBeVisible();

  const average = page.getByRole("region", { name: "Average Mood" });
  await expect(average).toContainText("6.0");
  await expect(average).toContainText("/ 10");
  await expect(average).toContainText("Based on 3 ratings");
  const trend = page.getByRole("region", { name: "Trend" });
  await expect(trend).toContainText("Improving");
  await expect(trend).toContainText("Last 7 days");
  const high = page.getByRole("region", { name: "Recent High" });
  await expect(high).toContainText("8");
  await expect(high).toContainText("Last 30 days");

  const history = page.getByRole("list").filter({ has: page.getByText("Yesterday") });
  const entries = history.getByRole("listitem");
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText("Yesterday");
  await expect(entries.nth(0)).toContainText("8/10");
  await expect(entries.nth(0)).toContainText("😁");
  await expect(entries.nth(0)).toContainText("Walked by the sea");
  // Seeded today for yesterday: it says when it was added, and for which day.
  await expect(entries.nth(0)).toContainText(
    /Added today at \d{1,2}:\d{2} (AM|PM), for [A-Z][a-z]{2} \d{1,2}/,
  );
  const threeDaysAgo = addDays(account.today, -3);
  await expect(entries.nth(1)).toContainText(
    monthDay(threeDaysAgo, threeDaysAgo.slice(0, 4) !== account.today.slice(0, 4)),
  );
  await expect(entries.nth(3)).toContainText(monthDay(addDays(account.today, -400), true));

  await expectAccessible();
  await saveScreenshot("mood-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectAccessible();
  await saveScreenshot("mood-390");
});

test("A signed-in user logs, edits and deletes moods", async ({ page, account }) => {
  await seedMoods(account);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/mood");

  // Log today's mood; the form is a spinner while saving and starts empty again afterwards.
  const save = page.getByRole("button", { name: "Save Mood" });
  await expect(save).toBeDisabled();
  await page.getByRole("button", { name: "Rate 9 out of 10" }).click();
  await expect(page.getByRole("button", { name: "Rate 9 out of 10" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const notes = page.getByLabel("Notes (optional)");
  await expect(notes).toHaveAttribute("placeholder", "Add any thoughts or context about your mood...");
  await expect(notes).toHaveAttribute("rows", "4");
  await notes.fill("Good talk with a friend");
  const create = await holdRequests(page, "**/api/trpc/mood.create**");
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Saving mood..." })).toBeVisible();
  create.release();
  const today = page.getByRole("listitem", { name: /^Today: / });
  await expect(today).toContainText("9/10");
  await expect(today).toContainText("Good talk with a friend");
  await expect(page.getByLabel("Notes (optional)")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Save Mood" })).toBeDisabled();
  await expect(page.getByRole("region", { name: "Recent High" })).toContainText("9");
  await expect(page.getByText("You already logged 9/10 today.")).toBeVisible();

  // A second save for today is refused by the server (409); the page offers to replace it.
  await page.getByRole("button", { name: "Rate 10 out of 10" }).click();
  await page.getByRole("button", { name: "Save Mood" }).click();
  await expect(page.getByRole("alert").filter({ hasText: MOOD_ALREADY_EXISTS })).toBeVisible();
  await page.getByRole("button", { name: "Replace with my new rating" }).click();
  await expect(today).toContainText("10/10");
  await expect(today).toContainText("Good talk with a friend");

  // Editing an entry lower down brings the form to the top; Back to History cancels.
  await page.setViewportSize({ width: 1440, height: 500 });
  const yesterday = page.getByRole("listitem").filter({ hasText: "Yesterday" });
  await yesterday.getByRole("button", { name: "Edit mood for Yesterday" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { name: "Edit mood for Yesterday" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Rate 8 out of 10" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByLabel("Notes (optional)")).toHaveValue("Walked by the sea");
  const update = page.getByRole("button", { name: "Update Mood" });
  await expect(update).toBeDisabled();
  await page.getByRole("button", { name: "Back to History" }).click();
  await expect(page.getByRole("heading", { name: "How are you feeling today?" })).toBeVisible();

  await yesterday.getByRole("button", { name: "Edit mood for Yesterday" }).click();
  await page.getByRole("button", { name: "Rate 7 out of 10" }).click();
  await expect(update).toBeEnabled();
  await page.getByLabel("Notes (optional)").fill("Walked by the sea, then rain");
  const updating = await holdRequests(page, "**/api/trpc/mood.update**");
  await update.click();
  await expect(page.getByRole("status").filter({ hasText: "Updating mood..." })).toBeVisible();
  updating.release();
  await expect(yesterday).toContainText("7/10");
  await expect(yesterday).toContainText("Walked by the sea, then rain");
  await expect(page.getByRole("heading", { name: "How are you feeling today?" })).toBeVisible();

  // Delete asks first; dismissing keeps the entry.
  const dialogs: string[] = [];
  page.once("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await yesterday.getByRole("button", { name: "Delete mood for Yesterday" }).click();
  await expect(yesterday).toBeVisible();
  page.once("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await yesterday.getByRole("button", { name: "Delete mood for Yesterday" }).click();
  await expect(yesterday).toHaveCount(0);
  expect(dialogs).toEqual([MOOD_DELETE_CONFIRM, MOOD_DELETE_CONFIRM]);
});
