// Every check and failure message of the sign-in, sign-up and confirmation screens
// (docs/screens.md), each triggered once.
import { randomUUID } from "node:crypto";
import {
  EMAIL_ALREADY_REGISTERED,
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_INVALID,
  INVALID_CONFIRMATION_LINK,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  SIGNIN_FAILED,
  SIGNUP_FAILED,
} from "@evenkeel/contracts";
import { expect, test, VIEWPORTS } from "./support/fixtures";
import { oversizedPicture, pngPicture, textFile } from "./support/images";

const PASSWORD = "tidal-window-morning-3";
const uniqueEmail = () => `check-${randomUUID()}@example.com`;

test("Sign-up explains each rule it refuses", async ({ page, saveScreenshot, expectAccessible }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/signup");
  await page.getByLabel("Email").fill(uniqueEmail());

  const picture = page.getByLabel("Profile picture (optional)");
  await picture.setInputFiles(textFile());
  await expect(page.getByRole("alert").filter({ hasText: IMAGE_TYPE_INVALID })).toBeVisible();
  await picture.setInputFiles(oversizedPicture());
  await expect(page.getByRole("alert").filter({ hasText: IMAGE_TOO_LARGE })).toBeVisible();
  await picture.setInputFiles(pngPicture());
  await expect(page.getByRole("img", { name: "Preview" })).toBeVisible();
  await expect(page.getByText(IMAGE_TOO_LARGE)).toHaveCount(0);

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(`${PASSWORD}-typo`);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: PASSWORDS_DO_NOT_MATCH })).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: PASSWORD_TOO_SHORT })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await expectAccessible();
  await saveScreenshot("signup-390");
});

test("Without e-mail confirmation a sign-up starts the session at once", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("banner").getByText("Grace")).toBeVisible();
});

test("A failed sign-up shows the server's reason, or a plain fallback", async ({ page, request }) => {
  const email = uniqueEmail();
  const taken = await request.post("/api/auth/signup", { data: { email, password: PASSWORD } });
  expect(taken.ok()).toBe(true);

  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: EMAIL_ALREADY_REGISTERED })).toBeVisible();

  // When the server cannot be reached there is no detail: the fallback speaks.
  await page.route("**/api/trpc/auth.signup*", (route) => route.abort("connectionrefused"));
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: SIGNUP_FAILED })).toBeVisible();
});

test("A wrong password is refused with the sign-in message", async ({ page, request, saveScreenshot }) => {
  const email = uniqueEmail();
  expect((await request.post("/api/auth/signup", { data: { email, password: PASSWORD } })).ok()).toBe(true);

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: SIGNIN_FAILED })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await saveScreenshot("sign-in-failed-1440");

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("The confirmation page explains a link that is incomplete or no longer valid", async ({
  page,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/auth/confirm");
  await expect(page).toHaveTitle("Confirm Email - Evenkeel");
  await expect(page.getByRole("alert").filter({ hasText: INVALID_CONFIRMATION_LINK })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("confirm-email-invalid-1440");
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot("confirm-email-invalid-390");

  await page.goto("/auth/confirm?token_hash=not-a-real-token-at-all&type=signup");
  const failure = page.getByRole("alert");
  await expect(failure).toBeVisible();
  await expect(failure).not.toHaveText(INVALID_CONFIRMATION_LINK);
  await page.getByRole("button", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
