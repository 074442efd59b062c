// Settings › Account: the account's details and editing the profile, with the picture rules
// and the update failure (docs/screens.md).
import {
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_INVALID,
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED,
} from "@evenkeel/contracts";
import { expect, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { oversizedPicture, pngPicture, textFile } from "./support/images";

test("A user edits their profile, picture included, after a failed first save", async ({
  page,
  account,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Account" });
  await expect(section).toContainText(account.email);
  await expect(section).toContainText(`${account.firstName} Tester`);
  await expect(section).toContainText("Member Since");

  await section.getByRole("button", { name: "Edit Profile" }).click();
  await expect(section.getByLabel("First Name")).toHaveValue(account.firstName);
  await expect(section.getByLabel("Last Name")).toHaveValue("Tester");
  await expect(section.getByText("Upload an image (max 5MB)")).toBeVisible();

  const picture = section.getByLabel("Profile Picture");
  await picture.setInputFiles(textFile());
  await expect(section.getByRole("alert").filter({ hasText: IMAGE_TYPE_INVALID })).toBeVisible();
  await picture.setInputFiles(oversizedPicture());
  await expect(section.getByRole("alert").filter({ hasText: IMAGE_TOO_LARGE })).toBeVisible();
  await picture.setInputFiles(pngPicture());
  await expect(section.getByRole("img", { name: "Preview" })).toBeVisible();
  await section.getByLabel("Last Name").fill("Harbour");
  await expectAccessible();
  await saveScreenshot("settings-edit-profile-390");

  await page.route("**/api/trpc/*auth.updateMe*", (route) => route.abort("connectionrefused"));
  await section.getByRole("button", { name: "Save Changes" }).click();
  await expect(section.getByRole("alert").filter({ hasText: PROFILE_UPDATE_FAILED })).toBeVisible();
  await expect(section.getByLabel("Last Name")).toHaveValue("Harbour");
  await page.unroute("**/api/trpc/*auth.updateMe*");

  await section.getByRole("button", { name: "Save Changes" }).click();
  await expect(section.getByText(PROFILE_UPDATED)).toBeVisible();
  await page.waitForEvent("load");
  await expect(page.getByRole("region", { name: "Account" })).toContainText(`${account.firstName} Harbour`);
  await expect(page.getByRole("banner").locator("img")).toHaveAttribute("src", /\/api\/uploads\//);
});

test("Cancelling the profile editor keeps the profile as it was", async ({ page, account }) => {
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Account" });
  await section.getByRole("button", { name: "Edit Profile" }).click();
  await section.getByLabel("First Name").fill("Someone Else");
  await section.getByRole("button", { name: "Cancel" }).click();
  await expect(section).toContainText(`${account.firstName} Tester`);
  await expect(section.getByRole("button", { name: "Edit Profile" })).toBeVisible();
});
