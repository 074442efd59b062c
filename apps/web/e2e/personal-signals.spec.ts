// "What has come before your low days" on the Insights page
// (docs/decisions/052-personal-signals-shown-not-scored.md): in the demo, the seeded check-ins
// say which wearable signals came before the low days, with a figure for each and the days it
// rests on; a new account with no check-ins is told it is too early (after the card's error and
// loading states). Both say the score does not use it.
import {
  PERSONAL_SIGNAL_LABELS,
  PERSONAL_SIGNALS_LOAD_FAILED,
  PERSONAL_SIGNALS_LOAD_FAILED_TITLE,
  PERSONAL_SIGNALS_LOADING,
  PERSONAL_SIGNALS_NOT_IN_SCORE,
  PERSONAL_SIGNALS_OWN_DATA,
  PERSONAL_SIGNALS_TITLE,
  personalSignalsNotYet,
} from "@evenkeel/contracts";
import { BURNOUT_PARAMETERS } from "@evenkeel/domain";
import { test as accountTest } from "./support/account";
import { expect, test, VIEWPORTS } from "./support/demo";
import { holdRequests } from "./support/held-requests";

test("A demo visitor reads which signals have come before their low days, with the figures", async ({
  page,
  demo,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await demo.enter();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "AI Insights" })).toBeVisible();

  const card = page.getByRole("region", { name: PERSONAL_SIGNALS_TITLE });
  await expect(card).toContainText(/For you, .+ \(based on \d+ days\)\./);
  // The sentence says how many days it rests on; nothing else on the card says it again.
  expect((await card.textContent())?.match(/\d+ days?\b/g)).toHaveLength(1);
  const tiles = card.getByRole("term");
  await expect(tiles).toHaveText(Object.values(PERSONAL_SIGNAL_LABELS));
  // Each signal's figure, a correlation with two decimals, and its standing in words.
  for (const figure of await card.getByRole("definition").allTextContents()) {
    expect(figure).toMatch(/^−?\d\.\d\d(Came before|Did not come before)$/);
  }
  await expect(card).toContainText(`${PERSONAL_SIGNALS_OWN_DATA} ${PERSONAL_SIGNALS_NOT_IN_SCORE}`);
  // The page's own parts are all still there, the insight list after the card.
  await expect(page.getByRole("region", { name: "About AI Insights" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Insights" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Insight Types" })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("personal-signals-demo-1440");

  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(card).toBeVisible();
  await expectAccessible();
  await saveScreenshot("personal-signals-demo-390");
});

accountTest(
  "A new account is told it is too early to say which signals come before its low days",
  async ({ page, account, saveScreenshot }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await account.api("POST", "/mood/", { date: account.today, rating: 6 });
    // A card that cannot load says so, and tries again when asked; loading has its own words.
    const call = "**/api/trpc/*burnout.personalSignals*";
    await page.route(call, (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/insights");
    const card = page.getByRole("region", { name: PERSONAL_SIGNALS_TITLE });
    await expect(card.getByRole("alert")).toContainText(PERSONAL_SIGNALS_LOAD_FAILED_TITLE);
    await expect(card.getByRole("alert")).toContainText(PERSONAL_SIGNALS_LOAD_FAILED);
    await page.unroute(call);
    const loading = await holdRequests(page, call);
    await card.getByRole("button", { name: "Try Again" }).click();
    await expect(card.getByRole("status")).toHaveText(PERSONAL_SIGNALS_LOADING);
    loading.release();
    await expect(card.getByRole("status")).toBeHidden();
    // The failure above was the whole batch the page sent, the insight list's too: start afresh.
    await page.reload();

    await expect(card).toContainText(personalSignalsNotYet(0, BURNOUT_PARAMETERS.tilt.personal.minDays));
    await expect(card.getByRole("term")).toHaveCount(0);
    await expect(card).toContainText(PERSONAL_SIGNALS_NOT_IN_SCORE);
    await expect(card).not.toContainText(PERSONAL_SIGNALS_OWN_DATA);
    await expect(page.getByRole("heading", { name: "No Insights Yet" })).toBeVisible();
    await saveScreenshot("personal-signals-not-yet-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(card).toBeVisible();
    await saveScreenshot("personal-signals-not-yet-390");
  },
);
