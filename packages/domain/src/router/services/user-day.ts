// The user's local calendar day (DESIGN.md §6): the zone the browser sent with this request,
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
  const stored = await ports.store.users.timeZone(auth.userId);
  if (request.timeZone && isKnownTimeZone(request.timeZone)) {
    // Kept on the profile, so work done without a browser request uses the same day.
    if (request.timeZone !== stored) await ports.store.users.setTimeZone(auth.userId, request.timeZone);
    return request.timeZone;
  }
  return stored && isKnownTimeZone(stored) ? stored : "UTC";
}

export async function userToday(
  ports: RouterPorts,
  auth: AuthSession,
  request: RequestInfo,
): Promise<string> {
  return localDate(ports.clock.now(), await userTimeZone(ports, auth, request));
}
