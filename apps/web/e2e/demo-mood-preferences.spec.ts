// The same fixes in the demo: "Add a missed day" waits for its date there too, and
// a reminder time typed key by key is kept on the device only once whole.
import { ADD_MISSED_DAY, MISSED_DAY_CANCEL, MISSED_DAY_HEADING, PREFERENCE_SAVED } from "@evenkeel/contracts";
import { expect, test, VIEWPORTS } from "./support/demo";

test("In the demo, a missed day waits for its date and Cancel goes back to today", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await demo.enter();
  const before = await demo.collection("moods");
  await page.goto("/mood");
  await page.getByRole("button", { name: ADD_MISSED_DAY }).click();
  await expect(page.getByLabel("Date", { exact: true })).toBeFocused();
  await expect(page.getByRole("heading", { name: MISSED_DAY_HEADING })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rate 6 out of 10" })).toBeDisabled();
  await page.getByRole("button", { name: MISSED_DAY_CANCEL }).click();
  await expect(page.getByRole("heading", { name: "How are you feeling today?" })).toBeVisible();
  expect(await demo.collection("moods")).toEqual(before);
});

test("In the demo, a reminder time is kept once typed whole, and says Saved", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Preferences" });
  const reminder = section.getByLabel("Reminder time");
  await reminder.focus();
  await page.keyboard.type("0645P", { delay: 150 });
  await expect(reminder).toBeFocused();
  const stored = async () =>
    (await demo.collection<{ reminder_time: string }>("preferences"))[0]?.reminder_time ?? "20:00";
  expect(await stored()).toBe("20:00");
  await reminder.blur();
  await expect(section.getByRole("status").filter({ hasText: PREFERENCE_SAVED })).toBeVisible();
  expect(await stored()).toBe("18:45");
});
