// Sends the moods kept on the device, oldest date first, each once. A create the server refuses
// because the day has a mood (409) is either this entry already sent (its answer lost with the
// connection) when the server's mood is the same, or a different mood logged elsewhere: then
// the person is asked, as a one-tap check-in does. A network failure stops the pass and keeps
// the rest for the next time the connection returns.
import type { Mood } from "@evenkeel/contracts";
import { errorStatus } from "../api/apiErrors";
import type { MoodOutbox, QueuedMood } from "./moodOutbox";

export interface MoodSender {
  create(mood: QueuedMood): Promise<unknown>;
  /** The server's mood for a date, or null. */
  existing(date: string): Promise<Mood | null>;
}

export interface SendResult {
  sent: string[];
  /** Entries the server already has another mood for: kept until the person decides. */
  conflicts: Array<{ queued: QueuedMood; existing: Mood }>;
  /** True when the connection failed and entries remain. */
  stopped: boolean;
}

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function sameMood(queued: QueuedMood, mood: Mood): boolean {
  return (
    mood.rating === queued.rating && (mood.notes ?? null) === queued.notes && sameTags(mood.tags, queued.tags)
  );
}

export async function sendQueuedMoods(outbox: MoodOutbox, sender: MoodSender): Promise<SendResult> {
  const result: SendResult = { sent: [], conflicts: [], stopped: false };
  for (const queued of await outbox.list()) {
    try {
      await sender.create(queued);
      await outbox.remove(queued.date);
      result.sent.push(queued.date);
    } catch (failure) {
      const status = errorStatus(failure);
      if (status === 409) {
        const existing = await sender.existing(queued.date).catch(() => null);
        if (existing && sameMood(queued, existing)) {
          await outbox.remove(queued.date);
          result.sent.push(queued.date);
        } else if (existing) result.conflicts.push({ queued, existing });
        else {
          result.stopped = true;
          return result;
        }
      } else if (status !== null && status >= 400 && status < 500) {
        // Refused for good (e.g. a date outside the 30 days the server accepts): asking again
        // gives the same answer, so it is not kept.
        await outbox.remove(queued.date);
      } else {
        result.stopped = true;
        return result;
      }
    }
  }
  return result;
}
