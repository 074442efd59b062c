// The per-user narrator choice (docs/decisions/027-language-model-narrator.md): read it, with
// the server's configured model, and change it.
import { z } from "zod";
import { narratorSettingsSchema } from "../entities/narration.ts";
import { defineCall, optionalFieldsInput } from "./define.ts";

export const narratorUpdateInputSchema = z.object({
  enabled: z.boolean().optional(),
  allow_notes: z.boolean().optional(),
});
export type NarratorUpdateInput = z.input<typeof narratorUpdateInputSchema>;

export const narratorCalls = {
  "narrator.settings": defineCall({
    type: "query",
    auth: "user",
    input: optionalFieldsInput({}),
    output: narratorSettingsSchema,
    summary: "Whether insights are written with the language model, and which model the server offers",
  }),
  "narrator.updateSettings": defineCall({
    type: "mutation",
    auth: "user",
    input: narratorUpdateInputSchema,
    output: narratorSettingsSchema,
    summary: "Turn the language-model narrator (and sending mood notes to it) on or off",
  }),
} as const;
