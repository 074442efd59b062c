// What the browser keeps besides the tokens: the service worker with its Cache Storage, and any
// IndexedDB database. Signing out forgets all of it, so the next person on this device finds
// nothing of the last one's, not even the last one's reminders: the worker goes first, as it
// would otherwise cache the sign-in page's files anew, and its push subscription goes with it.
// The next page load registers a fresh one (docs/decisions/046-phone-first-visit.md).

export interface DeviceCaches {
  serviceWorker?: Pick<ServiceWorkerContainer, "getRegistrations">;
  caches?: Pick<CacheStorage, "keys" | "delete">;
  indexedDB?: Pick<IDBFactory, "databases" | "deleteDatabase">;
}

function deleted(request: IDBOpenDBRequest): Promise<void> {
  return new Promise((resolve) => {
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab holding it open: the deletion completes once it closes; nothing to wait for.
    request.onblocked = () => resolve();
  });
}

/** Unregisters the service worker, then deletes every cache and IndexedDB database of this origin. */
export async function clearDeviceCaches(
  store: DeviceCaches = {
    serviceWorker: globalThis.navigator?.serviceWorker,
    caches: globalThis.caches,
    indexedDB: globalThis.indexedDB,
  },
): Promise<void> {
  if (store.serviceWorker) {
    const registrations = await store.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  const work: Promise<unknown>[] = [];
  if (store.caches) {
    const names = await store.caches.keys();
    for (const name of names) work.push(store.caches.delete(name));
  }
  if (store.indexedDB) {
    const databases = await store.indexedDB.databases();
    for (const { name } of databases) if (name) work.push(deleted(store.indexedDB.deleteDatabase(name)));
  }
  await Promise.all(work);
}
