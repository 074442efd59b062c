// Lighthouse 12 (mobile: simulated slow 4G and a 4× slower CPU, its default) on the pages a
// phone opens first: /login, /checkin (a reminder's link), the demo dashboard and a signed-in
// dashboard. Each run starts from an empty HTTP cache and no service worker; the dashboards'
// storage (a seeded user's tokens; the demo entered through "Try Demo") is made first on a page
// of the same origin. The median of the runs per page and category is reported.

import { DEVICE_STORAGE_KEYS } from "@evenkeel/contracts";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { CHROMIUM_ARGS, resolveChromium } from "../apps/web/e2e/support/chromium.ts";
import { type Figure, figure, type LighthousePage, printTable } from "./report.ts";
import type { BenchUser } from "./tokens.ts";

export const LIGHTHOUSE_RUNS = 3;

interface Target {
  name: LighthousePage;
  path: string;
  /** Makes the page's storage, on a page of the same origin, before each run. */
  prepare?: (page: Page, origin: string) => Promise<void>;
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const median = (values: readonly number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A same-origin page with no script, so only its own small file enters the cache. */
async function onOrigin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/manifest.webmanifest`);
}

async function coldStart(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
}

function targets(user: BenchUser, checkinLink: string): Target[] {
  return [
    { name: "/login", path: "/login" },
    // A reminder's link (a push's, without a rating): the page, its call and the rating it offers.
    { name: "/checkin", path: checkinLink },
    {
      name: "demo dashboard",
      path: "/dashboard",
      prepare: async (page, origin) => {
        await page.goto(`${origin}/login`);
        await page.locator("button::-p-text(Try Demo)").click();
        await page.waitForFunction(() => location.pathname === "/dashboard");
      },
    },
    {
      name: "signed-in dashboard",
      path: "/dashboard",
      prepare: async (page, origin) => {
        await onOrigin(page, origin);
        await page.evaluate(
          (keys, access, refresh) => {
            localStorage.setItem(keys.accessToken, access);
            localStorage.setItem(keys.refreshToken, refresh);
          },
          DEVICE_STORAGE_KEYS,
          user.authorization.slice("Bearer ".length),
          user.refreshToken,
        );
      },
    },
  ];
}

/** One audit in a browser of its own: a renderer that dies takes no other run with it. */
async function runOnce(executablePath: string, origin: string, target: Target): Promise<Run> {
  const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (target.prepare) await target.prepare(page, origin);
    else await onOrigin(page, origin);
    await coldStart(page);
    const result = await lighthouse(
      `${origin}${target.path}`,
      {
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        // The storage made above is the point; the HTTP cache was emptied by coldStart.
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.name}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: value("first-contentful-paint"),
      lcpMs: value("largest-contentful-paint"),
      cls: value("cumulative-layout-shift"),
      tbtMs: value("total-blocking-time"),
    };
  } finally {
    await browser.close().catch(() => undefined);
  }
}

/**
 * A run whose performance could not be scored (Lighthouse's NO_NAVSTART, "please run
 * Lighthouse again": its trace missed the navigation, now and then on a busy machine) is made
 * again, twice at most; a run still without a score is left out of the medians.
 */
async function scoredRun(executablePath: string, origin: string, target: Target): Promise<Run> {
  let result = await runOnce(executablePath, origin, target);
  for (let retry = 0; retry < 2 && !Number.isFinite(result.performance); retry++) {
    process.stdout.write(`  ${target.name}: a run without a performance score, made again\n`);
    result = await runOnce(executablePath, origin, target);
  }
  return result;
}

export async function benchLighthouse(
  origin: string,
  user: BenchUser,
  checkinLink: string,
  runs = LIGHTHOUSE_RUNS,
): Promise<Figure[]> {
  const { executablePath } = await resolveChromium();
  const figures: Figure[] = [];
  const rows: string[][] = [];
  for (const target of targets(user, checkinLink)) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run++) results.push(await scoredRun(executablePath, origin, target));
    const of = (key: keyof Run) => median(results.map((result) => result[key]));
    rows.push([
      target.name,
      results.map((result) => result.performance).join(", "),
      String(of("performance")),
      (of("fcpMs") / 1000).toFixed(1),
      (of("lcpMs") / 1000).toFixed(1),
      of("tbtMs").toFixed(0),
      of("cls").toFixed(3),
      String(of("accessibility")),
      String(of("bestPractices")),
      String(of("seo")),
    ]);
    const label = `lighthouse ${target.name}`;
    figures.push(
      figure(`${label} performance`, of("performance"), "score"),
      figure(`${label} LCP`, of("lcpMs"), "ms"),
      figure(`${label} FCP`, of("fcpMs"), "ms"),
      figure(`${label} TBT`, of("tbtMs"), "ms"),
      figure(`${label} CLS`, of("cls"), "score"),
      figure(`${label} accessibility`, of("accessibility"), "score"),
      figure(`${label} best practices`, of("bestPractices"), "score"),
      figure(`${label} SEO`, of("seo"), "score"),
    );
  }
  printTable(
    `Lighthouse 12 mobile (slow 4G, 4× CPU), median of ${runs} runs`,
    ["page", "performance runs", "performance", "FCP s", "LCP s", "TBT ms", "CLS", "a11y", "best pr.", "SEO"],
    rows,
  );
  return figures;
}
