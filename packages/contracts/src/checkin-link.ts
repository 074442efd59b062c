// A one-tap check-in link's token and day, as a reminder writes them
// (docs/decisions/035-one-tap-check-in.md). No zod: the page a reminder opens checks a link with
// this before asking the server, without downloading the schema library for it; the calls'
// schemas (calls/outreach.ts) hold the same bounds, and checkin-link.test.ts holds both to it.
import { isRealIsoDate } from "./iso-date.ts";

/** A token's length; a link cut short by a mail client falls outside it. */
export const CHECKIN_TOKEN_LENGTH = { min: 16, max: 200 } as const;

/** What checkin.status accepts: a token of that length and a day that exists. */
export function isWellFormedCheckinLink(token: string, date: string): boolean {
  return (
    token.length >= CHECKIN_TOKEN_LENGTH.min &&
    token.length <= CHECKIN_TOKEN_LENGTH.max &&
    isRealIsoDate(date)
  );
}
