// An insight's feedback group is read once, "Was this insight helpful?",
// not followed by the visible "Was this helpful?"; the answer is announced once given.
import { connectAndSyncWearable, expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";

test("A screen reader hears the feedback question once, then the answer", async ({
  page,
  account,
  request,
  baseURL,
  saveScreenshot,
}) => {
  test.setTimeout(90_000);
  await connectAndSyncWearable(account, request, baseURL as string, 21);
  await account.api("POST", "/health/insights/generate?insight_type=weekly_summary");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/insights");
  const feedback = page.getByRole("group", { name: "Was this insight helpful?" }).first();
  await expect(feedback).toBeVisible();
  // What assistive technology gets: the group named by its legend and the two buttons; the
  // visible prompt, which says the same again, is not in it.
  const spoken = await feedback.ariaSnapshot();
  expect(spoken).not.toContain("Was this helpful?");
  expect(spoken).toContain('button "Helpful"');
  await expect(feedback.getByText("Was this helpful?")).toBeVisible();
  await saveScreenshot("issue37-insight-feedback-1440");

  await feedback.getByRole("button", { name: "Helpful", exact: true }).click();
  await expect(feedback.getByRole("status")).toHaveText("You found this helpful");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue37-insight-feedback-390");
});
