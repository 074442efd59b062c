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
