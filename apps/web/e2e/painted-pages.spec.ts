// A phone's first visit (docs/decisions/053-painted-public-pages.md): /login, /signup and
// /checkin arrive with their page painted in the HTML, in contracts' words, before any script
// runs; the painted copy takes no input; when the app takes over, nothing on screen moves.
import path from "node:path";
import {
  CHECKIN_OPENING,
  CONFIRM_PASSWORD_LABEL,
  CREATE_ACCOUNT_BUTTON,
  DEMO_NOTE,
  EMAIL_LABEL,
  FIRST_NAME_LABEL,
  HAVE_AN_ACCOUNT,
  NO_ACCOUNT_YET,
  PAGE_NAMES,
  PAGE_TITLES,
  PASSWORD_LABEL,
  SIGN_IN_BUTTON,
  SIGN_IN_HEADING,
  SIGN_IN_LEAD,
  SIGN_UP_HEADING,
  SIGN_UP_PICTURE_LABEL,
  TRY_DEMO,
} from "@evenkeel/contracts";
import type { Browser, Page } from "@playwright/test";
import { expect, test, VIEWPORTS } from "./support/fixtures";
import { holdRequests } from "./support/held-requests";
import { SCREENSHOT_DIR } from "./support/paths";

const PAGES = [
  {
    name: "login",
    path: "/login",
    title: PAGE_TITLES.signIn,
    heading: SIGN_IN_HEADING,
    texts: [SIGN_IN_LEAD, EMAIL_LABEL, PASSWORD_LABEL, SIGN_IN_BUTTON, NO_ACCOUNT_YET, TRY_DEMO, DEMO_NOTE],
  },
  {
    name: "signup",
    path: "/signup",
    title: PAGE_TITLES.signUp,
    heading: SIGN_UP_HEADING,
    texts: [
      FIRST_NAME_LABEL,
      SIGN_UP_PICTURE_LABEL,
      CONFIRM_PASSWORD_LABEL,
      CREATE_ACCOUNT_BUTTON,
      HAVE_AN_ACCOUNT,
    ],
  },
  {
    // A reminder's link: the page asks what the link can still do (held below, so it stays asking).
    name: "checkin",
    path: `/checkin?token=${"a".repeat(43)}&date=2026-01-01`,
    title: PAGE_TITLES.checkin,
    heading: PAGE_NAMES.checkin,
    texts: [CHECKIN_OPENING],
  },
] as const;

/** Where every heading, field, button and link of the page stands. */
function layout(page: Page): Promise<string[]> {
  return page.locator("#root").evaluate((root) =>
    [...root.querySelectorAll("h1, p, label, input, button, a, li, [role=status]")].map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName} ${box.x},${box.y} ${box.width}×${box.height}`;
    }),
  );
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The page as a browser without JavaScript shows it: what the HTML paints. */
async function painted(browser: Browser, pagePath: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  await page.goto(pagePath);
  return { page, close: () => context.close() };
}

test("The HTML of /login, /signup and /checkin paints the page, inert, with its title, and no inline script", async ({
  request,
}) => {
  for (const { path: pagePath, title } of PAGES) {
    const html = await (await request.get(pagePath)).text();
    expect(html, pagePath).toContain(`<title>${title}</title>`);
    expect(html, pagePath).toContain('<div id="root"><div inert="">');
    // The security headers allow scripts from files only (docs/security.md #14).
    expect(html, pagePath).not.toMatch(/<script(?![^>]*\ssrc=)/);
  }
});

for (const { name, path: pagePath, heading, texts } of PAGES) {
  test(`${pagePath.split("?")[0]}: painted before the scripts run, taken over without a shift`, async ({
    browser,
    page,
  }) => {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const width = viewport.width;
      const before = await painted(browser, pagePath, viewport);
      await expect(before.page.getByRole("heading", { level: 1 })).toHaveText(heading);
      for (const text of texts) await expect(before.page.locator("#root")).toContainText(text);
      // Nothing painted can be focused or typed into: it is all inside one inert element.
      await expect(before.page.locator("#root > [inert]")).toHaveCount(1);
      await expect(before.page.locator("#root > :not([inert])")).toHaveCount(0);
      const paintedLayout = await layout(before.page);
      await screenshot(before.page, `painted-${name}-${width}-without-js`);
      await before.close();

      const status = await holdRequests(page, "**/api/trpc/checkin.status**");
      await page.setViewportSize(viewport);
      await page.goto(pagePath);
      await expect(page.locator("#root > [inert]"), `${size}: the app takes over`).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(await layout(page), `${size}: the same boxes in the same places`).toEqual(paintedLayout);
      const shifted = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((entries) => {
              for (const entry of entries.getEntries() as Array<PerformanceEntry & { value: number }>)
                total += entry.value;
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(total), 100);
          }),
      );
      expect(shifted, `${size}: layout shift`).toBe(0);
      await screenshot(page, `painted-${name}-${width}-with-js`);
      status.release();
      await page.unrouteAll({ behavior: "ignoreErrors" });
    }
  });
}

test("The painted sign-in form takes no input; the app's does", async ({ browser, page }) => {
  // A tap on the painted e-mail field and typing: nothing reaches it.
  const before = await painted(browser, "/login", VIEWPORTS.mobile);
  const paintedEmail = before.page.locator("#root input[type=email]");
  const box = await paintedEmail.boundingBox();
  if (!box) throw new Error("the painted page has no e-mail field on screen");
  await before.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await before.page.keyboard.type("early@example.com");
  await expect(paintedEmail).toHaveValue("");
  await before.close();

  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/login");
  await expect(page.locator("#root > [inert]")).toHaveCount(0);
  await page.getByLabel(EMAIL_LABEL).fill("first@example.com");
  await expect(page.getByLabel(EMAIL_LABEL)).toHaveValue("first@example.com");
});
