// Which of a person's own wearable signals have come before their low days (docs/score.md
// "ek-3", per-person weights): the summary the Insights page shows, and its sentence. The
// domain computes it (packages/domain personal-signals.ts); the score does not use it.
import { z } from "zod";
import { isoDateSchema } from "../primitives.ts";

/** The wearable signals learned per person. */
export const PERSONAL_SIGNAL_NAMES = ["short_sleep", "low_hrv", "raised_resting_hr"] as const;
export const personalSignalNameSchema = z.enum(PERSONAL_SIGNAL_NAMES);
export type PersonalSignalName = z.infer<typeof personalSignalNameSchema>;

export const personalSignalSchema = z.object({
  signal: personalSignalNameSchema,
  /** True: it has come before this person's low days; false: it has not; null: too few days to say. */
  preceded: z.boolean().nullable(),
  /** Within-person correlation with the next week's mood deficit, two decimals; null without pairs. */
  association: z.number().min(-1).max(1).nullable(),
  /** Days it rests on. */
  days: z.number().int().min(0),
});
export type PersonalSignal = z.infer<typeof personalSignalSchema>;

export const personalSignalsSummarySchema = z.object({
  /** The day the summary is for (the person's today); nothing after it is read. */
  date: isoDateSchema,
  /** One entry per signal, in the order of PERSONAL_SIGNAL_NAMES. */
  signals: z.array(personalSignalSchema).max(PERSONAL_SIGNAL_NAMES.length),
  /** The most days any signal rests on. */
  days: z.number().int().min(0),
});
export type PersonalSignalsSummary = z.infer<typeof personalSignalsSummarySchema>;

/** The summary and its sentence ("For you, short sleep has come before your low days; …"). */
export const personalSignalsSchema = personalSignalsSummarySchema.extend({
  sentence: z.string().min(1).max(500),
});
export type PersonalSignals = z.infer<typeof personalSignalsSchema>;
