// Which Chromium the browser tests drive (docs/testing.md): CHROMIUM_PATH when set, else Debian's
// /usr/bin/chromium, else the Chromium bundled inside the @sparticuz/chromium package, so a
// fresh machine with only `npm ci` behind it can still run the tests.
// EK_SKIP_SYSTEM_CHROMIUM=1 skips /usr/bin/chromium, to exercise the bundled fallback.
import fs from "node:fs";

export const SYSTEM_CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The features Playwright itself turns off (playwright-core 1.65's chromiumSwitches). Chromium
 * keeps only the last --disable-features it is given, so ours repeats them.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Debian's Chromium (156) runs headless as the full browser, and every new window (one per
 * browser context) loads the address bar's WebUI popups: two chrome:// pages in a renderer of
 * their own, about half a second of CPU per window on a 2-core machine, spent while the test's
 * or the benchmark's first page loads (bench/web-timing.ts opens a context per run). No test
 * opens the address bar.
 */
export const DISABLED_FEATURES = [
  ...PLAYWRIGHT_DISABLED_FEATURES,
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
];

/** Flags for a quiet, sandbox-free headless run on CI machines and containers. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${DISABLED_FEATURES.join(",")}`,
];

export type ChromiumSource = "CHROMIUM_PATH" | "system" | "@sparticuz/chromium";

export interface ResolvedChromium {
  executablePath: string;
  source: ChromiumSource;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export async function resolveChromium(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedChromium> {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) {
    if (!isExecutable(fromEnv))
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which is not an executable file`);
    return { executablePath: fromEnv, source: "CHROMIUM_PATH" };
  }
  if (env.EK_SKIP_SYSTEM_CHROMIUM !== "1" && isExecutable(SYSTEM_CHROMIUM_PATH)) {
    return { executablePath: SYSTEM_CHROMIUM_PATH, source: "system" };
  }
  // Unpacks the bundled browser into the temp folder once (later calls reuse it).
  const { default: bundledChromium } = await import("@sparticuz/chromium");
  return { executablePath: await bundledChromium.executablePath(), source: "@sparticuz/chromium" };
}
