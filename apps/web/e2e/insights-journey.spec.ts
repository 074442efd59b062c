// The insights page with real data behind it: the invitation before the first insight,
// generating each type from the menu (by keyboard and by pointer), rating insights, deleting
// one after a confirmation, and the failures a user can meet.
import {
  INSIGHT_DELETE_CONFIRM,
  INSIGHT_DELETE_FAILED,
  INSIGHT_GENERATION_FAILED,
  INSIGHTS_LOAD_FAILED,
  type Insight,
} from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { connectAndSyncWearable, expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { holdRequests } from "./support/held-requests";

test("A user generates each kind of insight, rates them and deletes one", async ({
  page,
  account,
  request,
  baseURL,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await connectAndSyncWearable(account, request, baseURL ?? "", 21);
  for (const [offset, rating] of [
    [-6, 5],
    [-4, 6],
    [-2, 7],
    [-1, 8],
  ] as const) {
    await account.api("POST", "/mood/", { date: addDays(account.today, offset), rating });
  }

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/insights");
  await expect(page).toHaveTitle("AI Insights - Evenkeel");
  await expect(page.getByRole("heading", { name: "No Insights Yet" })).toBeVisible();
  await expect(page.getByRole("region", { name: "About AI Insights" })).toContainText(
    "not a medical diagnosis",
  );
  const types = page.getByRole("region", { name: "Insight Types" });
  for (const name of ["Sleep Optimization", "Recovery Analysis", "Burnout Prevention", "Mood Patterns"]) {
    await expect(types).toContainText(name);
  }
  await page.getByRole("button", { name: "Generate Your First Insight" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectAccessible();
  await saveScreenshot("insights-empty-menu-1440");
  await page.keyboard.press("Escape");

  // Keyboard: open the menu, move to the second type, choose it.
  const generate = page.getByRole("button", { name: "Generate Your First Insight" });
  await generate.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "Insight type" });
  await expect(menu.getByRole("menuitem")).toHaveText([
    /Weekly Summary.*Overview of your week/,
    /Burnout Analysis.*Risk assessment/,
    /Trend Analysis.*Pattern insights/,
  ]);
  await expect(menu.getByRole("menuitem", { name: /Weekly Summary/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(generate).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: /Burnout Analysis/ })).toBeFocused();
  const generating = await holdRequests(page, "**/api/trpc/*insights.generate*");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  generating.release();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Burnout Analysis");

  // Pointer: the two other types.
  for (const type of ["Weekly Summary", "Trend Analysis"]) {
    await page.getByRole("button", { name: "Generate New Insight" }).click();
    await page.getByRole("menuitem", { name: new RegExp(type) }).click();
    await expect(cards.first()).toContainText(type);
  }
  await expect(cards).toHaveCount(3);

  // Every structured field is on its card.
  const insights = (await account.api("GET", "/health/insights")) as Insight[];
  for (const insight of insights) {
    const card = page.getByRole("article", {
      name: new RegExp(insight.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    });
    const data = insight.structured_data;
    if (!data) continue;
    // Cards open folded: the sections are behind "Show details".
    await expect(card.getByRole("button", { name: "Show details" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await card.getByRole("button", { name: "Show details" }).click();
    await expect(card.getByRole("button", { name: "Hide details" })).toHaveAttribute("aria-expanded", "true");
    if (insight.insight_type === "weekly_summary" && "key_metrics" in data) {
      for (const metric of data.key_metrics) await expect(card).toContainText(metric.name);
      for (const focus of data.focus_areas) await expect(card).toContainText(focus.area);
    }
    if (insight.insight_type === "burnout_alert" && "warning_signs" in data) {
      for (const step of data.immediate_actions) await expect(card).toContainText(step.timeframe);
      for (const resource of data.support_resources) await expect(card).toContainText(resource);
    }
    if (insight.insight_type === "trend_analysis" && "trends" in data) {
      for (const trend of data.trends) await expect(card).toContainText(trend.metric);
      for (const recommendation of data.recommendations)
        await expect(card).toContainText(`Based on: ${recommendation.based_on}`);
    }
  }

  await expectAccessible();
  await saveScreenshot("insights-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectAccessible();
  await saveScreenshot("insights-390");
  await page.setViewportSize(VIEWPORTS.desktop);

  // Feedback: the button matching the current value is disabled.
  const first = cards.first();
  const helpful = first.getByRole("button", { name: "Helpful", exact: true });
  const notHelpful = first.getByRole("button", { name: "Not helpful" });
  await expect(helpful).toBeEnabled();
  await helpful.click();
  await expect(helpful).toBeDisabled();
  await expect(notHelpful).toBeEnabled();
  await expect(first).toContainText("You found this helpful");
  await notHelpful.click();
  await expect(notHelpful).toBeDisabled();
  await expect(helpful).toBeEnabled();
  await expect
    .poll(async () => ((await account.api("GET", "/health/insights")) as Insight[])[0]?.helpful)
    .toBe(false);

  // Delete asks first; a failure is alerted; then it goes.
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    if (messages.length === 1) void dialog.dismiss();
    else void dialog.accept();
  });
  await first.getByRole("button", { name: "Delete" }).click();
  await expect(cards).toHaveCount(3);
  await page.route("**/api/trpc/*insights.delete*", (route) => route.fulfill({ status: 500, body: "{}" }));
  await first.getByRole("button", { name: "Delete" }).click();
  await expect.poll(() => messages.length).toBe(3);
  await expect(cards).toHaveCount(3);
  await page.unroute("**/api/trpc/*insights.delete*");
  await first.getByRole("button", { name: "Delete" }).click();
  await expect(cards).toHaveCount(2);
  expect(messages).toEqual([
    INSIGHT_DELETE_CONFIRM,
    INSIGHT_DELETE_CONFIRM,
    INSIGHT_DELETE_FAILED,
    INSIGHT_DELETE_CONFIRM,
  ]);

  // A failed generation shows the fallback words.
  await page.route("**/api/trpc/*insights.generate*", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.getByRole("button", { name: "Generate New Insight" }).click();
  await page.getByRole("menuitem", { name: /Weekly Summary/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: INSIGHT_GENERATION_FAILED })).toBeVisible();

  // A list that cannot load says so.
  await page.route("**/api/trpc/*insights.list*", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Error Loading Insights" })).toContainText(
    INSIGHTS_LOAD_FAILED,
  );
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("insights-error-390");
});
