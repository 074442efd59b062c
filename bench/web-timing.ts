// How long the dashboard takes to show its cards, in Chromium against the production build:
// from navigation start (the page's own performance clock) to the four summary cards in the
// DOM, each run in a fresh browser context (empty cache). Signed in: a seeded user's tokens in
// storage. Demo: a visitor who already entered the demo opens /dashboard; and, separately, a
// first visit that opens /login and presses "Try Demo". The median of the runs is reported.

import { DEVICE_STORAGE_KEYS } from "@evenkeel/contracts";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { type Figure, figure } from "./report.ts";
import type { BenchUser } from "./tokens.ts";

const CONTEXT: BrowserContextOptions = {
  locale: "en-US",
  timezoneId: "UTC",
  viewport: { width: 1440, height: 900 },
};

/** Resolves with performance.now() (ms since navigation start) when the four cards are in the page. */
function cardsShownAt(page: Page): Promise<number> {
  return page
    .waitForFunction(
      () => {
        // The summary cards' section is named by its heading (SummaryCards.tsx).
        const cards = document
          .getElementById("latest-metrics")
          ?.closest("section")
          ?.querySelectorAll("article");
        if (!cards) return false;
        return cards.length >= 4 ? performance.now() : false;
      },
      undefined,
      { polling: "raf", timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

async function timeRuns(runs: number, once: () => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await once());
  return times;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function benchDashboardTiming(
  browser: Browser,
  baseUrl: string,
  user: BenchUser,
  runs: number,
): Promise<Figure[]> {
  const signedIn = await timeRuns(runs, async () => {
    const context = await browser.newContext({ ...CONTEXT, baseURL: baseUrl });
    await context.addInitScript(
      ({ keys, access, refresh }) => {
        localStorage.setItem(keys.accessToken, access);
        localStorage.setItem(keys.refreshToken, refresh);
      },
      {
        keys: DEVICE_STORAGE_KEYS,
        access: user.authorization.slice("Bearer ".length),
        refresh: user.refreshToken,
      },
    );
    const page = await context.newPage();
    await page.goto("/dashboard", { waitUntil: "commit" });
    const ms = await cardsShownAt(page);
    await context.close();
    return ms;
  });

  // Enter the demo once; later runs start from its storage (demo flag and simulated data).
  const setup = await browser.newContext({ ...CONTEXT, baseURL: baseUrl });
  const firstVisit: number[] = [];
  const entry = async (context = setup) => {
    const page = await context.newPage();
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Try Demo (No Account Needed)" }).click();
    return cardsShownAt(page);
  };
  firstVisit.push(await entry());
  const demoStorage = await setup.storageState();
  await setup.close();
  for (let run = 1; run < runs; run++) {
    const context = await browser.newContext({ ...CONTEXT, baseURL: baseUrl });
    firstVisit.push(await entry(context));
    await context.close();
  }

  const demo = await timeRuns(runs, async () => {
    const context = await browser.newContext({ ...CONTEXT, baseURL: baseUrl, storageState: demoStorage });
    const page = await context.newPage();
    await page.goto("/dashboard", { waitUntil: "commit" });
    const ms = await cardsShownAt(page);
    await context.close();
    return ms;
  });

  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");
  process.stdout.write(`  signed-in dashboard: ${list(signedIn)} ms\n`);
  process.stdout.write(`  demo dashboard: ${list(demo)} ms\n`);
  process.stdout.write(`  demo first visit (/login → Try Demo → cards): ${list(firstVisit)} ms\n`);
  return [
    figure("signed-in dashboard visible", median(signedIn), "ms"),
    figure("demo dashboard visible", median(demo), "ms"),
    figure("demo first visit to dashboard", median(firstVisit), "ms"),
  ];
}
