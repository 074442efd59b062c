// After a sync nobody waited for (background schedule, webhook): rescore the days it changed,
// as the router does after a manual sync, with the user's stored time zone for "today".
import { type RouterPorts, rescoreAfterChange, type SyncOutcome, userToday } from "@evenkeel/domain/router";

export async function rescoreInBackground(
  ports: RouterPorts,
  userId: string,
  outcome: SyncOutcome,
): Promise<void> {
  if (!outcome.changed) return;
  // No request: the zone comes from the profile (sessionId is not read for this).
  const today = await userToday(ports, { userId, sessionId: "" }, { ip: null, timeZone: null });
  await rescoreAfterChange(ports, userId, outcome.changed, today);
}
