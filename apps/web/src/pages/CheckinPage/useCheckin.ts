// The one-tap check-in (docs/decisions/035-one-tap-check-in.md): the link names a token and a date, and
// from an e-mail a rating too. The page first asks what the link can still do (a second render
// must not spend the single-use link twice). A day already rated in the app is never replaced
// silently: the page says what is logged and asks first; notes and tags always stay. A link
// that can do nothing, or was cut short by a mail client, says why in plain words; nothing
// changes. Without a connection the rating is kept on the device, in the mood screen's outbox,
// and sent with the link when the connection returns (docs/decisions/047-offline-reading-and-check-in.md).
import { CHECKIN_LINK_INVALID, isWellFormedCheckinLink, type Mood, type MoodTag } from "@evenkeel/contracts";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { errorDetail, errorStatus } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { browserMoodOutbox, type QueuedMood } from "../../offline/moodOutbox";
import type { SendResult } from "../../offline/sendQueuedMoods";
import { useMoodOutbox } from "../../offline/useMoodOutbox";

export type CheckinState =
  | { step: "loading" }
  | { step: "rate"; date: string; existing: Mood | null; offline?: boolean }
  | { step: "waiting"; date: string; rating: number }
  | { step: "confirm"; existing: Mood; rating: number; fromDevice?: boolean }
  | { step: "kept"; existing: Mood }
  | { step: "details"; mood: Mood }
  | { step: "done"; mood: Mood }
  | { step: "refused"; message: string };

function ratingOf(value: string | null): number | null {
  const rating = Number(value);
  return value !== null && Number.isInteger(rating) && rating >= 1 && rating <= 10 ? rating : null;
}

/** The link's status is asked now, online or not: offline, the page goes on without it. */
const ANSWER_NOW = { networkMode: "always" } as const;

/** The server was never reached (offline, or the connection dropped): not an answer. */
const unreached = (failure: unknown) => errorStatus(failure) === null;

export function useCheckin() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const date = params.get("date") ?? "";
  const linkRating = ratingOf(params.get("rating"));
  // The same rules the server applies, checked here so a truncated link never reaches it.
  const wellFormed = isWellFormedCheckinLink(token, date);
  const rate = trpc.checkin.rate.useMutation();
  const details = trpc.checkin.details.useMutation();
  const utils = trpc.useUtils();
  const started = useRef(false);
  const [state, setState] = useState<CheckinState>(() =>
    wellFormed ? { step: "loading" } : { step: "refused", message: CHECKIN_LINK_INVALID },
  );
  const refuse = (failure: unknown) =>
    setState({ step: "refused", message: errorDetail(failure, CHECKIN_LINK_INVALID) });
  const thisLink = (mood: QueuedMood) => mood.checkin?.token === token && mood.date === date;

  /** What the server has once the device's entry went: the details form, as after a tap. */
  const afterSending = (result: SendResult) => {
    const refusal = result.refused.find(({ queued }) => thisLink(queued));
    if (refusal) return refuse(refusal.error);
    if (!result.sent.includes(date)) return;
    utils.checkin.status
      .fetch({ token, date }, ANSWER_NOW)
      .then((status) => status.mood && setState({ step: "details", mood: status.mood }))
      .catch(refuse);
  };

  const outbox = useMoodOutbox({
    which: thisLink,
    onConflict: ({ queued, existing }) =>
      setState({ step: "confirm", existing, rating: queued.rating, fromDevice: true }),
    onSent: afterSending,
  });

  /** Offline: the rating waits on the device; the outbox sends it when the connection returns. */
  const keepOnDevice = async (rating: number) => {
    try {
      await outbox.queue({ date, rating, notes: null, tags: [], checkin: { token } });
      setState({ step: "waiting", date, rating });
    } catch (failure) {
      refuse(failure);
    }
  };

  /** `fromDevice`: the rating replaces the day's mood after the device's entry met it. */
  const logRating = async (rating: number, replace = false, fromDevice = false) => {
    if (!navigator.onLine && !replace) return keepOnDevice(rating);
    try {
      setState({ step: "details", mood: await rate.mutateAsync({ token, date, rating, replace }) });
      if (fromDevice) void outbox.settle(date).catch(() => undefined);
    } catch (failure) {
      if (unreached(failure) && !replace) return keepOnDevice(rating);
      refuse(failure);
    }
  };

  /** A rating chosen (in the link or on the page): asks first when it would replace another. */
  const chooseRating = (rating: number, existing: Mood | null) => {
    if (existing && existing.rating !== rating) setState({ step: "confirm", existing, rating });
    else void logRating(rating);
  };

  const ask = () =>
    utils.checkin.status
      .fetch({ token, date }, ANSWER_NOW)
      .then((status) => {
        if (status.step === "details" && status.mood) setState({ step: "details", mood: status.mood });
        else if (linkRating !== null) chooseRating(linkRating, status.mood);
        else setState({ step: "rate", date: status.date, existing: status.mood });
      })
      .catch((failure: unknown) => {
        if (!unreached(failure)) return refuse(failure);
        if (linkRating !== null) return void keepOnDevice(linkRating);
        setState({ step: "rate", date, existing: null, offline: true });
      });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link.
  useEffect(() => {
    if (!wellFormed || started.current) return;
    started.current = true;
    // A rating this link kept on the device earlier waits (and is sent) before anything is asked.
    browserMoodOutbox
      .list()
      .then((kept) => kept.find(thisLink))
      .catch(() => undefined)
      .then((queued) => {
        if (queued)
          setState((now) =>
            now.step === "loading" ? { step: "waiting", date, rating: queued.rating } : now,
          );
        else void ask();
      });
  }, [token, date]);

  // Opened offline and not rated yet: once the connection returns, the link is asked after all
  // (the day may have a mood by now, which is never replaced without asking).
  const offlineRating = state.step === "rate" && state.offline === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: ask reads the link, fixed per page.
  useEffect(() => {
    if (!offlineRating) return;
    const again = () => void ask();
    window.addEventListener("online", again, { once: true });
    return () => window.removeEventListener("online", again);
  }, [offlineRating]);

  const saveDetails = async (notes: string, tags: MoodTag[]) => {
    try {
      const mood = await details.mutateAsync({
        token,
        date,
        notes: notes.trim() === "" ? null : notes,
        tags,
      });
      setState({ step: "done", mood });
    } catch (failure) {
      refuse(failure);
    }
  };

  return {
    state,
    saving: rate.isPending || details.isPending,
    chooseRating,
    replace: (rating: number, fromDevice?: boolean) => void logRating(rating, true, fromDevice),
    keep: (existing: Mood, fromDevice?: boolean) => {
      if (fromDevice) void outbox.settle(date).catch(() => undefined);
      setState({ step: "kept", existing });
    },
    saveDetails,
  };
}
