// A person whose confirmation link expired, was used or got lost can ask for
// a new one, from the sign-in form's "not confirmed" answer and from /auth/confirm's error
// states; the new link works and the old one no longer does.
import { randomUUID } from "node:crypto";
import {
  CONFIRM_FAILED,
  CONFIRMATION_EMAIL_RESENT,
  EMAIL_CONFIRMED,
  EMAIL_NOT_CONFIRMED,
  INVALID_CONFIRMATION_LINK,
} from "@evenkeel/contracts";
import { expect, test, VIEWPORTS } from "./support/fixtures";
import { confirmationLink, waitForMail, waitForNewConfirmationLink } from "./support/mailbox";
import { MAIL_BASE_URL } from "./support/stack";

test.use({ baseURL: MAIL_BASE_URL });

const PASSWORD = "lantern-meadow-quietly-4";

test("An unconfirmed account gets a new link from sign-in and from the confirmation page", async ({
  page,
  request,
  saveScreenshot,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const email = `resend-${randomUUID()}@example.com`;
  await page.setViewportSize(VIEWPORTS.desktop);
  const signup = await request.post("/api/auth/signup", { data: { email, password: PASSWORD } });
  expect((await signup.json()).requires_confirmation).toBe(true);
  const first = confirmationLink(await waitForMail(email));

  const fromSignIn = await test.step("sign-in's 'please confirm' offers a new link", async () => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(EMAIL_NOT_CONFIRMED);
    await page.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(page.getByRole("status").filter({ hasText: CONFIRMATION_EMAIL_RESENT })).toBeVisible();
    await saveScreenshot("issue14-signin-resend-1440");
    return waitForNewConfirmationLink(email, [first]);
  });

  await test.step("the old link fails and the page offers a new one, by e-mail address", async () => {
    await page.goto(first.href);
    await expect(page.getByRole("alert")).toHaveText(CONFIRM_FAILED);
    await expect(page.getByRole("button", { name: "Go to Login" })).toBeVisible();
    const form = page.getByRole("form", { name: "Resend confirmation email" });
    await form.getByLabel("Email").fill(email);
    await expectAccessible();
    await saveScreenshot("issue14-confirm-error-resend-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot("issue14-confirm-error-resend-390");
    await page.setViewportSize(VIEWPORTS.desktop);
    await form.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(form.getByRole("status")).toHaveText(CONFIRMATION_EMAIL_RESENT);
    await saveScreenshot("issue14-confirm-resent-1440");
  });

  const latest = await waitForNewConfirmationLink(email, [first, fromSignIn]);

  await test.step("the link of the first resend was replaced too; the newest one confirms", async () => {
    await page.goto(fromSignIn.href);
    await expect(page.getByRole("alert")).toHaveText(CONFIRM_FAILED);
    await page.goto(latest.href);
    await expect(page.getByText(EMAIL_CONFIRMED)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  });
});

test("An incomplete link offers a new one; unknown addresses get the same answer", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/auth/confirm");
  await expect(page.getByRole("alert")).toHaveText(INVALID_CONFIRMATION_LINK);
  const form = page.getByRole("form", { name: "Resend confirmation email" });
  await form.getByLabel("Email").fill(`nobody-${randomUUID()}@example.com`);
  await form.getByRole("button", { name: "Resend confirmation email" }).click();
  await expect(form.getByRole("status")).toHaveText(CONFIRMATION_EMAIL_RESENT);
  // Typing again clears the old answer.
  await form.getByLabel("Email").fill("someone@example.com");
  await expect(form.getByRole("status")).toHaveCount(0);
});
