// The mood screen's "Add a missed day" and what its history says: rating and saving
// wait for a date, Cancel goes back to today, the date field has focus, its hint is in the
// app's date format, and a day added later says when it was added and for which day.
import {
  ADD_MISSED_DAY,
  MISSED_DAY_CANCEL,
  MISSED_DAY_CHOOSE_FIRST,
  MISSED_DAY_HEADING,
  MISSED_DAY_MAX_DAYS_BACK,
  missedDayRange,
} from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";

/** "Oct 29, 2026", written here without the app's module so the test checks it. */
function appDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

test("Adding a missed day waits for its date: no rating or saving before, Cancel goes back to today", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/mood");
  await expect(page.getByRole("heading", { name: "How are you feeling today?" })).toBeVisible();
  await page.getByRole("button", { name: "Rate 3 out of 10" }).click();
  await page.getByRole("button", { name: ADD_MISSED_DAY }).click();

  const dateField = page.getByLabel("Date", { exact: true });
  await expect(dateField).toBeFocused();
  await expect(page.getByRole("heading", { name: MISSED_DAY_HEADING })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How are you feeling today?" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Rate 6 out of 10" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save Mood" })).toBeDisabled();
  await expect(page.getByText(MISSED_DAY_CHOOSE_FIRST).first()).toBeVisible();
  const hint = missedDayRange(
    appDate(addDays(account.today, -MISSED_DAY_MAX_DAYS_BACK)),
    appDate(addDays(account.today, -1)),
  );
  await expect(page.getByText(hint)).toBeVisible();
  expect(hint).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  await expectAccessible();
  await saveScreenshot("issue37-missed-day-picker-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue37-missed-day-picker-390");

  // Cancel goes back to today's form, and nothing was saved.
  await page.getByRole("button", { name: MISSED_DAY_CANCEL }).click();
  await expect(page.getByRole("heading", { name: "How are you feeling today?" })).toBeVisible();
  await expect(page.getByRole("button", { name: ADD_MISSED_DAY })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rate 6 out of 10" })).toBeEnabled();
  expect(await account.api("GET", "/mood/")).toEqual([]);

  // With a date, the form is that day's.
  const missed = addDays(account.today, -4);
  await page.getByRole("button", { name: ADD_MISSED_DAY }).click();
  await page.getByLabel("Date", { exact: true }).fill(missed);
  await expect(page.getByRole("heading", { name: /^Log mood for / })).toBeVisible();
  await page.getByRole("button", { name: "Rate 6 out of 10" }).click();
  await page.getByRole("button", { name: "Save Mood" }).click();
  await expect(page.getByRole("heading", { name: "How are you feeling today?" })).toBeVisible();
  expect(await account.api("GET", "/mood/")).toMatchObject([{ date: missed, rating: 6 }]);
});

test("A day added later says when it was added and for which day; today's says when it was logged", async ({
  page,
  account,
  saveScreenshot,
}) => {
  test.setTimeout(90_000);
  const missed = addDays(account.today, -24);
  await account.api("POST", "/mood/", { date: missed, rating: 5, notes: "Caught up on the week" });
  await account.api("POST", "/mood/", { date: account.today, rating: 7 });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/mood");
  const history = page.getByRole("list").filter({ hasText: "Caught up on the week" });
  const added = history.getByRole("listitem").filter({ hasText: "Caught up on the week" });
  const forDay =
    missed.slice(0, 4) === account.today.slice(0, 4)
      ? appDate(missed).replace(/, \d{4}$/, "")
      : appDate(missed);
  await expect(added).toContainText(new RegExp(`Added today at \\d{1,2}:\\d{2} [AP]M, for ${forDay}`));
  await expect(added).not.toContainText("Logged at");
  const todays = history.getByRole("listitem", { name: "Today: 7 out of 10" });
  await expect(todays).toContainText(/Logged at \d{1,2}:\d{2} [AP]M/);
  await saveScreenshot("issue37-mood-history-added-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue37-mood-history-added-390");
});
