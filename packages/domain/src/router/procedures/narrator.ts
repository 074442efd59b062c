// Narrator settings (docs/decisions/027-language-model-narrator.md): the user's choice and the
// home's model. Without a model there is nothing to turn on, and saying so is the answer.
import { AppError, NARRATOR_UNAVAILABLE, type NarratorSettings } from "@evenkeel/contracts";
import type { RouterPorts } from "../ports.ts";
import { contractParsers, router, userProcedure } from "../trpc.ts";

const call = contractParsers;
const OFF = { enabled: false, allow_notes: false } as const;

async function settingsOf(ports: RouterPorts, userId: string): Promise<NarratorSettings> {
  if (!ports.narrator) return { ...OFF, model: null };
  return { ...(await ports.narrator.choices.get(userId)), model: ports.narrator.model };
}

export const narratorRouter = router({
  settings: userProcedure
    .input(call["narrator.settings"].input)
    .output(call["narrator.settings"].output)
    .query(({ ctx }) => settingsOf(ctx.ports, ctx.auth.userId)),

  updateSettings: userProcedure
    .input(call["narrator.updateSettings"].input)
    .output(call["narrator.updateSettings"].output)
    .mutation(async ({ ctx, input }) => {
      const { narrator, clock } = ctx.ports;
      if (!narrator) throw new AppError("CONFLICT", NARRATOR_UNAVAILABLE);
      const current = await narrator.choices.get(ctx.auth.userId);
      const enabled = input.enabled ?? current.enabled;
      // Notes ride along only with the narrator itself: turning it off withdraws them too.
      const allow_notes = enabled ? (input.allow_notes ?? current.allow_notes) : false;
      const saved = await narrator.choices.save(ctx.auth.userId, { enabled, allow_notes }, clock.now());
      return { ...saved, model: narrator.model };
    }),
});
