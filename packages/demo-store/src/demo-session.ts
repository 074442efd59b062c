// Activating, exiting and resetting the demo (docs/screens.md). Activating sets the flag active,
// clears the access and refresh tokens and seeds — but only when there is nothing seeded or
// the last seeding is 7 or more days old, so a returning visitor finds what they logged.
// Exiting sets the flag to exited and clears the demo data; resetting seeds afresh.
import { DEMO_RESEED_AFTER_DAYS, DEVICE_STORAGE_KEYS, parseDemoFlag } from "@evenkeel/contracts";
import { browserTimeZone } from "./browser-time-zone.ts";
import { clearDemoData, DEMO_DATA_KEYS } from "./demo-keys.ts";
import { seedDemoData } from "./demo-seeding.ts";
import type { KeyValueStorage } from "./key-value-storage.ts";

const DAY_MS = 86_400_000;

export interface DemoSessionOptions {
  /** The visitor's IANA time zone; their local date is the demo's today. Defaults to the runtime's. */
  timeZone?: string;
}

export function isDemoActive(storage: KeyValueStorage): boolean {
  return parseDemoFlag(storage.getItem(DEVICE_STORAGE_KEYS.demoFlag)) === "active";
}

/** True when there is no seeded data, or it was seeded DEMO_RESEED_AFTER_DAYS or more days before `now`. */
export function demoSeedIsStale(storage: KeyValueStorage, now: Date): boolean {
  const seededAt = Date.parse(storage.getItem(DEMO_DATA_KEYS.seededAt) ?? "");
  if (Number.isNaN(seededAt) || storage.getItem(DEMO_DATA_KEYS.user) === null) return true;
  return now.getTime() - seededAt >= DEMO_RESEED_AFTER_DAYS * DAY_MS;
}

/** Turns the demo on; answers whether it seeded fresh data. */
export function activateDemo(
  storage: KeyValueStorage,
  now: Date = new Date(),
  options: DemoSessionOptions = {},
) {
  // Coming back after an exit always starts fresh, even if clearing was interrupted.
  const returning = parseDemoFlag(storage.getItem(DEVICE_STORAGE_KEYS.demoFlag)) === "exited";
  storage.removeItem(DEVICE_STORAGE_KEYS.accessToken);
  storage.removeItem(DEVICE_STORAGE_KEYS.refreshToken);
  storage.setItem(DEVICE_STORAGE_KEYS.demoFlag, "active");
  const seeded = returning || demoSeedIsStale(storage, now);
  if (seeded) seedDemoData(storage, now, options.timeZone ?? browserTimeZone());
  return { seeded };
}

/** Leaves the demo: the flag reads exited and no demo data is left on the device. */
export function exitDemo(storage: KeyValueStorage): void {
  clearDemoData(storage);
  storage.setItem(DEVICE_STORAGE_KEYS.demoFlag, "exited");
}

/** Replaces whatever the visitor changed with a freshly seeded data set. */
export function resetDemo(
  storage: KeyValueStorage,
  now: Date = new Date(),
  options: DemoSessionOptions = {},
): void {
  seedDemoData(storage, now, options.timeZone ?? browserTimeZone());
}
