// Settings › Preferences as a new user meets it: times are saved when typed whole
// (on leaving the field or Enter), keep focus and say "Saved"; the zone is the browser's from
// the first view; a browser that refuses notifications is named, with how to allow them.

import {
  PREFERENCE_SAVED,
  PREFERENCES_SAVE_FAILED,
  PUSH_ENABLE,
  PUSH_PERMISSION_REFUSED,
  remindersTimeZone,
} from "@evenkeel/contracts";
import { type Account, expect, type Page, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";

type Settings = { preferences: Record<string, unknown>; time_zone: string | null };

const settingsOf = async (account: Account) =>
  (await account.api("GET", "/settings/notifications")) as Settings;

function preferences(page: Page) {
  return page.getByRole("region", { name: "Preferences" });
}

test("A reminder time typed key by key is saved once whole, keeps focus, and says Saved", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const section = preferences(page);
  await section.getByRole("checkbox", { name: /^Daily check-in reminder/ }).click();
  await expect(section.getByRole("checkbox", { name: /^Daily check-in reminder/ })).toBeChecked();

  const reminder = section.getByLabel("Reminder time");
  await reminder.focus();
  await page.keyboard.type("0645P", { delay: 150 });
  await expect(reminder).toBeFocused();
  await expect(reminder).toBeEnabled();
  await expect(reminder).toHaveValue("18:45");
  // Nothing half-typed was stored on the way.
  expect((await settingsOf(account)).preferences.reminder_time).toBe("20:00");
  // Leaving the field saves it (Tab first reaches the field's own clock button).
  await reminder.blur();
  await expect(section.getByRole("status").filter({ hasText: PREFERENCE_SAVED })).toBeVisible();
  await expect.poll(async () => (await settingsOf(account)).preferences.reminder_time).toBe("18:45");

  await section.getByRole("checkbox", { name: /^Quiet hours/ }).click();
  const from = section.getByRole("textbox", { name: "From" });
  await from.focus();
  await page.keyboard.type("0800P", { delay: 150 });
  await expect(from).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await settingsOf(account)).preferences.quiet_start).toBe("20:00");
  await expect(from).toBeFocused();
  await expectAccessible();
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot("issue37-preferences-saved-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue37-preferences-saved-390");
  await page.reload();
  // The first view after a reload can take long on a busy machine.
  await expect(preferences(page).getByLabel("Reminder time")).toHaveValue("18:45", { timeout: 30_000 });
  await expect(preferences(page).getByRole("textbox", { name: "From" })).toHaveValue("20:00");
});

test("Notifications refused by the browser say so, and how to allow them", async ({
  page,
  account,
  saveScreenshot,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const section = preferences(page);
  await section.getByRole("button", { name: PUSH_ENABLE }).click();
  // Beside the button that asked, not at the top of the section.
  const pushOption = section.getByRole("button", { name: PUSH_ENABLE }).locator("..");
  await expect(pushOption.getByText(PUSH_PERMISSION_REFUSED)).toBeVisible();
  await expect(section.getByText(PREFERENCES_SAVE_FAILED)).toHaveCount(0);
  await saveScreenshot("issue37-preferences-push-refused-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue37-preferences-push-refused-390");
  expect((await settingsOf(account)).preferences.push_enabled).toBe(false);
});

test.describe("in a browser set to Chicago", () => {
  test.use({ timezoneId: "America/Chicago" });

  test("Preferences show the browser's zone from the first view, and reminders follow it", async ({
    page,
    account,
    saveScreenshot,
  }) => {
    test.setTimeout(90_000);
    // A new account has no zone of its own yet (it reads UTC until a first change).
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/settings");
    const section = preferences(page);
    await expect(section.getByText(remindersTimeZone("America/Chicago"))).toBeVisible({ timeout: 30_000 });
    await expect(section).not.toContainText(", UTC");
    await expect.poll(async () => (await settingsOf(account)).time_zone).toBe("America/Chicago");
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot("issue37-preferences-zone-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot("issue37-preferences-zone-390");
  });
});
