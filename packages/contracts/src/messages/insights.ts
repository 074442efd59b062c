// Insights and the language-model narrator.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).
// Insights (docs/screens.md)
export const INSIGHT_NOT_FOUND = "Insight not found";
export const INSIGHT_DELETE_CONFIRM = "Are you sure you want to delete this insight?";
export const INSIGHT_DELETED = "Insight deleted";
export const INSIGHT_DELETE_FAILED = "Failed to delete insight. Please try again.";
export const INSIGHT_GENERATION_FAILED = "Failed to generate insight";
export const INSIGHTS_LOAD_FAILED = "Failed to load AI insights";
export const FEEDBACK_TOO_LONG = "Feedback must be at most 2,000 characters";

// The language-model narrator (docs/decisions/027-language-model-narrator.md)
export const NARRATOR_SECTION_TITLE = "Language Model Insights";
export const NARRATOR_OPT_IN = "Write insights with the language model";
export const NARRATOR_ALLOW_NOTES = "Allow my mood notes to be sent to the model";
export const NARRATOR_EXPLAINED =
  "The model only rewrites what Evenkeel computed from your numbers. Every number, date and metric it writes is checked against those numbers; if anything does not match, you get Evenkeel's own insight instead.";
export const NARRATOR_UNAVAILABLE =
  "No language model is configured on this server, so insights are written by Evenkeel's own rules.";
/** The demo speaks of itself, never of a server it does not talk to. */
export const DEMO_NARRATOR_UNAVAILABLE =
  "In the demo, insights are written by Evenkeel's own rules: the demo never sends anything to a language model. Create an account to turn one on where it is offered.";
export const NARRATOR_NOTES_EXPLAINED =
  "The text of your mood notes from the insight's period is sent with your numbers. Your name and e-mail are never sent.";
export const NARRATOR_SETTINGS_FAILED = "Failed to save the language model setting";
export const NARRATOR_SETTINGS_UNREADABLE = "The language model setting could not be loaded.";
export function writtenByModel(model: string): string {
  return `Written by ${model} from your numbers`;
}
export function narratorModelLocation(
  location: "this_machine" | "local_network" | "remote",
  host: string,
): string {
  switch (location) {
    case "this_machine":
      return `Runs on this server's machine (${host}): your numbers stay here.`;
    case "local_network":
      return `Runs on your local network (${host}): your numbers stay inside it.`;
    case "remote":
      return `Runs outside your network, at ${host}: your numbers are sent there when an insight is written.`;
  }
}
