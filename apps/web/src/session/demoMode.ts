// Entering, leaving and resetting demo mode (docs/screens.md). The work — seeding, clearing — is
// demo-store's, loaded on demand so a signed-in visitor never downloads it; this file tells
// the rest of the app that the session changed.
import { storeDemoFlag } from "./storage";

/** demo-store and the domain code it runs, as a separate chunk fetched on first use. */
export function loadDemoStore() {
  return import("@evenkeel/demo-store");
}

/** Sets the flag active, clears the tokens and seeds the demo data when it is missing or stale. */
export async function enterDemoMode(): Promise<void> {
  const demo = await loadDemoStore();
  demo.activateDemo(window.localStorage);
  // activateDemo wrote the flag and removed the tokens; this tells guards and headers.
  storeDemoFlag("active");
}

/** The flag reads exited at once (the app leaves the demo); the demo data is cleared next. */
export function exitDemoMode(): Promise<void> {
  storeDemoFlag("exited");
  return loadDemoStore()
    .then((demo) => demo.exitDemo(window.localStorage))
    .catch((error: unknown) => console.error("Could not clear the demo data", error));
}

/** Re-seeds the demo data and reloads the page, so every screen starts from it. */
export async function resetDemoMode(): Promise<void> {
  const demo = await loadDemoStore();
  demo.resetDemo(window.localStorage);
  window.location.reload();
}
