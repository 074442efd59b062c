// @evenkeel/demo-store: the app router in the browser over device storage (demo mode,
// docs/architecture.md), and the demo's lifecycle: activate, exit, reset.

export { clearDemoData, DEMO_DATA_KEYS } from "./demo-keys.ts";
export { createDemoRouter, type DemoRouter, type DemoRouterOptions } from "./demo-router.ts";
export {
  activateDemo,
  type DemoSessionOptions,
  demoSeedIsStale,
  exitDemo,
  isDemoActive,
  resetDemo,
} from "./demo-session.ts";
export { DEMO_SEED, DEMO_USER_EMAIL, DEMO_USER_ID } from "./demo-user.ts";
export { createMemoryStorage, type KeyValueStorage } from "./key-value-storage.ts";
