// Whether an insight is to be narrated for this user, and with which notes: only when the home
// has a model and the user opted in; notes only when they also allowed notes.
import type { Mood } from "@evenkeel/contracts";
import type { DateSpan } from "../../insights/insight-windows.ts";
import type { InsightWriteOptions, RouterPorts } from "../ports.ts";

export async function narrationOptions(
  ports: Pick<RouterPorts, "narrator">,
  userId: string,
  moods: readonly Mood[],
  period: DateSpan,
): Promise<InsightWriteOptions | undefined> {
  if (!ports.narrator) return undefined;
  const choice = await ports.narrator.choices.get(userId);
  if (!choice.enabled) return undefined;
  const notes = choice.allow_notes
    ? moods.flatMap((m) =>
        m.notes && m.date >= period.start && m.date <= period.end ? [{ date: m.date, note: m.notes }] : [],
      )
    : null;
  return { narration: { notes } };
}
