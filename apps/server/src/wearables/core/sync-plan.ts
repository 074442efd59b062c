// Which stretches of time a sync fetches from a provider (pure): the requested dates (padded so the
// cycles of their first and last day are inside), or since three days before the last sync
// (90 days for a first one); the last three cycles, whose strain is provisional; and days
// whose score was still pending. Overlaps are merged, then cut into chunks, newest first,
// each fetched and saved on its own so an interruption keeps what was saved.
import type { TimeWindow } from "./provider-adapter.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const FIRST_SYNC_DAYS = 90;
export const RESYNC_OVERLAP_DAYS = 3;
export const CHUNK_DAYS = 30;
/**
 * The oldest day a requested range may reach, counted back from now: a year (review item 2;
 * the longest stretch a person imports, about 50 WHOOP requests). Older dates in a manual
 * sync's start_date are not fetched: one user's sync from 1900-01-01 would otherwise spend
 * the app-wide WHOOP budget of everyone (docs/decisions/015).
 */
export const REQUESTED_RANGE_MAX_DAYS = 366;
/** A local date's cycle starts the evening before, up to 14 h west of UTC: pad two days back. */
const PAD_BEFORE_MS = 2 * DAY_MS;
/** …and the cycle of the last date ends the evening after it, up to 12 h east: three days on. */
const PAD_AFTER_MS = 3 * DAY_MS;

export interface SyncPlanInput {
  nowMs: number;
  range?: { start_date?: string | undefined; end_date?: string | undefined } | undefined;
  lastSyncedAt: string | null;
  /** Dates (YYYY-MM-DD) with a score the provider had not finished. */
  pendingDates: readonly string[];
  /** Start of the oldest of the last three cycles, when known. */
  recentCyclesStartMs: number | null;
}

export function planSyncWindows(input: SyncPlanInput): TimeWindow[] {
  const { nowMs } = input;
  const windows: TimeWindow[] = [requestedWindow(input)];
  if (input.recentCyclesStartMs !== null) windows.push({ startMs: input.recentCyclesStartMs, endMs: nowMs });
  for (const date of input.pendingDates) {
    const midnight = Date.parse(`${date}T00:00:00.000Z`);
    windows.push({ startMs: midnight - PAD_BEFORE_MS, endMs: midnight + PAD_AFTER_MS });
  }
  const clipped = windows
    .map((window) => ({ startMs: window.startMs, endMs: Math.min(window.endMs, nowMs) }))
    .filter((window) => window.endMs > window.startMs);
  return chunk(merge(clipped), CHUNK_DAYS * DAY_MS);
}

/**
 * The first of the FIRST_SYNC_DAYS dates a first sync (the backfill) stores, today included.
 * The backfill asks for these dates as a manual sync of them would, padding included: starting
 * at the instant 90 days ago instead missed the first day's cycle whenever it had begun before
 * that hour, so a backfill stored 89 days where a manual sync stored 90 (docs/wearables.md).
 */
export function firstSyncStartDate(nowMs: number): string {
  return new Date(nowMs - (FIRST_SYNC_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
}

function requestedWindow({ nowMs, range, lastSyncedAt }: SyncPlanInput): TimeWindow {
  const startDate = range?.start_date ?? (lastSyncedAt === null ? firstSyncStartDate(nowMs) : null);
  const requestedStartMs =
    startDate !== null
      ? Date.parse(`${startDate}T00:00:00.000Z`) - PAD_BEFORE_MS
      : Date.parse(lastSyncedAt ?? "") - RESYNC_OVERLAP_DAYS * DAY_MS;
  const startMs = Math.max(requestedStartMs, nowMs - REQUESTED_RANGE_MAX_DAYS * DAY_MS - PAD_BEFORE_MS);
  const endMs = range?.end_date ? Date.parse(`${range.end_date}T00:00:00.000Z`) + PAD_AFTER_MS : nowMs;
  return { startMs, endMs };
}

function merge(windows: TimeWindow[]): TimeWindow[] {
  const sorted = [...windows].sort((a, b) => a.startMs - b.startMs);
  const merged: TimeWindow[] = [];
  for (const window of sorted) {
    const last = merged.at(-1);
    if (last && window.startMs <= last.endMs) last.endMs = Math.max(last.endMs, window.endMs);
    else merged.push({ ...window });
  }
  return merged;
}

/** Newest first: the days a user looks at first are saved first. */
function chunk(windows: TimeWindow[], sizeMs: number): TimeWindow[] {
  const chunks: TimeWindow[] = [];
  for (const window of [...windows].reverse()) {
    for (let endMs = window.endMs; endMs > window.startMs; endMs -= sizeMs) {
      chunks.push({ startMs: Math.max(window.startMs, endMs - sizeMs), endMs });
    }
  }
  return chunks;
}

/**
 * Windows of whole dates for a provider whose days are local dates (Oura, Google Health): from
 * `first` to `last` (YYYY-MM-DD, inclusive), CHUNK_DAYS at a time, newest first, each from the
 * midnight (UTC) of its first date to the midnight after its last, so windows never share a day.
 */
export function dateWindows(first: string, last: string): TimeWindow[] {
  const windows: TimeWindow[] = [];
  const startMs = Date.parse(`${first}T00:00:00.000Z`);
  for (
    let endMs = Date.parse(`${last}T00:00:00.000Z`) + DAY_MS;
    endMs > startMs;
    endMs -= CHUNK_DAYS * DAY_MS
  ) {
    windows.push({ startMs: Math.max(startMs, endMs - CHUNK_DAYS * DAY_MS), endMs });
  }
  return windows;
}

/** The dates a sync of a date-based provider asks for: the range given, else since the last sync (less an overlap) or the backfill's start, to tomorrow (UTC; east of UTC it has begun). */
export function requestedDates(
  nowMs: number,
  lastSyncedAt: string | null,
  range: { start_date?: string | undefined; end_date?: string | undefined } | undefined,
): { first: string; last: string } {
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const defaultStart = lastSyncedAt
    ? Date.parse(lastSyncedAt) - RESYNC_OVERLAP_DAYS * DAY_MS
    : nowMs - FIRST_SYNC_DAYS * DAY_MS;
  return { first: range?.start_date ?? iso(defaultStart), last: range?.end_date ?? iso(nowMs + DAY_MS) };
}
