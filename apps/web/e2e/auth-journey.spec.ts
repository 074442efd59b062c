// The whole life of an account, against the server that sends real e-mail: sign up with a
// picture, confirm through the link in the e-mail, sign in, meet the empty dashboard, log and
// edit today's mood, move between days, edit the profile, erase all data, sign out.
import { randomUUID } from "node:crypto";
import {
  ALL_DATA_DELETED,
  CHECK_EMAIL_TO_CONFIRM,
  EMAIL_CONFIRMED,
  PROFILE_UPDATED,
} from "@evenkeel/contracts";
import { e2eNow } from "./support/clock";
import { expect, type Page, test, VIEWPORTS } from "./support/fixtures";
import { pngPicture } from "./support/images";
import { confirmationLink, waitForMail } from "./support/mailbox";
import { signInThroughForm } from "./support/sign-in-form";
import { BROWSER_TIME_ZONE, MAIL_BASE_URL } from "./support/stack";

test.use({ baseURL: MAIL_BASE_URL });

const PASSWORD = "quiet-harbour-evening-7";

function moodCard(page: Page) {
  return page.getByRole("region", { name: "Latest metrics" }).getByRole("article").nth(2);
}

test("A new user signs up, confirms by e-mail and lives with the app until erasing their data", async ({
  page,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const email = `journey-${randomUUID()}@example.com`;
  await page.setViewportSize(VIEWPORTS.desktop);

  await test.step("sign up with a picture", async () => {
    await page.goto("/signup");
    await expect(page).toHaveTitle("Sign Up - Evenkeel");
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Profile picture (optional)").setInputFiles(pngPicture());
    await expect(page.getByRole("img", { name: "Preview" })).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await expectAccessible();
    await saveScreenshot("signup-1440");
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByRole("status").filter({ hasText: CHECK_EMAIL_TO_CONFIRM })).toBeVisible();
    await saveScreenshot("signup-check-email-1440");
    // No session starts before the e-mail is confirmed.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step("confirm through the link in the e-mail", async () => {
    const link = confirmationLink(await waitForMail(email));
    expect(link.origin).toBe(MAIL_BASE_URL);
    await page.goto(link.href);
    await expect(page.getByText(EMAIL_CONFIRMED)).toBeVisible();
    await expect(page).toHaveTitle("Confirm Email - Evenkeel");
    await saveScreenshot("confirm-email-success-1440");
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  });

  await test.step("sign in and meet the empty dashboard", async () => {
    await signInThroughForm(page, email, PASSWORD);
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Ada Lovelace")).toBeVisible();
    await expect(banner.locator("img")).toHaveAttribute("src", /\/api\/uploads\//);
    await expect(page.getByRole("heading", { name: "No Health Data Yet" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No AI Insights Yet" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Selected day" })).toContainText("Yesterday");
  });

  await test.step("log today's mood from the dashboard", async () => {
    await page.getByRole("button", { name: "Log Mood" }).click();
    await expect(page.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Rate 8 out of 10" }).click();
    await page.getByLabel("Notes").fill("A calm first day");
    await page.getByRole("button", { name: "Save Mood" }).click();
    await expect(page.getByRole("button", { name: "Edit Mood" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Mood" })).toHaveCount(0);
  });

  await test.step("move between days", async () => {
    const day = page.getByRole("group", { name: "Selected day" });
    await day.getByRole("button", { name: "Next day" }).click();
    await expect(day).toContainText("Today");
    await expect(day.getByRole("button", { name: "Next day" })).toBeDisabled();
    await expect(moodCard(page)).toContainText("Mood (Today)");
    await expect(moodCard(page)).toContainText("8");
    await expect(moodCard(page)).not.toContainText("No mood logged today");
    await day.getByRole("button", { name: "Previous day" }).click();
    await expect(day).toContainText("Yesterday");
    await day.getByRole("button", { name: "Previous day" }).click();
    await expect(day.getByRole("button", { name: "Next day" })).toBeEnabled();
    await day.getByRole("button", { name: "Next day" }).click();
    await day.getByRole("button", { name: "Next day" }).click();
    await expect(day).toContainText("Today");
  });

  await test.step("edit today's mood", async () => {
    await page.getByRole("button", { name: "Edit Mood" }).click();
    await expect(page.getByRole("button", { name: "Rate 8 out of 10" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByLabel("Notes")).toHaveValue("A calm first day");
    await page.getByRole("button", { name: "Rate 9 out of 10" }).click();
    await page.getByRole("button", { name: "Update Mood" }).click();
    await expect(page.getByRole("button", { name: "Edit Mood" })).toBeVisible();
    await expect(moodCard(page)).toContainText("9");
    await expect(page.getByRole("region", { name: "Your Progress" })).toContainText("1");
  });

  await test.step("edit the profile", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    const account = page.getByRole("region", { name: "Account" });
    await expect(account).toContainText(email);
    await expect(account).toContainText("Ada Lovelace");
    // Today in the browser's zone, as the page shows it (the runner's zone may already be a day on).
    const today = new Intl.DateTimeFormat("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: BROWSER_TIME_ZONE,
    });
    await expect(account).toContainText(today.format(e2eNow()));
    await account.getByRole("button", { name: "Edit Profile" }).click();
    await expect(account.getByText("Upload an image (max 5MB)")).toBeVisible();
    await account.getByLabel("First Name").fill("Augusta");
    await account.getByRole("button", { name: "Save Changes" }).click();
    await expect(account.getByText(PROFILE_UPDATED)).toBeVisible();
    await page.waitForEvent("load");
    await expect(page.getByRole("banner").getByText("Augusta Lovelace")).toBeVisible();
  });

  await test.step("erase all data with ERASE", async () => {
    await page.getByRole("button", { name: "Delete All Account Data" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete All Account Data" });
    for (const item of [
      "Health metrics and wearable data",
      "Mood ratings and journal entries",
      "AI insights",
      "The wearable connection",
    ]) {
      await expect(dialog.getByRole("listitem").filter({ hasText: item })).toBeVisible();
    }
    await expect(dialog).toContainText("Your account stays active, but all of its data is erased.");
    await dialog.getByLabel("Type ERASE to confirm").fill("ERASE");
    await dialog.getByRole("button", { name: "Delete All Data" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(ALL_DATA_DELETED)).toBeVisible();
  });

  await test.step("the account still signs in, empty, and signs out", async () => {
    await signInThroughForm(page, email, PASSWORD);
    await expect(page.getByRole("button", { name: "Log Mood" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Your Progress" }).getByRole("definition").nth(1),
    ).toHaveText("0");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });
});
