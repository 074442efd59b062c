// The first run. "Check your inbox" after sign-up offers Resend for the
// address just used, and a new account's next steps name every provider the server offers
// (WHOOP, Oura and Google Health here) and file import, each leading to Settings.
import { randomUUID } from "node:crypto";
import {
  CONFIRMATION_EMAIL_RESENT,
  NEXT_STEP_IMPORT,
  NEXT_STEP_IMPORT_ACTION,
  nextStepConnect,
} from "@evenkeel/contracts";
import { test as accountTest } from "./support/account";
import { expect, test, VIEWPORTS } from "./support/fixtures";
import { confirmationLink, waitForMail, waitForNewConfirmationLink } from "./support/mailbox";
import { MAIL_BASE_URL, WEARABLES_BASE_URL } from "./support/stack";

test.describe("after sign-up", () => {
  test.use({ baseURL: MAIL_BASE_URL });

  test("Check your inbox offers Resend, and the new link arrives", async ({
    page,
    saveScreenshot,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const email = `first-run-${randomUUID()}@example.com`;
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("lantern-meadow-quietly-4");
    await page.getByLabel("Confirm password").fill("lantern-meadow-quietly-4");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    const first = confirmationLink(await waitForMail(email));

    const resend = page.getByRole("button", { name: "Resend confirmation email" });
    await expect(resend).toBeVisible();
    await expectAccessible();
    await saveScreenshot("issue37-check-inbox-1440");
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot("issue37-check-inbox-390");
    await resend.click();
    await expect(page.getByRole("status").filter({ hasText: CONFIRMATION_EMAIL_RESENT })).toBeVisible();
    await saveScreenshot("issue37-check-inbox-resent-390");
    const fresh = await waitForNewConfirmationLink(email, [first]);
    expect(fresh.href).not.toBe(first.href);
  });
});

accountTest.describe("a new account's dashboard", () => {
  accountTest.use({ baseURL: WEARABLES_BASE_URL });

  accountTest(
    "The next steps name every provider the server offers, and file import",
    async ({ page, account, saveScreenshot, expectAccessible }) => {
      accountTest.setTimeout(90_000);
      expect(account.email).toContain("@");
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto("/dashboard");
      const connect = nextStepConnect(["WHOOP", "Oura", "Google Health"]);
      // A new account's first dashboard can take a while on a busy machine.
      await expect(page.getByRole("heading", { name: connect })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("heading", { name: NEXT_STEP_IMPORT })).toBeVisible();
      // The header's button, the first step and the empty trend all name every provider.
      const connectLinks = page.getByRole("link", { name: connect });
      await expect(connectLinks).toHaveCount(3);
      for (const link of await connectLinks.all()) await expect(link).toHaveAttribute("href", "/settings");
      await expect(page.getByRole("main")).not.toContainText(/Connect WHOOP(?!, Oura or Google Health)/);
      await expect(page.getByRole("link", { name: NEXT_STEP_IMPORT_ACTION })).toHaveAttribute(
        "href",
        "/settings",
      );
      await expectAccessible();
      await saveScreenshot("issue37-next-steps-1440");
      await page.setViewportSize(VIEWPORTS.mobile);
      await saveScreenshot("issue37-next-steps-390");
      await page.getByRole("link", { name: NEXT_STEP_IMPORT_ACTION }).click();
      await expect(page.getByRole("region", { name: "Import data" })).toBeVisible();
    },
  );
});
