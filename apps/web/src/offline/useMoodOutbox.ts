// The mood screen's side of the device's outbox (moodOutbox.ts): what waits to be sent, and
// sending it when the page opens with a connection and whenever the connection returns. Two
// tabs never send at once (a Web Lock), and each entry leaves the outbox only once the server
// has it, so it reaches the server once across reloads, closed tabs and a flapping network.
import type { Mood } from "@evenkeel/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useInvalidateMoodData } from "../api/invalidation";
import { trpc } from "../api/trpc";
import { browserMoodOutbox, type QueuedMood } from "./moodOutbox";
import { sendQueuedMoods } from "./sendQueuedMoods";

const SEND_LOCK = "evenkeel-mood-outbox";

/** Runs `work` unless another tab of this origin holds the lock (it is sending already). */
async function alone(work: () => Promise<void>): Promise<void> {
  if (!("locks" in navigator)) return work();
  await navigator.locks.request(SEND_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) await work();
  });
}

export interface MoodOutboxConflict {
  queued: QueuedMood;
  existing: Mood;
}

export function useMoodOutbox(onConflict: (conflict: MoodOutboxConflict) => void) {
  const utils = trpc.useUtils();
  const refresh = useInvalidateMoodData();
  const [pending, setPending] = useState<QueuedMood[]>([]);
  const conflictRef = useRef(onConflict);
  conflictRef.current = onConflict;

  const reload = useCallback(() => browserMoodOutbox.list().then(setPending), []);

  const send = useCallback(async () => {
    await alone(async () => {
      const result = await sendQueuedMoods(browserMoodOutbox, {
        create: (mood) =>
          utils.client.mood.create.mutate({
            date: mood.date,
            rating: mood.rating,
            notes: mood.notes,
            tags: mood.tags,
          }),
        existing: async (date) =>
          (await utils.client.mood.list.query({ start_date: date, end_date: date })).find(
            (mood) => mood.date === date,
          ) ?? null,
      });
      if (result.sent.length > 0) refresh();
      for (const conflict of result.conflicts) conflictRef.current(conflict);
    });
    await reload();
  }, [utils, refresh, reload]);

  useEffect(() => {
    const sendIfOnline = () => {
      if (navigator.onLine) void send().catch(() => reload());
    };
    void reload().then(sendIfOnline);
    window.addEventListener("online", sendIfOnline);
    return () => window.removeEventListener("online", sendIfOnline);
  }, [send, reload]);

  /** Keeps a mood on the device; it is sent when the connection returns. */
  const queue = useCallback(
    async (mood: Omit<QueuedMood, "queuedAt">) => {
      await browserMoodOutbox.put({ ...mood, queuedAt: Date.now() });
      await reload();
    },
    [reload],
  );

  /** The person chose what to keep for a conflicting day: the device's entry is done with. */
  const settle = useCallback(
    async (date: string) => {
      await browserMoodOutbox.remove(date);
      await reload();
    },
    [reload],
  );

  return { pending, queue, settle };
}
