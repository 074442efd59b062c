// createDemoRouter: the product's one app router (packages/domain) over the demo's ports —
// device storage, the simulated wearable, the fixed demo identity — and the context the
// web app's local link needs. The caller is the demo user while the demo flag is active.

import { demoScoringRule } from "@evenkeel/domain";
import {
  type AppRouter,
  type Clock,
  createAppRouter,
  type RouterContext,
  type RouterPorts,
} from "@evenkeel/domain/router";
import { createDemoIdentity } from "./adapters/demo-identity.ts";
import { createDemoMedia } from "./adapters/demo-media.ts";
import { demoOutreach } from "./adapters/demo-outreach.ts";
import { createDemoWearableGateway } from "./adapters/demo-wearable-gateway.ts";
import { deterministicInsightWriter } from "./adapters/deterministic-insight-writer.ts";
import { checkDemoStorage } from "./adapters/storage-check.ts";
import { systemClock } from "./adapters/system-clock.ts";
import { browserTimeZone } from "./browser-time-zone.ts";
import { isDemoActive } from "./demo-session.ts";
import { DEMO_USER_ID } from "./demo-user.ts";
import type { KeyValueStorage } from "./key-value-storage.ts";
import { createDemoDataStore } from "./store/demo-data-store.ts";

export interface DemoRouterOptions {
  clock?: Clock;
  /** How the simulated sync waits; defaults to a real timer. */
  sleep?: (ms: number) => Promise<void>;
  /** The visitor's IANA time zone, asked per call; defaults to the runtime's. */
  timeZone?: () => string;
}

export interface DemoRouter {
  router: AppRouter;
  createContext: () => Promise<RouterContext>;
  ports: RouterPorts;
}

const DEMO_SESSION_ID = "demo-session";

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createDemoRouter(storage: KeyValueStorage, options: DemoRouterOptions = {}): DemoRouter {
  const clock = options.clock ?? systemClock;
  const timeZone = options.timeZone ?? browserTimeZone;
  const store = createDemoDataStore(storage);
  const ports: RouterPorts = {
    clock,
    identity: createDemoIdentity(storage),
    media: createDemoMedia(),
    store,
    wearables: createDemoWearableGateway(store, { clock, sleep: options.sleep ?? wait, timeZone }),
    insightWriter: deterministicInsightWriter,
    // The demo never leaves the browser, so it has no language model: its settings say so.
    narrator: null,
    // Preferences are kept on the device; nothing is ever sent (docs/notifications.md).
    outreach: demoOutreach,
    scoring: demoScoringRule,
    // The demo's history is short: a change is rescored at once.
    historyRescoring: null,
    checkStorage: async () => checkDemoStorage(storage),
  };
  return {
    router: createAppRouter(),
    ports,
    // Read per call: exiting the demo (here or in another tab) ends access at once.
    createContext: async () => ({
      ports,
      auth: isDemoActive(storage) ? { userId: DEMO_USER_ID, sessionId: DEMO_SESSION_ID } : null,
      request: { ip: null, timeZone: timeZone() },
    }),
  };
}
