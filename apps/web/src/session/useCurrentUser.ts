// The signed-in (or demo) user from auth.me (fetched on load when a token or the
// demo flag exists). A 401 that survives the link's refresh-and-retry ends the session.
import { useEffect } from "react";
import { isUnauthorized } from "../api/apiErrors";
import { trpc } from "../api/trpc";
import { useSessionKind } from "./sessionKind";
import { clearTokens } from "./storage";

export function useCurrentUser() {
  const kind = useSessionKind();
  const query = trpc.auth.me.useQuery(undefined, { enabled: kind !== "none" });
  const endedByServer = kind === "signed-in" && query.isError && isUnauthorized(query.error);

  useEffect(() => {
    if (endedByServer) clearTokens();
  }, [endedByServer]);

  return query;
}
