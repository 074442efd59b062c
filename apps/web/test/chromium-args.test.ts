// The browser tests' and the benchmark's Chromium flags (e2e/support/chromium.ts): their one
// --disable-features keeps every feature Playwright turns off itself (Chromium keeps only the
// last such flag), and a new window loads no address-bar popup pages beside the test's page.
import fs from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, resolveChromium } from "../e2e/support/chromium";

/** The names in playwright-core's own `disabledFeatures = [...]` list. */
function playwrightDisabledFeatures(): string[] {
  const bundle = fs.readFileSync(
    createRequire(import.meta.url).resolve("playwright-core/lib/coreBundle"),
    "utf8",
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list)
    throw new Error("playwright-core no longer has a disabledFeatures list: compare chromium.ts with it");
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1] as string);
}

describe("Chromium flags", () => {
  it("repeat Playwright's own disabled features in the one --disable-features", () => {
    const flags = CHROMIUM_ARGS.filter((arg) => arg.startsWith("--disable-features="));
    expect(flags).toHaveLength(1);
    const ours = flags[0]?.slice("--disable-features=".length).split(",") ?? [];
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(0);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwright);
    expect(ours).toEqual(expect.arrayContaining(playwright));
  });

  it("open a context's page without the address bar's popup pages", async () => {
    const { executablePath } = await resolveChromium();
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext();
      await context.newPage();
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = (await session.send("Target.getTargets")) as {
        targetInfos: Array<{ type: string; url: string }>;
      };
      expect(targetInfos.filter((target) => target.url.startsWith("chrome://"))).toEqual([]);
      expect(targetInfos.filter((target) => target.type === "page")).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });
});
