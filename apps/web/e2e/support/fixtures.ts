// The `test` every spec imports: Playwright's, plus the Chromium of ./chromium, the run's clock
// (./clock) and helpers that later specs share (screenshots, accessibility checks, viewports).
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, resolveChromium } from "./chromium";
import { clockOffsetFromEnvironment, e2eNow } from "./clock";
import { SCREENSHOT_DIR } from "./paths";

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

type TestFixtures = {
  /** Saves a full-page screenshot as test-output/screenshots/<name>.png. */
  saveScreenshot: (name: string) => Promise<void>;
  /** Fails with the list of axe violations (WCAG 2.1 A and AA) found on the current page. */
  expectAccessible: () => Promise<void>;
};

type WorkerFixtures = { chromiumExecutable: string };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  chromiumExecutable: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const fromSetup = process.env.EK_CHROMIUM_EXECUTABLE;
      await use(fromSetup ?? (await resolveChromium()).executablePath);
    },
    { scope: "worker" },
  ],
  launchOptions: [
    async ({ launchOptions, chromiumExecutable }, use) => {
      await use({
        ...launchOptions,
        executablePath: chromiumExecutable,
        args: [...(launchOptions.args ?? []), ...CHROMIUM_ARGS],
      });
    },
    { scope: "worker" },
  ],
  // A journey's API calls can come seconds apart, between browser steps: reusing a kept-alive
  // connection, a call could leave just as the server closed it at its 5 s idle timeout
  // (ECONNRESET, once in two runs). Each call goes on a connection of its own.
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { connection: "close" },
    });
    await use(request);
    await request.dispose();
  },
  // The browser runs on the run's clock (clock.ts): shifted only when the run is, and then
  // flowing from the shifted instant like the servers' clocks.
  context: async ({ context }, use) => {
    if (clockOffsetFromEnvironment() !== 0) await context.clock.install({ time: e2eNow() });
    await use(context);
  },
  saveScreenshot: async ({ page }, use) => {
    await use(async (name) => {
      // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length} element(s))`);
      expect(summary, "accessibility violations").toEqual([]);
    });
  },
});

export { expect, type Page };
