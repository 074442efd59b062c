// Demo-mode fixtures: entering the demo the way a visitor does (the "Try Demo" button), the
// visitor's today, and a log of every request to /api/ made while the demo flag is active —
// checked after each test, because in demo mode nothing may leave the browser (docs/architecture.md).
import { DEVICE_STORAGE_KEYS } from "@evenkeel/contracts";
import { localDate } from "@evenkeel/domain";
import { e2eNow } from "./clock";
import { test as base, expect, type Page } from "./fixtures";
import { BROWSER_TIME_ZONE } from "./stack";

export type Demo = {
  /** Today in the browser's zone, YYYY-MM-DD: the demo's last day of data. */
  today: string;
  /** Opens `from`, presses "Try Demo (No Account Needed)" and waits for the dashboard. */
  enter(from?: "/login" | "/signup"): Promise<void>;
  /** Every storage key the demo keeps its data under, with its value (null when gone). */
  storedData(): Promise<Record<string, string | null>>;
  /** One stored demo collection, parsed (e.g. "metrics", "moods"); [] when absent. */
  collection<T = Record<string, unknown>>(name: string): Promise<T[]>;
  /** The demo flag as stored: "active", "exited" or null. */
  flag(): Promise<string | null>;
};

const DEMO_DATA_PREFIX = "evenkeel.demo_data.";

async function readStorage(page: Page) {
  return page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
}

export const test = base.extend<{ demo: Demo }>({
  demo: async ({ page }, use) => {
    const leaked: string[] = [];
    let watching = false;
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (watching && url.pathname.startsWith("/api/")) leaked.push(`${request.method()} ${url.pathname}`);
    });

    const flag = async () => (await readStorage(page))[DEVICE_STORAGE_KEYS.demoFlag] ?? null;

    await use({
      today: localDate(e2eNow(), BROWSER_TIME_ZONE),
      async enter(from = "/login") {
        await page.goto(from);
        watching = true;
        await page.getByRole("button", { name: "Try Demo (No Account Needed)" }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
      },
      async storedData() {
        const stored = await readStorage(page);
        return Object.fromEntries(Object.entries(stored).filter(([key]) => key.startsWith(DEMO_DATA_PREFIX)));
      },
      async collection<T>(name: string) {
        const raw = (await readStorage(page))[`${DEMO_DATA_PREFIX}${name}`];
        return raw ? (JSON.parse(raw) as T[]) : [];
      },
      flag,
    });

    expect(leaked, "requests to the API while exploring the demo").toEqual([]);
  },
});

export { VIEWPORTS } from "./fixtures";
export { expect, type Page };
