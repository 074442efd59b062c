// The language-model narrator in the browser: Settings names the model and where it runs, the
// user opts in, and a generated insight says "Written by <model> from your numbers". The demo,
// which has no model, says so. The server talks to the local fake model (playwright.config.ts),
// whose answer opens with a sentence that states nothing: the folded card starts at the first
// that does, and expanded, each recommendation shows once.
import {
  DEMO_NARRATOR_UNAVAILABLE,
  type Insight,
  NARRATOR_OPT_IN,
  writtenByModel,
} from "@evenkeel/contracts";
import { connectAndSyncWearable, expect, test } from "./support/account";
import { test as demoTest } from "./support/demo";
import { VIEWPORTS } from "./support/fixtures";
import { SCREENSHOT_DIR } from "./support/paths";

const MODEL = "fake-narrator";
/** The fake model's first sentence (apps/server/fakes/language-model/scripted-answers.ts). */
const OPENING = "Here is what your own numbers say this time, in plain words.";

const occurrences = (text: string, part: string) => text.split(part).length - 1;

test("A user opts in to the language model and gets an insight written by it from their numbers", async ({
  page,
  account,
  request,
  baseURL,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await connectAndSyncWearable(account, request, baseURL ?? "", 21);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Language Model Insights" });
  await expect(section).toContainText(MODEL);
  await expect(section).toContainText("On this server");
  const optIn = section.getByRole("checkbox", { name: NARRATOR_OPT_IN });
  const notes = section.getByRole("checkbox", { name: /mood notes/ });
  await expect(optIn).not.toBeChecked();
  await expect(notes).toBeDisabled();
  await optIn.click();
  await expect(optIn).toBeChecked();
  await expect(notes).toBeEnabled();
  await expectAccessible();
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${SCREENSHOT_DIR}/narrator-settings-1440.png` });

  await page.goto("/insights");
  await page.getByRole("button", { name: "Generate Your First Insight" }).click();
  await page.getByRole("menuitem", { name: /Weekly Summary/ }).click();
  const card = page.getByRole("article").first();
  await expect(card).toContainText(writtenByModel(MODEL));
  const [insight] = (await account.api("GET", "/health/insights")) as Insight[];
  if (insight?.insight_type !== "weekly_summary" || !insight.structured_data)
    throw new Error("no narrated summary");
  expect(insight.content.startsWith(OPENING)).toBe(true);
  // Folded: the summary starts at the first sentence that states a number, not the opening.
  await expect(card).not.toContainText(OPENING);
  await expect(card.getByText(/^Over the last \d+ days/)).toBeVisible();
  await expectAccessible();
  await saveScreenshot("narrator-insight-1440");

  // Expanded: the opening is there, and each recommendation once, in its own section.
  await card.getByRole("button", { name: "Show details" }).click();
  await expect(card).toContainText(OPENING);
  const actions = insight.structured_data.recommendations.map((r) => r.action);
  expect(actions.length).toBeGreaterThan(0);
  const expanded = await card.innerText();
  for (const action of actions) expect([action, occurrences(expanded, action)]).toEqual([action, 1]);
  await expectAccessible();
  await saveScreenshot("narrator-insight-expanded-1440");

  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(card.getByText(writtenByModel(MODEL))).toBeVisible();
  await saveScreenshot("narrator-insight-expanded-390");
  await card.getByRole("button", { name: "Hide details" }).click();
  await expect(card).not.toContainText(OPENING);
  await saveScreenshot("narrator-insight-390");
  await card.getByText(writtenByModel(MODEL)).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/narrator-insight-390-card-top.png` });
  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Language Model Insights" })).toBeVisible();
  await page
    .getByRole("region", { name: "Language Model Insights" })
    .screenshot({ path: `${SCREENSHOT_DIR}/narrator-settings-390.png` });

  // Turning it off again: the next insight is Evenkeel's own, with nothing new on the card.
  await page.getByRole("checkbox", { name: NARRATOR_OPT_IN }).click();
  await expect(page.getByRole("checkbox", { name: NARRATOR_OPT_IN })).not.toBeChecked();
  const plain = await account.api("POST", "/health/insights/generate?insight_type=trend_analysis");
  expect(plain).toMatchObject({ written_by: "deterministic", narration: null });
});

demoTest(
  "A demo visitor is told the demo writes insights by rules, not about a server",
  async ({ page, demo }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await demo.enter();
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Language Model Insights" });
    await expect(section).toContainText(DEMO_NARRATOR_UNAVAILABLE);
    await expect(section).not.toContainText("server");
    await expect(section.getByRole("checkbox")).toHaveCount(0);
  },
);
