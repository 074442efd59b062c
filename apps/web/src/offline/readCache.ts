// The last answers each screen showed, kept on the device for reading offline
// (docs/decisions/047-offline-reading-and-check-in.md). One snapshot per signed-in user: the
// successful queries as TanStack Query dehydrates them, each with the time it was current
// (dataUpdatedAt). A snapshot is merged, not replaced, so a screen visited yesterday stays
// readable after today's visit, and it is bounded in entries, age and size. What is read back
// is checked as any outside input: a malformed or foreign snapshot is ignored.
import type { DehydratedState } from "@tanstack/react-query";
import { clear, get, set } from "idb-keyval";
import { deviceStore } from "./deviceStores";

export const READS_DATABASE = "evenkeel-reads";

/** Queries kept per user; the least recently current go first. */
export const MAX_KEPT_QUERIES = 150;
/** Answers older than this are not worth showing as "what was current". */
export const MAX_KEPT_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Characters of JSON kept per user, all queries together. */
export const MAX_KEPT_CHARS = 4_000_000;
/** A query key deeper or longer than this is not one of the app's. */
const MAX_KEY_CHARS = 2_000;

export type KeptQuery = DehydratedState["queries"][number];

export interface ReadSnapshot {
  version: 1;
  userId: string;
  queries: KeptQuery[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isKeptQuery(value: unknown, now: number): value is KeptQuery {
  if (!isRecord(value) || !isRecord(value.state)) return false;
  const { queryHash, queryKey, state } = value;
  return (
    typeof queryHash === "string" &&
    queryHash.length <= MAX_KEY_CHARS &&
    Array.isArray(queryKey) &&
    state.status === "success" &&
    typeof state.dataUpdatedAt === "number" &&
    state.dataUpdatedAt > now - MAX_KEPT_AGE_MS &&
    state.dataUpdatedAt <= now + 60_000 &&
    state.data !== undefined
  );
}

/** The snapshot `value` if it is a well-formed one of `userId`'s, within bounds; else null. */
export function readSnapshot(value: unknown, userId: string, now: number): ReadSnapshot | null {
  if (!isRecord(value) || value.version !== 1 || value.userId !== userId) return null;
  const { queries } = value;
  if (!Array.isArray(queries) || queries.length > MAX_KEPT_QUERIES) return null;
  const kept = queries.filter((query) => isKeptQuery(query, now));
  return { version: 1, userId, queries: bounded(kept) };
}

/** The newest answers first, as many as fit the size budget. */
function bounded(queries: KeptQuery[]): KeptQuery[] {
  const newestFirst = [...queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const kept: KeptQuery[] = [];
  let chars = 0;
  for (const query of newestFirst) {
    if (kept.length === MAX_KEPT_QUERIES) break;
    const size = JSON.stringify(query.state.data)?.length ?? 0;
    if (chars + size > MAX_KEPT_CHARS) continue;
    chars += size;
    kept.push(query);
  }
  return kept;
}

/** `earlier` with `later`'s answers laid over it (the more recent answer of a query wins). */
export function mergeSnapshots(
  earlier: ReadSnapshot | null,
  later: KeptQuery[],
  userId: string,
  now: number,
): ReadSnapshot {
  const byHash = new Map<string, KeptQuery>();
  for (const query of [...(earlier?.queries ?? []), ...later]) {
    if (!isKeptQuery(query, now)) continue;
    const known = byHash.get(query.queryHash);
    if (!known || known.state.dataUpdatedAt <= query.state.dataUpdatedAt) byHash.set(query.queryHash, query);
  }
  return { version: 1, userId, queries: bounded([...byHash.values()]) };
}

/** Where the snapshots live: IndexedDB in the browser, a map in tests. */
export interface ReadStore {
  load(userId: string): Promise<unknown>;
  save(snapshot: ReadSnapshot): Promise<void>;
  /** Forgets every snapshot (the session ended). */
  clear(): Promise<void>;
}

const openStore = () => deviceStore(READS_DATABASE, "snapshots");

export const browserReadStore: ReadStore = {
  load: (userId) => get(userId, openStore()),
  // Stored as a plain copy: the answers are JSON already, so nothing is lost.
  save: (snapshot) => set(snapshot.userId, JSON.parse(JSON.stringify(snapshot)), openStore()),
  clear: () => clear(openStore()),
};
