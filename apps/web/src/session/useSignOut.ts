// Sign-out for both kinds of session (docs/screens.md): demo visitors leave the demo; signed-in
// users tell the server (a failure is only logged, "Silence") and drop their tokens. Either way
// cached data (queries, Cache Storage, IndexedDB) is forgotten and the visitor lands on /login.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { trpc } from "../api/trpc";
import { cancelPendingRegistration } from "../app/serviceWorker";
import { closeDeviceStores } from "../offline/deviceStores";
import { exitDemoMode } from "./demoMode";
import { clearDeviceCaches } from "./deviceCaches";
import { readSessionKind } from "./sessionKind";
import { handOffSignOut } from "./signOutHandoff";
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
      const demo = readSessionKind() === "demo";
      // The call needs the token, so the tokens go only after it has answered.
      if (!demo && !options.serverSessionEnded)
        await mutateAsync({}).catch((error: unknown) => console.error("Sign-out call failed", error));
      handOffSignOut(options.notice ?? null);
      if (demo) void exitDemoMode();
      else clearTokens();
      queryClient.clear();
      cancelPendingRegistration();
      await closeDeviceStores()
        .then(() => clearDeviceCaches())
        .catch((error: unknown) => console.error("Clearing device caches failed", error));
      // The route guard has usually sent the visitor to /login already. A visitor who started a
      // new session meanwhile (the demo again, from /login) stays where that took them.
      if (readSessionKind() === "none") await navigate("/login", { replace: true });
    },
    [mutateAsync, navigate, queryClient],
  );
}
