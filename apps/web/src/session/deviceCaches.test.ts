// Signing out deletes every cache and every IndexedDB database, and finishes even when a
// database is held open elsewhere (blocked).
import { describe, expect, it } from "vitest";
import { clearDeviceCaches, type DeviceCaches } from "./deviceCaches";

function fakeStore(
  cacheNames: string[],
  databaseNames: string[],
  outcome: "success" | "blocked" = "success",
) {
  const caches = new Set(cacheNames);
  const databases = new Set(databaseNames);
  const workers = { registered: 1 };
  const store: DeviceCaches = {
    serviceWorker: {
      getRegistrations: async () =>
        Array.from({ length: workers.registered }, () => ({
          unregister: async () => {
            workers.registered--;
            return true;
          },
        })) as unknown as ServiceWorkerRegistration[],
    },
    caches: {
      keys: async () => [...caches],
      delete: async (name: string) => caches.delete(name),
    },
    indexedDB: {
      databases: async () => [...databases].map((name) => ({ name, version: 1 })),
      deleteDatabase: (name: string) => {
        const request = {} as IDBOpenDBRequest;
        setTimeout(() => {
          if (outcome === "success") databases.delete(name);
          const handler = outcome === "success" ? request.onsuccess : request.onblocked;
          handler?.call(request, new Event(outcome) as IDBVersionChangeEvent);
        }, 0);
        return request;
      },
    },
  };
  return { store, caches, databases, workers };
}

describe("clearDeviceCaches", () => {
  it("deletes every cache and every database, the service worker first", async () => {
    // The shell kept for offline use, the moods waiting to be sent, the answers kept for reading offline.
    const { store, caches, databases, workers } = fakeStore(
      ["evenkeel-shell-f9f8589b9fe2", "evenkeel-shell-v1"],
      ["evenkeel-offline", "evenkeel-reads"],
    );
    await clearDeviceCaches(store);
    expect(workers.registered).toBe(0);
    expect([...caches]).toEqual([]);
    expect([...databases]).toEqual([]);
  });

  it("returns when a database's deletion is blocked by another tab", async () => {
    const { store, caches } = fakeStore(["evenkeel-shell-v1"], ["evenkeel-offline"], "blocked");
    await clearDeviceCaches(store);
    expect([...caches]).toEqual([]);
  });

  it("does nothing where the browser has neither", async () => {
    await expect(clearDeviceCaches({})).resolves.toBeUndefined();
  });
});
