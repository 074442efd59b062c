// Moods logged without a connection, kept on the device (IndexedDB) until they are sent
// (docs/decisions/046-phone-first-visit.md). One entry per date: the date is the key here and
// on the server (one mood a day), so an entry is sent at most once whatever happens between.
import type { MoodTag } from "@evenkeel/contracts";
import { del, entries, set } from "idb-keyval";
import { deviceStore } from "./deviceStores";

export const OFFLINE_DATABASE = "evenkeel-offline";

export interface QueuedMood {
  date: string;
  rating: number;
  notes: string | null;
  tags: MoodTag[];
  /** When it was logged on the device (ms since the epoch). */
  queuedAt: number;
  /**
   * Logged on the one-tap check-in page: sent with the reminder's link (its token is the
   * credential, docs/decisions/035-one-tap-check-in.md) rather than as the signed-in user.
   */
  checkin?: { token: string };
}

export interface MoodOutbox {
  put(mood: QueuedMood): Promise<void>;
  list(): Promise<QueuedMood[]>;
  remove(date: string): Promise<void>;
}

const openStore = () => deviceStore(OFFLINE_DATABASE, "mood-outbox");

export const browserMoodOutbox: MoodOutbox = {
  put: (mood) => set(mood.date, mood, openStore()),
  list: async () =>
    (await entries<string, QueuedMood>(openStore()))
      .map(([, mood]) => mood)
      .sort((a, b) => a.date.localeCompare(b.date)),
  remove: (date) => del(date, openStore()),
};
