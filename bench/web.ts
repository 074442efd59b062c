// The web phase: the production server serving the built app over the seeded database, and
// Debian's Chromium (found as the browser tests find it) for the bundle and dashboard timings,
// and Lighthouse's mobile audit of the pages a phone opens first (web-lighthouse.ts).
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, resolveChromium } from "../apps/web/e2e/support/chromium.ts";
import type { BenchOptions } from "./options.ts";
import type { Figure } from "./report.ts";
import type { SeededDatabase } from "./seed.ts";
import { freePort, startEvenkeel } from "./server-process.ts";
import { mintAccessTokens, mintCheckinLink } from "./tokens.ts";
import { benchBundle } from "./web-bundle.ts";
import { benchLighthouse } from "./web-lighthouse.ts";
import { benchDashboardTiming } from "./web-timing.ts";

export async function benchWeb(
  db: SeededDatabase,
  options: BenchOptions,
  jwtSecret: string,
): Promise<Figure[]> {
  const port = await freePort();
  const [user] = await mintAccessTokens(db.dataDir, db.userIds.slice(0, 1), {
    secret: jwtSecret,
    issuer: `http://127.0.0.1:${port}`,
  });
  if (!user) throw new Error("no user to sign in with");
  // The seeded users live in UTC: the link is for their today.
  const checkinLink = await mintCheckinLink(db.dataDir, user.userId, db.today);
  const server = await startEvenkeel({ dataDir: db.dataDir, port, jwtSecret });
  const { executablePath } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const bundle = await benchBundle(browser, server.url);
    const timing = await benchDashboardTiming(browser, server.url, user, options.webRuns);
    const audits = await benchLighthouse(server.url, user, checkinLink, options.lighthouseRuns);
    return [...bundle, ...timing, ...audits];
  } finally {
    await browser.close();
    await server.stop();
  }
}
