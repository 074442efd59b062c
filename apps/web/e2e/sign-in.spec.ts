// First contact: a signed-out visitor is sent to the sign-in page, which offers an account
// sign-in, a way to sign up and the no-account demo.
import { expect, test, VIEWPORTS } from "./support/fixtures";

test("A visitor who opens the app lands on the sign-in page", async ({
  page,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/");

  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle("Sign In - Evenkeel");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Evenkeel" })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("button", { name: "Try Demo (No Account Needed)" })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("sign-in-1440");

  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(page.getByRole("button", { name: "Try Demo (No Account Needed)" })).toBeInViewport();
  await expectAccessible();
  await saveScreenshot("sign-in-390");
});

test("A signed-out visitor who follows an unknown link ends on the sign-in page", async ({ page }) => {
  await page.goto("/no/such/page");

  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle("Sign In - Evenkeel");
});

test("A signed-out visitor cannot open an app page directly", async ({ page }) => {
  for (const path of [
    "/dashboard",
    "/mood",
    "/history",
    "/insights",
    "/settings",
    "/settings/whoop/callback",
  ]) {
    await page.goto(path);
    await expect(page, `${path} should send a signed-out visitor to /login`).toHaveURL(/\/login$/);
  }
});
