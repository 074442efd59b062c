// The user's local calendar day: the zone the browser sent with this request,
// else the one kept on the profile, else UTC.
import { localDate } from "../../dates/local-date.ts";
import type { AuthSession, RequestInfo, RouterPorts } from "../ports.ts";

// Zones already found valid: building an Intl.DateTimeFormat to check one costs more than
// the rest of a small request. Only valid names are kept, so the set stays IANA-sized.
const knownTimeZones = new Set<string>();

/** True for an IANA zone name the runtime knows, e.g. "America/New_York". */
export function isKnownTimeZone(timeZone: string): boolean {
  if (knownTimeZones.has(timeZone)) return true;
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
  } catch {
    return false;
  }
  knownTimeZones.add(timeZone);
  return true;
}

export async function userTimeZone(
  ports: RouterPorts,
  auth: AuthSession,
  request: RequestInfo,
): Promise<string> {
  if (request.timeZone && isKnownTimeZone(request.timeZone)) return request.timeZone;
  const stored = await ports.store.users.timeZone(auth.userId);
  return stored && isKnownTimeZone(stored) ? stored : "UTC";
}

/**
 * Keeps the request's zone on the profile, so work done without a browser request (background
 * sync) uses the same day. Called after a successful mutation only: a query never writes
 * (docs/security.md).
 */
export async function rememberTimeZone(
  ports: RouterPorts,
  auth: AuthSession,
  request: RequestInfo,
): Promise<void> {
  if (!request.timeZone || !isKnownTimeZone(request.timeZone)) return;
  if ((await ports.store.users.timeZone(auth.userId)) === request.timeZone) return;
  await ports.store.users.setTimeZone(auth.userId, request.timeZone);
}

export async function userToday(
  ports: RouterPorts,
  auth: AuthSession,
  request: RequestInfo,
): Promise<string> {
  return localDate(ports.clock.now(), await userTimeZone(ports, auth, request));
}
