// Runs for the whole app: asks for the current user on load (so a dead session is noticed at
// once) and forgets every cached answer when the session ends, whoever ended it (sign-out,
// a failed refresh, another tab).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { forgetKeptAnswers } from "../api/revalidatingFetch";
import { useSessionKind } from "./sessionKind";
import { useCurrentUser } from "./useCurrentUser";

export function SessionWatcher() {
  useCurrentUser();
  const kind = useSessionKind();
  const queryClient = useQueryClient();
  const previousKind = useRef(kind);

  useEffect(() => {
    if (previousKind.current !== kind && kind === "none") {
      queryClient.clear();
      forgetKeptAnswers();
    }
    previousKind.current = kind;
  }, [kind, queryClient]);

  return null;
}
