// The one-tap check-in (issue 18, docs/decisions/035): the link names a token and a date, and
// from an e-mail a rating too. A rating in the link is logged once on arrival (a second render
// must not spend the single-use link twice); without one the page asks for it. Then notes and
// tags may follow, once. A link that can do nothing says why; nothing changes.
import { CHECKIN_LINK_INVALID, type Mood, type MoodTag } from "@evenkeel/contracts";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";

export type CheckinState =
  | { step: "loading" }
  | { step: "rate"; date: string }
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
  const rate = trpc.checkin.rate.useMutation();
  const details = trpc.checkin.details.useMutation();
  const utils = trpc.useUtils();
  const started = useRef(false);
  const [state, setState] = useState<CheckinState>(() =>
    token && date ? { step: "loading" } : { step: "refused", message: CHECKIN_LINK_INVALID },
  );
  const refuse = (failure: unknown) =>
    setState({ step: "refused", message: errorDetail(failure, CHECKIN_LINK_INVALID) });

  const logRating = async (rating: number) => {
    try {
      setState({ step: "details", mood: await rate.mutateAsync({ token, date, rating }) });
    } catch (failure) {
      refuse(failure);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link.
  useEffect(() => {
    if (!token || !date || started.current) return;
    started.current = true;
    if (linkRating !== null) {
      void logRating(linkRating);
      return;
    }
    utils.checkin.status
      .fetch({ token, date })
      .then((status) =>
        setState(
          status.step === "rate" || !status.mood
            ? { step: "rate", date: status.date }
            : { step: "details", mood: status.mood },
        ),
      )
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

  return { state, saving: rate.isPending || details.isPending, logRating, saveDetails };
}
