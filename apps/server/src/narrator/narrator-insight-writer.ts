// The server's insight writer when a language model is configured: the deterministic writer
// first, always; then, for a user who opted in, the narrator, whose answer is kept only when
// the validator accepts it (packages/domain/src/narration). Fallbacks are silent to the user
// and logged without health values: the type, the verdict, the failure and the rule names.
import { type LanguageModel, narrateInsight, writeInsight } from "@evenkeel/domain";
import type { InsightWriter } from "@evenkeel/domain/router";
import type { Logger } from "../logger.ts";

export interface NarratorWriterDeps {
  model: LanguageModel;
  logger: Pick<Logger, "info" | "warn">;
}

export function createNarratorInsightWriter({ model, logger }: NarratorWriterDeps): InsightWriter {
  return {
    async write(type, facts, options) {
      const deterministic = writeInsight(type, facts);
      if (!options?.narration) return deterministic;
      const outcome = await narrateInsight({
        model,
        type,
        facts,
        deterministic,
        notes: options.narration.notes,
      });
      if (outcome.verdict !== "accepted") {
        const entry = {
          insight_type: type,
          verdict: outcome.verdict,
          failure: outcome.failure,
          attempts: outcome.attempts.length,
          rules: outcome.insight.narration?.violations ?? [],
        };
        if (outcome.verdict === "failed")
          logger.warn(entry, "narrator: no answer, the deterministic insight was kept");
        else logger.info(entry, `narrator: ${outcome.verdict.replaceAll("_", " ")}`);
      }
      return outcome.insight;
    },
  };
}
