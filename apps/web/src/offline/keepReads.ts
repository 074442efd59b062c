// Keeps the query cache's successful answers on the device while a person is signed in, and
// puts them back when the browser is offline, so each screen they visited reads as it was last
// shown, with the time it was current (docs/decisions/047-offline-reading-and-check-in.md). Put
// back answers keep their own dataUpdatedAt: they are stale at once and refetched as soon as
// there is a connection. Online, nothing is read from the device: the network answers.
import { dehydrate, hydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { mergeSnapshots, type ReadSnapshot, type ReadStore, readSnapshot } from "./readCache";

/** Answers come in bursts (a page's queries): they are written together, this long after the first. */
export const SAVE_AFTER_MS = 1_000;

/** The one-tap check-in's link status belongs to the link, not to the person's data. */
export function keptForReading(query: Pick<Query, "queryKey" | "state">): boolean {
  const [path] = query.queryKey;
  return query.state.status === "success" && !(Array.isArray(path) && path[0] === "checkin");
}

export interface ReadKeeping {
  store: ReadStore;
  userId: string;
  /** False once the session is no longer this user's: nothing more is written. */
  stillTheirs(): boolean;
  online(): boolean;
  now(): number;
}

/** Starts keeping; returns the function that stops it (a pending write is made first). */
export function keepReads(queryClient: QueryClient, keeping: ReadKeeping): () => void {
  const { store, userId } = keeping;
  let earlier: Promise<ReadSnapshot | null> | null = null;
  const known = () => {
    earlier ??= store
      .load(userId)
      .then((value) => readSnapshot(value, userId, keeping.now()))
      .catch(() => null);
    return earlier;
  };

  const restore = () =>
    void known().then((snapshot) => {
      if (snapshot && keeping.stillTheirs())
        hydrate(queryClient, { mutations: [], queries: snapshot.queries });
    });

  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = async () => {
    timer = null;
    // Signed out meanwhile: the device is being cleared, and nothing may open the store again.
    if (!keeping.stillTheirs()) return;
    const shown = dehydrate(queryClient, { shouldDehydrateQuery: keptForReading }).queries;
    const snapshot = mergeSnapshots(await known(), shown, userId, keeping.now());
    earlier = Promise.resolve(snapshot);
    if (keeping.stillTheirs()) await store.save(snapshot).catch(() => undefined);
  };
  const saveSoon = () => {
    timer ??= setTimeout(() => void save(), SAVE_AFTER_MS);
  };
  const saveNow = () => {
    if (timer === null) return;
    clearTimeout(timer);
    void save();
  };

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success") saveSoon();
  });
  if (!keeping.online()) restore();
  window.addEventListener("offline", restore);
  window.addEventListener("pagehide", saveNow);
  return () => {
    unsubscribe();
    window.removeEventListener("offline", restore);
    window.removeEventListener("pagehide", saveNow);
    saveNow();
  };
}
