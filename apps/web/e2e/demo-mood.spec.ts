// Moods in the demo: logging and editing today's mood from the dashboard, then the mood
// page's statistics, editing an earlier day and deleting one — all kept in this browser.
import { MOOD_DELETE_CONFIRM } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { expect, test, VIEWPORTS } from "./support/demo";

type StoredMood = { date: string; rating: number; notes: string | null };

/** How the mood history names a day: Yesterday, or a short date (with the year only when not this year). */
function dayLabel(date: string, today: string): string {
  if (date === addDays(today, -1)) return "Yesterday";
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    ...(date.slice(0, 4) !== today.slice(0, 4) ? { year: "numeric" } : {}),
  }).format(new Date(`${date}T00:00:00Z`));
}

test("A demo visitor logs today's mood on the dashboard and edits it", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  const metrics = page.getByRole("region", { name: "Latest metrics" });

  await page.getByRole("button", { name: "Log Mood" }).click();
  await expect(page.getByRole("button", { name: "Hide" })).toBeVisible();
  await page.getByRole("button", { name: "Rate 8 out of 10" }).click();
  await page.getByLabel("Notes (optional)").fill("Trying the demo");
  await page.getByRole("button", { name: "Save Mood" }).click();

  await expect(page.getByRole("button", { name: "Edit Mood" })).toBeVisible();
  await expect(metrics.getByRole("heading", { name: "Mood (Today)" })).toBeVisible();
  await expect(metrics).not.toContainText("No mood logged today");
  await expect(metrics.getByRole("article").filter({ hasText: "Mood (Today)" })).toContainText("8");

  await page.getByRole("button", { name: "Edit Mood" }).click();
  await expect(page.getByRole("heading", { name: "Edit today's mood" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rate 8 out of 10" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Rate 5 out of 10" }).click();
  await page.getByRole("button", { name: "Update Mood" }).click();
  await expect(page.getByRole("button", { name: "Edit Mood" })).toBeVisible();
  await expect(metrics.getByRole("article").filter({ hasText: "Mood (Today)" })).toContainText("5");

  const todays = (await demo.collection<StoredMood>("moods")).filter((mood) => mood.date === demo.today);
  expect(todays).toEqual([expect.objectContaining({ rating: 5, notes: "Trying the demo" })]);
});

test("A demo visitor sees mood statistics, edits an earlier day and deletes one", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Mood" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mood Tracking" })).toBeVisible();

  // The stat cards agree with the seeded moods of the last 30 days.
  const seeded = await demo.collection<StoredMood>("moods");
  const month = seeded.filter((mood) => mood.date >= addDays(demo.today, -29));
  await expect(page.getByRole("region", { name: "Average Mood" })).toContainText(/Based on \d+ ratings/);
  await expect(page.getByRole("region", { name: "Recent High" })).toContainText(
    String(Math.max(...month.map((mood) => mood.rating))),
  );
  await expect(page.getByRole("region", { name: "Trend" })).toContainText(/Improving|Declining|Stable/);

  // Edit the newest seeded mood (today is left unlogged by the seed) from the history.
  const newest =
    seeded
      .map((mood) => mood.date)
      .sort()
      .at(-1) ?? "";
  const label = dayLabel(newest, demo.today);
  const entry = page.getByRole("listitem", { name: new RegExp(`^${label}:`) });
  await entry.getByRole("button", { name: `Edit mood for ${label}` }).click();
  await expect(page.getByRole("heading", { name: `Edit mood for ${label}` })).toBeVisible();
  await page.getByRole("button", { name: "Rate 3 out of 10" }).click();
  await page.getByLabel("Notes (optional)").fill("Edited in the demo");
  await page.getByRole("button", { name: "Update Mood" }).click();
  await expect(entry).toContainText("3/10");
  await expect(entry).toContainText("Edited in the demo");

  // Delete it after confirming.
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await entry.getByRole("button", { name: `Delete mood for ${label}` }).click();
  await expect(entry).toHaveCount(0);
  expect(dialogs).toEqual([MOOD_DELETE_CONFIRM]);
  expect((await demo.collection<StoredMood>("moods")).length).toBe(seeded.length - 1);
});
