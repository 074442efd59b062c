// The screens' side of the device's outbox (moodOutbox.ts): what waits to be sent, and sending
// it when the page opens with a connection and whenever the connection returns. The mood screen
// and the one-tap check-in page both use it (docs/decisions/047-offline-reading-and-check-in.md):
// a mood goes as the signed-in user's, a check-in with its reminder's link. Two tabs never send
// at once (a Web Lock), and each entry leaves the outbox only once the server has it, so it
// reaches the server once across reloads, closed tabs and a flapping network.
import type { Mood } from "@evenkeel/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useInvalidateMoodData } from "../api/invalidation";
import { trpc } from "../api/trpc";
import { browserMoodOutbox, type QueuedMood } from "./moodOutbox";
import { type MoodSender, type SendResult, sendQueuedMoods } from "./sendQueuedMoods";

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

export interface MoodOutboxOptions {
  /** The server has another mood for an entry's day: the person decides. */
  onConflict(conflict: MoodOutboxConflict): void;
  /** What a pass did (the check-in page moves on when its entry was sent or refused). */
  onSent?(result: SendResult): void;
  /** Which entries this screen sends; all by default. */
  which?(mood: QueuedMood): boolean;
}

type Utils = ReturnType<typeof trpc.useUtils>;

function senderFor(utils: Utils): MoodSender {
  return {
    create: (mood) =>
      mood.checkin
        ? utils.client.checkin.rate.mutate({
            token: mood.checkin.token,
            date: mood.date,
            rating: mood.rating,
          })
        : utils.client.mood.create.mutate({
            date: mood.date,
            rating: mood.rating,
            notes: mood.notes,
            tags: mood.tags,
          }),
    existing: async (mood) =>
      mood.checkin
        ? (await utils.client.checkin.status.query({ token: mood.checkin.token, date: mood.date })).mood
        : ((await utils.client.mood.list.query({ start_date: mood.date, end_date: mood.date })).find(
            (entry) => entry.date === mood.date,
          ) ?? null),
  };
}

export function useMoodOutbox({ onConflict, onSent, which }: MoodOutboxOptions) {
  const utils = trpc.useUtils();
  const refresh = useInvalidateMoodData();
  const [pending, setPending] = useState<QueuedMood[]>([]);
  const callbacks = useRef({ onConflict, onSent, which });
  callbacks.current = { onConflict, onSent, which };

  const reload = useCallback(
    () =>
      browserMoodOutbox
        .list()
        .then((moods) => setPending(moods.filter((mood) => callbacks.current.which?.(mood) ?? true))),
    [],
  );

  const send = useCallback(async () => {
    await alone(async () => {
      const { which: only, onConflict: ask, onSent: done } = callbacks.current;
      const result = await sendQueuedMoods(browserMoodOutbox, senderFor(utils), only);
      if (result.sent.length > 0) void refresh();
      for (const conflict of result.conflicts) ask(conflict);
      done?.(result);
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
