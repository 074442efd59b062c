// Whose session this is, read from the access token's subject claim without a round trip, so
// the answers kept for offline reading are put back only for the person they were shown to
// (docs/decisions/047-offline-reading-and-check-in.md). The token is not verified here: the
// server does that on every call; this only picks which of the device's own snapshots applies.
import { readAccessToken } from "./storage";

/** A token longer than this is not one of the server's. */
const MAX_TOKEN_CHARS = 4_096;

export function tokenSubject(token: string | null = readAccessToken()): string | null {
  if (!token || token.length > MAX_TOKEN_CHARS) return null;
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== "object" || claims === null || !("sub" in claims)) return null;
    return typeof claims.sub === "string" && claims.sub !== "" ? claims.sub : null;
  } catch {
    return null;
  }
}
