// The one-tap check-in page: a day already rated in the app is named and replaced
// only when the person confirms, keeping its notes and tags; a link cut short by a mail client
// gets a plain message, on the server and in the demo alike.
import {
  CHECKIN_LINK_INVALID,
  CHECKIN_LOGGED,
  checkinAlreadyLogged,
  checkinKeep,
  checkinReplaceWith,
} from "@evenkeel/contracts";
import { expect, test } from "./support/account";
import { checkinToken } from "./support/checkin";
import { test as demoTest } from "./support/demo";
import { VIEWPORTS } from "./support/fixtures";

test("A reminder's one tap on a day already rated says so and asks before replacing; notes and tags stay", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const token = await checkinToken(account);
  await account.api("POST", "/mood/", {
    date: account.today,
    rating: 1,
    notes: "Awful commute",
    tags: ["deadline"],
  });

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/checkin?${new URLSearchParams({ token, date: account.today, rating: "4" })}`);
  await expect(page.getByText(checkinAlreadyLogged("today", 1))).toBeVisible();
  await expect(page.getByRole("button", { name: checkinKeep(1) })).toBeVisible();
  await expect(page.getByText(CHECKIN_LOGGED)).toHaveCount(0);
  expect(await account.api("GET", "/mood/")).toMatchObject([{ rating: 1, notes: "Awful commute" }]);
  await expectAccessible();
  await saveScreenshot("issue37-checkin-already-logged-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue37-checkin-already-logged-390");

  await page.getByRole("button", { name: checkinReplaceWith(4) }).click();
  await expect(page.getByText(CHECKIN_LOGGED)).toBeVisible();
  await expect(page.getByText("Today: 4/10")).toBeVisible();
  await expect(page.getByLabel("Notes")).toHaveValue("Awful commute");
  await expect(page.getByRole("button", { name: "Deadline", pressed: true })).toBeVisible();
  expect(await account.api("GET", "/mood/")).toMatchObject([
    { rating: 4, notes: "Awful commute", tags: ["deadline"] },
  ]);
});

test("A check-in link cut short shows a plain message and changes nothing", async ({
  page,
  account,
  saveScreenshot,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/checkin?${new URLSearchParams({ token: "dGhpcyBpcyBj", date: account.today })}`);
  await expect(page.getByRole("alert")).toHaveText(CHECKIN_LINK_INVALID);
  await expect(page.getByText(/Too small|expected string/)).toHaveCount(0);
  await saveScreenshot("issue37-checkin-truncated-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("issue37-checkin-truncated-390");
  expect(await account.api("GET", "/mood/")).toEqual([]);
});

demoTest("In the demo, a check-in link cut short shows the same plain message", async ({ page, demo }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await demo.enter();
  const before = await demo.collection("moods");
  await page.goto(`/checkin?${new URLSearchParams({ token: "dGhpcyBpcyBj", date: demo.today })}`);
  await expect(page.getByRole("alert")).toHaveText(CHECKIN_LINK_INVALID);
  await expect(page.getByText(/Too small|expected string/)).toHaveCount(0);
  expect(await demo.collection("moods")).toEqual(before);
});
