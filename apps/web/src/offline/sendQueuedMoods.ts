// Sends the moods kept on the device, oldest date first, each once. A create the server refuses
// because the day has a mood (409) is either this entry already sent (its answer lost with the
// connection) when the server's mood is the same, or a different mood logged elsewhere: then
// the person is asked, as a one-tap check-in does. A network failure stops the pass and keeps
// the rest for the next time the connection returns. A one-tap check-in's entry goes with its
// link (docs/decisions/047-offline-reading-and-check-in.md); only its rating is compared, since
// the link changes only the rating.
import type { Mood } from "@evenkeel/contracts";
import { errorStatus } from "../api/apiErrors";
import type { MoodOutbox, QueuedMood } from "./moodOutbox";

export interface MoodSender {
  create(mood: QueuedMood): Promise<unknown>;
  /** The server's mood for the entry's date, or null. */
  existing(mood: QueuedMood): Promise<Mood | null>;
}

export interface SendResult {
  sent: string[];
  /** Entries the server already has another mood for: kept until the person decides. */
  conflicts: Array<{ queued: QueuedMood; existing: Mood }>;
  /** Entries the server refused for good (e.g. an expired check-in link): no longer kept. */
  refused: Array<{ queued: QueuedMood; error: unknown }>;
  /** True when the connection failed and entries remain. */
  stopped: boolean;
}

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function sameMood(queued: QueuedMood, mood: Mood): boolean {
  if (mood.rating !== queued.rating) return false;
  return (
    queued.checkin !== undefined ||
    ((mood.notes ?? null) === queued.notes && sameTags(mood.tags, queued.tags))
  );
}

const refusedForGood = (status: number | null) => status !== null && status >= 400 && status < 500;

export async function sendQueuedMoods(
  outbox: MoodOutbox,
  sender: MoodSender,
  /** Which entries this pass may send (the check-in page sends only its link's). */
  which: (mood: QueuedMood) => boolean = () => true,
): Promise<SendResult> {
  const result: SendResult = { sent: [], conflicts: [], refused: [], stopped: false };
  for (const queued of (await outbox.list()).filter(which)) {
    try {
      await sender.create(queued);
      await outbox.remove(queued.date);
      result.sent.push(queued.date);
    } catch (failure) {
      const status = errorStatus(failure);
      if (status === 409) {
        let existing: Mood | null;
        try {
          existing = await sender.existing(queued);
        } catch (lookupFailure) {
          if (!refusedForGood(errorStatus(lookupFailure))) {
            result.stopped = true;
            return result;
          }
          // The link itself is spent or expired: the server will never take this entry.
          await outbox.remove(queued.date);
          result.refused.push({ queued, error: failure });
          continue;
        }
        if (existing && sameMood(queued, existing)) {
          await outbox.remove(queued.date);
          result.sent.push(queued.date);
        } else if (existing) result.conflicts.push({ queued, existing });
        else {
          result.stopped = true;
          return result;
        }
      } else if (refusedForGood(status)) {
        // Refused for good (e.g. a date outside the 30 days the server accepts): asking again
        // gives the same answer, so it is not kept.
        await outbox.remove(queued.date);
        result.refused.push({ queued, error: failure });
      } else {
        result.stopped = true;
        return result;
      }
    }
  }
  return result;
}
