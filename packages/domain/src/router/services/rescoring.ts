// The one way a change to a user's data reaches their stored scores (docs/decisions/042-one-way-to-rescore.md).
// Every writer hands its change to rescoreChange: a mood write, a manual sync or backfill, a
// background sync or webhook, a changed preferred source, a file import, a restored export. The days it can move are its own and
// each later day whose look-back reads them, up to the user's today. They are scored at once in
// the writer's store (for a mood write, inside its transaction), or, when the writer asks for the
// background and the home has a rescoring queue (the server's history-rescoring job), queued
// there. Score upgrades are that queue's worker finding days of another version.
import { addDays } from "../../dates/calendar-date.ts";
import type { AuthSession, DataStore, RequestInfo, RouterPorts, SyncOutcome } from "../ports.ts";
import { rescoreDays } from "./scores.ts";
import { userToday } from "./user-day.ts";

/** First and last date whose data changed. */
export interface DataChange {
  from: string;
  to: string;
}

/** "now": scored before the writer answers; "background": queued where the home has a queue. */
export type RescoreTiming = "now" | "background";

/** The last day `change` can move: its last day plus the score's reach, never after today. */
export function lastDayMoved(ports: RouterPorts, change: DataChange, today: string): string {
  return [addDays(change.to, ports.scoring.reachDays), today].sort()[0] as string;
}

/** Rescores the days `change` can move, at once or through the home's queue. */
export async function rescoreChange(
  ports: RouterPorts,
  userId: string,
  change: DataChange,
  today: string,
  timing: RescoreTiming = "now",
): Promise<void> {
  const through = lastDayMoved(ports, change, today);
  if (through < change.from) return;
  if (timing === "background" && ports.historyRescoring) {
    await ports.historyRescoring.queue(userId, change.from, through);
    return;
  }
  await rescoreDays(ports, userId, change.from, through);
}

/**
 * Rescores what a sync wrote, with the user's today: the request's zone for a manual sync,
 * the profile's for a background sync or a webhook (no request: `request` left out).
 */
export async function rescoreSync(
  ports: RouterPorts,
  auth: AuthSession,
  outcome: SyncOutcome,
  request: RequestInfo = { ip: null, timeZone: null },
): Promise<void> {
  if (!outcome.changed) return;
  const today = await userToday(ports, auth, request);
  await rescoreChange(ports, auth.userId, outcome.changed, today);
}

/**
 * Makes a change to one day's data through `change`, then rescores the days it can move, as one
 * unit of work: both land or neither, with one commit (docs/decisions/040-reads-through-the-stock-stack.md).
 * `change` answers what the caller returns; every read and write of both goes through the store it is given.
 */
export function changeDayAndRescore<T>(
  ports: RouterPorts,
  userId: string,
  date: string,
  today: string,
  change: (store: DataStore) => Promise<T>,
): Promise<T> {
  return ports.store.atomically(async (store) => {
    const answer = await change(store);
    await rescoreChange({ ...ports, store }, userId, { from: date, to: date }, today);
    return answer;
  });
}
