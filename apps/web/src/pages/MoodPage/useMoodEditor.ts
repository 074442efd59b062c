// What the /mood form does (docs/screens.md): new mode logs today's mood, edit mode
// updates the chosen day; after any change moods, stats and the dashboard are refreshed.
// A create refused because today already has a mood (409) keeps the attempted values so the
// person can apply them to today's entry instead of typing them again.
import { MOOD_DELETE_CONFIRM, type Mood, type MoodTag, moodOfflineConflict } from "@evenkeel/contracts";
import { useState } from "react";
import { errorDetail, errorStatus } from "../../api/apiErrors";
import { useInvalidateMoodData } from "../../api/invalidation";
import { trpc } from "../../api/trpc";
import { dayInSentence } from "../../dates/formatDates";
import { todayIso } from "../../dates/today";
import { useMoodOutbox } from "../../offline/useMoodOutbox";

export const MOOD_SAVE_FAILED = "Your mood could not be saved. Please try again.";
export const MOOD_DELETE_FAILED = "The mood rating could not be deleted. Please try again.";

type Attempt = {
  date: string;
  rating: number;
  notes: string | null;
  tags: MoodTag[];
  detail: string;
  /** Logged offline and kept on the device until the person decides (offline/useMoodOutbox.ts). */
  fromDevice?: boolean;
  /** Kept by the one-tap check-in page: replaced through its reminder's link. */
  checkin?: { token: string };
};

function notesOrNull(notes: string): string | null {
  return notes.trim() === "" ? null : notes;
}

export function useMoodEditor() {
  const refresh = useInvalidateMoodData();
  const [editing, setEditing] = useState<Mood | null>(null);
  /** A missed day being logged; null logs today, as the dashboard's mood form does. */
  const [backfill, setBackfill] = useState<string | null>(null);
  /** "Add a missed day" is open without a date yet: nothing may be rated or saved. */
  const [choosingDay, setChoosingDay] = useState(false);
  const [conflict, setConflict] = useState<Attempt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const outbox = useMoodOutbox({
    onConflict: ({ queued, existing }) =>
      setConflict({
        ...queued,
        detail: moodOfflineConflict(dayInSentence(queued.date), existing.rating, queued.rating),
        fromDevice: true,
      }),
  });
  const create = trpc.mood.create.useMutation({ onSettled: refresh });
  const update = trpc.mood.update.useMutation({ onSettled: refresh });
  const rateByLink = trpc.checkin.rate.useMutation({ onSettled: refresh });
  const remove = trpc.mood.delete.useMutation({ onSettled: refresh });

  const clearMessages = () => {
    setConflict(null);
    setFailure(null);
  };

  /** Resolves whether the entry was saved: the form keeps what was typed otherwise. */
  const submit = (rating: number, notes: string, tags: MoodTag[]) =>
    new Promise<boolean>((resolve) => {
      if (choosingDay) return resolve(false);
      clearMessages();
      if (editing) {
        update.mutate(
          { date: editing.date, rating, notes: notesOrNull(notes), tags },
          {
            onSuccess: () => {
              setEditing(null);
              resolve(true);
            },
            onError: (error) => {
              setFailure(errorDetail(error, MOOD_SAVE_FAILED));
              resolve(false);
            },
          },
        );
        return;
      }
      const date = backfill ?? todayIso();
      const entry = { date, rating, notes: notesOrNull(notes), tags };
      const keepOnDevice = () =>
        outbox.queue(entry).then(
          () => {
            setBackfill(null);
            resolve(true);
          },
          () => {
            setFailure(MOOD_SAVE_FAILED);
            resolve(false);
          },
        );
      // Offline, or the server never answered: the device keeps it and sends it later.
      if (!navigator.onLine) return void keepOnDevice();
      create.mutate(
        { date, rating, notes: notesOrNull(notes), tags },
        {
          onSuccess: () => {
            setBackfill(null);
            resolve(true);
          },
          onError: (error) => {
            const detail = errorDetail(error, MOOD_SAVE_FAILED);
            const status = errorStatus(error);
            if (status === null) return void keepOnDevice();
            if (status === 409) setConflict({ ...entry, detail });
            else setFailure(detail);
            resolve(false);
          },
        },
      );
    });

  const applyConflict = () => {
    if (!conflict) return;
    const { date, rating, notes, tags, fromDevice, checkin } = conflict;
    clearMessages();
    if (checkin) {
      rateByLink.mutate(
        { token: checkin.token, date, rating, replace: true },
        {
          onSuccess: () => void outbox.settle(date),
          onError: (error) => setFailure(errorDetail(error, MOOD_SAVE_FAILED)),
        },
      );
      return;
    }
    // Empty notes (or no tags) on the second try keep what is already logged for the day.
    update.mutate(
      { date, rating, ...(notes !== null && { notes }), ...(tags.length > 0 && { tags }) },
      {
        onSuccess: () => void (fromDevice && outbox.settle(date)),
        onError: (error) => setFailure(errorDetail(error, MOOD_SAVE_FAILED)),
      },
    );
  };

  /** Keeps the server's mood: a conflicting entry from the device is dropped. */
  const dismissConflict = () => {
    if (conflict?.fromDevice) void outbox.settle(conflict.date);
    setConflict(null);
  };

  const deleteMood = (mood: Mood) => {
    if (!window.confirm(MOOD_DELETE_CONFIRM)) return;
    clearMessages();
    remove.mutate(
      { date: mood.date },
      {
        onSuccess: () => setEditing((current) => (current?.date === mood.date ? null : current)),
        onError: (error) => setFailure(errorDetail(error, MOOD_DELETE_FAILED)),
      },
    );
  };

  const startEditing = (mood: Mood) => {
    clearMessages();
    setChoosingDay(false);
    setBackfill(null);
    setEditing(mood);
  };

  /** A day without a mood, within the last 30: the form logs it instead of today. */
  const startBackfill = (date: string) => {
    clearMessages();
    setChoosingDay(false);
    setEditing(null);
    setBackfill(date);
  };

  /** Opens "Add a missed day": the form waits for the date. */
  const startChoosingDay = () => {
    clearMessages();
    setEditing(null);
    setBackfill(null);
    setChoosingDay(true);
  };

  return {
    editing,
    backfill,
    choosingDay,
    conflict,
    failure,
    saving: create.isPending || update.isPending || rateByLink.isPending,
    deletingDate: remove.isPending ? (remove.variables?.date ?? null) : null,
    submit,
    applyConflict,
    dismissConflict,
    /** Moods kept on the device, waiting for a connection. */
    waiting: outbox.pending,
    deleteMood,
    startEditing,
    startBackfill,
    startChoosingDay,
    cancelEditing: () => {
      clearMessages();
      setChoosingDay(false);
      setEditing(null);
      setBackfill(null);
    },
  };
}
