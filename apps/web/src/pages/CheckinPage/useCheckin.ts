// The one-tap check-in (docs/decisions/035-one-tap-check-in.md): the link names a token and a date, and
// from an e-mail a rating too. The page first asks what the link can still do (a second render
// must not spend the single-use link twice). A day already rated in the app is never replaced
// silently: the page says what is logged and asks first; notes and tags always stay. A link
// that can do nothing, or was cut short by a mail client, says why in plain words; nothing
// changes.
import { CHECKIN_LINK_INVALID, checkinStatusInputSchema, type Mood, type MoodTag } from "@evenkeel/contracts";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";

export type CheckinState =
  | { step: "loading" }
  | { step: "rate"; date: string; existing: Mood | null }
  | { step: "confirm"; existing: Mood; rating: number }
  | { step: "kept"; existing: Mood }
  | { step: "details"; mood: Mood }
  | { step: "done"; mood: Mood }
  | { step: "refused"; message: string };

function ratingOf(value: string | null): number | null {
  const rating = Number(value);
  return value !== null && Number.isInteger(rating) && rating >= 1 && rating <= 10 ? rating : null;
}

export function useCheckin() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const date = params.get("date") ?? "";
  const linkRating = ratingOf(params.get("rating"));
  // The same rules the server applies, checked here so a truncated link never reaches it.
  const wellFormed = checkinStatusInputSchema.safeParse({ token, date }).success;
  const rate = trpc.checkin.rate.useMutation();
  const details = trpc.checkin.details.useMutation();
  const utils = trpc.useUtils();
  const started = useRef(false);
  const [state, setState] = useState<CheckinState>(() =>
    wellFormed ? { step: "loading" } : { step: "refused", message: CHECKIN_LINK_INVALID },
  );
  const refuse = (failure: unknown) =>
    setState({ step: "refused", message: errorDetail(failure, CHECKIN_LINK_INVALID) });

  const logRating = async (rating: number, replace = false) => {
    try {
      setState({ step: "details", mood: await rate.mutateAsync({ token, date, rating, replace }) });
    } catch (failure) {
      refuse(failure);
    }
  };

  /** A rating chosen (in the link or on the page): asks first when it would replace another. */
  const chooseRating = (rating: number, existing: Mood | null) => {
    if (existing && existing.rating !== rating) setState({ step: "confirm", existing, rating });
    else void logRating(rating);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link.
  useEffect(() => {
    if (!wellFormed || started.current) return;
    started.current = true;
    utils.checkin.status
      .fetch({ token, date })
      .then((status) => {
        if (status.step === "details" && status.mood) setState({ step: "details", mood: status.mood });
        else if (linkRating !== null) chooseRating(linkRating, status.mood);
        else setState({ step: "rate", date: status.date, existing: status.mood });
      })
      .catch(refuse);
  }, [token, date]);

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
    replace: (rating: number) => void logRating(rating, true),
    keep: (existing: Mood) => setState({ step: "kept", existing }),
    saveDetails,
  };
}
