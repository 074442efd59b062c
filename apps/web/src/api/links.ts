// The one place that chooses how tRPC calls travel. Today: HTTP to the server's /api/trpc,
// with the bearer token and the browser's time zone. Demo mode will add an in-browser link
// here (splitLink on the demo flag), and no other file has to change.
import { TIME_ZONE_HEADER } from "@evenkeel/contracts";
import type { AppRouter } from "@evenkeel/domain/router";
import { httpBatchLink, type TRPCLink } from "@trpc/client";
import { readAccessToken } from "../session/storage";

export const TRPC_URL = "/api/trpc";

function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    [TIME_ZONE_HEADER]: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const accessToken = readAccessToken();
  if (accessToken !== null) headers.authorization = `Bearer ${accessToken}`;
  return headers;
}

export function createAppLinks(): TRPCLink<AppRouter>[] {
  return [httpBatchLink({ url: TRPC_URL, headers: requestHeaders })];
}
