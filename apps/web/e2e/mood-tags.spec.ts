// Context tags on a mood check-in: optional toggle chips below the notes, reached
// and switched with the keyboard (aria-pressed), stored with the mood, shown on the mood
// history, kept when editing — signed in and in the demo.
import { MOOD_TAG_LABELS } from "@evenkeel/contracts";
import { expect, test } from "./support/account";
import { test as demoTest } from "./support/demo";
import { VIEWPORTS } from "./support/fixtures";

test("A signed-in user tags today's mood with the keyboard and sees the tags in the history", async ({
  page,
  account,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/mood");
  const tags = page.getByRole("group", { name: "Context tags (optional)" });
  await expect(tags.getByRole("button")).toHaveText(Object.values(MOOD_TAG_LABELS));
  for (const chip of await tags.getByRole("button").all()) {
    await expect(chip).toHaveAttribute("aria-pressed", "false");
  }

  await page.getByRole("button", { name: "Rate 4 out of 10" }).click();
  // Keyboard only: from the notes box, Tab reaches the first chip; Space and Enter switch chips.
  await page.getByLabel("Notes (optional)").focus();
  await page.keyboard.press("Tab");
  await expect(tags.getByRole("button", { name: "Ill" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(tags.getByRole("button", { name: "Alcohol" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(tags.getByRole("button", { name: "Alcohol" })).toHaveAttribute("aria-pressed", "true");
  await expect(tags.getByRole("button", { name: "Travel" })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible();
  await page.getByRole("button", { name: "Save Mood" }).click();

  const entry = page.getByRole("listitem").filter({ hasText: "4/10" });
  await expect(entry).toContainText("Alcohol");
  await expect(entry).toContainText("Travel");
  const stored = (await account.api("GET", `/mood/?start_date=${account.today}`)) as { tags: string[] }[];
  expect(stored[0]?.tags).toEqual(["alcohol", "travel"]);

  // Editing starts from the stored tags; switching one off is saved.
  await entry.getByRole("button", { name: /Edit mood for/ }).click();
  await expect(tags.getByRole("button", { name: "Alcohol" })).toHaveAttribute("aria-pressed", "true");
  await tags.getByRole("button", { name: "Alcohol" }).click();
  await tags.getByRole("button", { name: "Deadline" }).click();
  await page.getByRole("button", { name: "Update Mood" }).click();
  await expect(entry).toContainText("Deadline");
  await expect(entry).not.toContainText("Alcohol");
  const updated = (await account.api("GET", `/mood/?start_date=${account.today}`)) as { tags: string[] }[];
  expect(updated[0]?.tags).toEqual(["travel", "deadline"]);
  await tags.getByRole("button", { name: "Ill" }).click();
  await saveScreenshot("mood-tags-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("mood-tags-390");
});

test("The dashboard's mood form offers the same chips, optional", async ({ page, account }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/");
  await page.getByRole("button", { name: "Log Mood" }).click();
  const tags = page.getByRole("group", { name: "Context tags (optional)" });
  await tags.getByRole("button", { name: "Poor sleep environment" }).click();
  await page.getByRole("button", { name: "Rate 6 out of 10" }).click();
  await page.getByRole("button", { name: "Save Mood" }).click();
  await expect(page.getByRole("button", { name: "Edit Mood" })).toBeVisible();
  const stored = (await account.api("GET", `/mood/?start_date=${account.today}`)) as { tags: string[] }[];
  expect(stored[0]?.tags).toEqual(["poor_sleep_environment"]);
});

demoTest(
  "A demo visitor sees the seeded tags on the mood history and can tag today's mood",
  async ({ page, demo }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await demo.enter();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Mood" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Deadline" }).first()).toBeVisible();
    const tags = page.getByRole("group", { name: "Context tags (optional)" });
    await tags.getByRole("button", { name: "Hard training" }).click();
    await page.getByRole("button", { name: "Rate 7 out of 10" }).click();
    await page.getByRole("button", { name: "Save Mood" }).click();
    await expect
      .poll(
        async () =>
          (await demo.collection<{ date: string; tags: string[] }>("moods")).find(
            (m) => m.date === demo.today,
          )?.tags,
      )
      .toEqual(["hard_training"]);
  },
);
