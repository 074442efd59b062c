// Sign-out for both kinds of session (SPEC.md §4): demo visitors leave the demo; signed-in
// users tell the server (a failure is only logged, §8) and drop their tokens. Either way
// cached data is forgotten and the visitor lands on /login.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { trpc } from "../api/trpc";
import { exitDemoMode } from "./demoMode";
import { readSessionKind } from "./sessionKind";
import { clearTokens } from "./storage";

export type SignOutOptions = {
  /** A notice for the sign-in page, e.g. after erasing all data. */
  notice?: string;
  /** The server has already ended every session (erase), so there is nothing to tell it. */
  serverSessionEnded?: boolean;
};

export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOutCall = trpc.auth.signout.useMutation();
  const { mutateAsync } = signOutCall;

  return useCallback(
    async (options: SignOutOptions = {}) => {
      if (readSessionKind() === "demo") {
        exitDemoMode();
      } else {
        // The call needs the token, so the tokens go only after it has answered.
        if (!options.serverSessionEnded)
          await mutateAsync({}).catch((error: unknown) => console.error("Sign-out call failed", error));
        clearTokens();
      }
      queryClient.clear();
      navigate("/login", { replace: true, state: options.notice ? { notice: options.notice } : undefined });
    },
    [mutateAsync, navigate, queryClient],
  );
}
