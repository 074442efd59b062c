// What this origin keeps on the device, for journeys that check signing out leaves nothing behind.
import type { Page } from "@playwright/test";

/** The IndexedDB databases, Cache Storage caches and service workers of the page's origin. */
export function deviceContents(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
    workers: (await navigator.serviceWorker.getRegistrations()).length,
  }));
}
