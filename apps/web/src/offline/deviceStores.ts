// The IndexedDB stores the app keeps on the device (idb-keyval, one database each: idb-keyval
// creates a database's object store only when the database is new). Signing out closes them
// all, so deleting the databases is not blocked by this tab's own open connections; the next use
// opens them anew (docs/decisions/047-offline-reading-and-check-in.md).
import { createStore, type UseStore } from "idb-keyval";

const opened = new Map<string, UseStore>();

/** The store `storeName` of database `database`, opened on first use. */
export function deviceStore(database: string, storeName: string): UseStore {
  let store = opened.get(database);
  if (!store) {
    store = createStore(database, storeName);
    opened.set(database, store);
  }
  return store;
}

/** Closes every open store of this tab. */
export async function closeDeviceStores(): Promise<void> {
  const open = [...opened.values()];
  opened.clear();
  await Promise.all(open.map((store) => store("readonly", (objects) => objects.transaction.db.close())));
}
