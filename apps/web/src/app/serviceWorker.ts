// The service worker (public/sw.js, docs/notifications.md): it makes Evenkeel installable,
// caches the app shell only (never API answers) and shows push notifications.
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  try {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    return await navigator.serviceWorker.ready;
  } catch {
    // Not over HTTPS (or localhost), or blocked: the app works without it.
    return null;
  }
}

/** How long no file or API answer may finish before the first page counts as shown. */
export const NETWORK_QUIET_MS = 1_000;
/** After the load event, the service worker is registered by then whatever the page still fetches. */
export const REGISTER_BY_MS = 10_000;

export interface RequestWatch {
  /** Calls back whenever a request finishes; returns the function that stops watching. */
  observeRequests(onFinished: () => void): () => void;
  setTimer(callback: () => void, ms: number): () => void;
}

/**
 * Calls `then` once, when no request has finished for NETWORK_QUIET_MS, or REGISTER_BY_MS after
 * the start, whichever comes first.
 */
export function whenNetworkQuiet(watch: RequestWatch, then: () => void): void {
  let done = false;
  let cancelQuiet = () => {};
  const finish = () => {
    if (done) return;
    done = true;
    stopWatching();
    cancelQuiet();
    cancelLatest();
    then();
  };
  const stopWatching = watch.observeRequests(() => {
    cancelQuiet();
    cancelQuiet = watch.setTimer(finish, NETWORK_QUIET_MS);
  });
  cancelQuiet = watch.setTimer(finish, NETWORK_QUIET_MS);
  const cancelLatest = watch.setTimer(finish, REGISTER_BY_MS);
}

/** Finished requests as the page's Resource Timing reports them (files, fetches). */
const browserWatch: RequestWatch = {
  observeRequests(onFinished) {
    const observer = new PerformanceObserver(onFinished);
    observer.observe({ type: "resource" });
    return () => observer.disconnect();
  },
  setTimer(callback, ms) {
    const timer = window.setTimeout(callback, ms);
    return () => window.clearTimeout(timer);
  },
};

let registrationCancelled = false;

/**
 * Signing out removes the worker (session/deviceCaches.ts); a registration still waiting for
 * the network to go quiet must not bring it back. The next page load registers it again.
 */
export function cancelPendingRegistration(): void {
  registrationCancelled = true;
}

/**
 * Registers the service worker once the first page has shown: after the load event, when the
 * network has been quiet for a moment. On a first visit, registering at once made its install
 * (fetching the shell into the cache) and its handling of every request the page still made
 * compete with that page's chunks, data and rendering for the CPU (docs/notifications.md).
 * Subscribing to push registers it at once (pushSubscription.ts).
 */
export function registerServiceWorkerAfterFirstPage(): void {
  if (!("serviceWorker" in navigator)) return;
  const start = () =>
    whenNetworkQuiet(browserWatch, () => {
      if (!registrationCancelled) void registerServiceWorker();
    });
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
