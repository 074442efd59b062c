// Evenkeel's service worker (docs/notifications.md, docs/decisions/047-offline-reading-and-check-in.md).
// It keeps the app shell for offline use: the HTML page, the pages painted into HTML of their own
// (/login, /signup, /checkin), this build's scripts and styles (listed into BUILD by
// build/shell-files.ts), the manifest and the icons. It never touches /api, /shared
// or /healthz: answers with health data pass straight to the network, uncached, so no API
// answer is ever served from here, fresh or stale (the app keeps its own, marked with their
// time, offline/keepReads.ts). It shows push notifications, opening the page they name when tapped.
const BUILD = { version: "dev", files: [], pages: [] };
const CACHE = `evenkeel-shell-${BUILD.version}`;
const SHELL = ["/", "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png", "/icons/icon-512.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll([...SHELL, ...BUILD.pages, ...BUILD.files])),
  );
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  // The last build's shell goes: its files are not this page's any more.
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Only the app's own static files: never the API, shared reports or uploads. */
function isShell(url) {
  if (url.origin !== self.location.origin) return false;
  if (/^\/(api|shared|healthz)(\/|$)/.test(url.pathname)) return false;
  return url.pathname.startsWith("/assets/") || SHELL.includes(url.pathname);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (
    request.mode === "navigate" &&
    url.origin === self.location.origin &&
    !/^\/(api|shared)\//.test(url.pathname)
  ) {
    // Pages: the network first, the kept shell when offline (the app then shows what it kept);
    // a painted page's own HTML for its path (/checkin?token=… is /checkin's).
    const kept = BUILD.pages.includes(url.pathname) ? url.pathname : "/";
    event.respondWith(
      fetch(request).catch(() => caches.match(kept).then((cached) => cached ?? Response.error())),
    );
    return;
  }
  if (!isShell(url)) return;
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ??
        fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});

self.addEventListener("push", (event) => {
  let message = { title: "Evenkeel", body: "", url: "/dashboard", tag: "evenkeel" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still shows the product's name.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/dashboard", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
