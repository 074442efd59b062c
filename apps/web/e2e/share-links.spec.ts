// The report and export dialogs give focus back to the button that
// opened them when closed with Escape; the share link's 1–30 days are checked in words, not by
// the browser's bubble; the shared page looks like Evenkeel and offers the clinician's own paper
// (US Letter here) and A4; revoking asks first and says it is done; the gone page says what to
// do next.

import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  SHARE_LINK_GONE,
  SHARE_LINK_GONE_NEXT,
  SHARE_LINK_REVOKE_CONFIRM,
  SHARE_LINK_REVOKED,
  SHARED_REPORT_HEADING,
  shareLinkDaysInvalid,
} from "@evenkeel/contracts";
import { connectAndSyncWearable, expect, type Page, test } from "./support/account";
import { VIEWPORTS } from "./support/fixtures";
import { SCREENSHOT_DIR } from "./support/paths";

const BRAND = "rgb(15, 118, 110)";
const shotPath = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);

/** The app's own pages use the expectAccessible fixture; the shared page is another context's. */
async function expectAccessibleOn(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test("The report dialog returns focus, checks the days in words, and a shared link is Evenkeel's until revoked", async ({
  page,
  browser,
  account,
  request,
  baseURL,
  saveScreenshot,
}) => {
  test.setTimeout(150_000);
  await connectAndSyncWearable(account, request, baseURL as string, 30);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/history");

  await test.step("Escape closes each dialog and gives focus back to its button", async () => {
    for (const name of ["Report for a clinician", "Export Data"]) {
      const opener = page.getByRole("button", { name, exact: true });
      await opener.click();
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name })).toHaveCount(0);
      await expect(opener).toBeFocused();
    }
  });

  const dialog = page.getByRole("dialog", { name: "Report for a clinician" });
  await test.step("the days out of 1–30 get a message in words, and no link", async () => {
    await page.getByRole("button", { name: "Report for a clinician" }).click();
    // The app's US English: US Letter is chosen first for an en-US browser.
    await expect(dialog.getByRole("button", { name: "US Letter" })).toHaveAttribute("aria-pressed", "true");
    const days = dialog.getByLabel("Valid for (days)");
    await days.fill("45");
    await dialog.getByRole("button", { name: "Create share link" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(shareLinkDaysInvalid(1, 30));
    await expect(days).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByTestId("share-link-url")).toHaveCount(0);
    // The viewport only: a modal's backdrop covers the viewport, not the full page.
    await page.screenshot({ path: shotPath("issue37-report-days-error-1440") });
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.screenshot({ path: shotPath("issue37-report-days-error-390") });
    await page.setViewportSize(VIEWPORTS.desktop);
    await days.fill("3");
    await dialog.getByRole("button", { name: "Create share link" }).click();
    await expect(dialog.getByTestId("share-link-url")).toHaveText(/\/shared\/[A-Za-z0-9_-]{43}$/);
  });
  const url = (await dialog.getByTestId("share-link-url").textContent()) ?? "";
  await dialog.getByRole("button", { name: "Close" }).click();

  const stranger = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: "en-GB" });
  const strangerPage = await stranger.newPage();
  await test.step("the shared page carries the mark and the brand's button, on the clinician's paper", async () => {
    await strangerPage.goto(url);
    await expect(strangerPage.getByRole("heading", { name: SHARED_REPORT_HEADING })).toBeVisible();
    await expect(strangerPage.locator("header")).toContainText("Evenkeel");
    await expect(strangerPage.locator("header svg")).toBeVisible();
    // A British clinician gets A4 first, and US Letter beside it.
    const download = strangerPage.getByRole("link", { name: "Download the report (PDF, A4)" });
    await expect(download).toHaveCSS("background-color", BRAND);
    await expect(
      strangerPage.getByRole("link", { name: "Or download it on US Letter paper" }),
    ).toHaveAttribute("href", /report\.pdf\?paper=letter$/);
    await expectAccessibleOn(strangerPage);
    await strangerPage.screenshot({ path: shotPath("issue37-shared-page-1440"), fullPage: true });
    await strangerPage.setViewportSize(VIEWPORTS.mobile);
    await strangerPage.screenshot({ path: shotPath("issue37-shared-page-390"), fullPage: true });
  });

  await test.step("revoking asks first; Cancel keeps the link, OK says it is revoked", async () => {
    await page.goto("/settings");
    const links = page.getByRole("list", { name: "Report share links" });
    const yourData = page.getByRole("region", { name: "Your Data" });
    const messages: string[] = [];
    page.once("dialog", (question) => {
      messages.push(question.message());
      void question.dismiss();
    });
    await links.getByRole("button", { name: "Revoke" }).click();
    await expect(links.getByRole("listitem")).toHaveCount(1);
    page.once("dialog", (question) => {
      messages.push(question.message());
      void question.accept();
    });
    await links.getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByRole("status").filter({ hasText: SHARE_LINK_REVOKED })).toBeVisible();
    await expect(page.getByText("No live share links.")).toBeVisible();
    expect(messages).toEqual([SHARE_LINK_REVOKE_CONFIRM, SHARE_LINK_REVOKE_CONFIRM]);
    await page.getByRole("status").filter({ hasText: SHARE_LINK_REVOKED }).scrollIntoViewIfNeeded();
    await saveScreenshot("issue37-settings-revoked-1440");
    await yourData.screenshot({ path: shotPath("issue37-your-data-revoked-1440") });
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot("issue37-settings-revoked-390");
    await yourData.screenshot({ path: shotPath("issue37-your-data-revoked-390") });
  });

  await test.step("the revoked link's page says what to do next, in Evenkeel's look", async () => {
    await strangerPage.reload();
    await expect(strangerPage.getByRole("heading", { name: SHARE_LINK_GONE })).toBeVisible();
    await expect(strangerPage.getByText(SHARE_LINK_GONE_NEXT)).toBeVisible();
    await expect(strangerPage.locator("header")).toContainText("Evenkeel");
    await strangerPage.screenshot({ path: shotPath("issue37-shared-gone-390"), fullPage: true });
    await strangerPage.setViewportSize(VIEWPORTS.desktop);
    await strangerPage.screenshot({ path: shotPath("issue37-shared-gone-1440"), fullPage: true });
  });
  await stranger.close();
});
