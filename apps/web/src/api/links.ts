// The one place that chooses how tRPC calls travel. Today: HTTP to the server's /api/trpc,
// with the bearer token and the browser's time zone, behind the 401 → refresh → retry link.
// Demo mode will add an in-browser link here (splitLink on the demo flag), and no other file
// has to change.
import type { AppRouter } from "@evenkeel/domain/router";
import { httpBatchLink, type TRPCLink } from "@trpc/client";
import { TRPC_URL } from "./endpoints";
import { refreshOnUnauthorizedLink } from "./refreshOnUnauthorizedLink";
import { requestHeaders } from "./requestHeaders";

export function createAppLinks(): TRPCLink<AppRouter>[] {
  return [refreshOnUnauthorizedLink(), httpBatchLink({ url: TRPC_URL, headers: requestHeaders })];
}
