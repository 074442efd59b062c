// Busy states ("Saving...", a skeleton while loading) are seen by holding the request that ends
// them until the test has seen them, then letting it through: no fixed delay that a slow machine
// outruns or a fast one wastes. See docs/testing.md.
import type { Page } from "@playwright/test";

export interface HeldRequests {
  /** Lets the held requests (and every later one to the same address) go on. */
  release(): void;
}

/**
 * Holds the page's requests to `url` (a Playwright route pattern) until release(); then they
 * continue to the server, or with `outcome: "refused"` fail as if the server were unreachable.
 */
export async function holdRequests(
  page: Page,
  url: string,
  outcome: "continue" | "refused" = "continue",
): Promise<HeldRequests> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await (outcome === "refused" ? route.abort("connectionrefused") : route.continue());
  });
  return { release };
}
