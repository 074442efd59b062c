// What the model must answer: the text fields of an insight and its type's structured_data,
// as one JSON object. Dates, type and ids are not the model's to choose.
import {
  burnoutAlertDataSchema,
  type InsightType,
  insightRecommendationsSchema,
  type NarrationRule,
  trendAnalysisDataSchema,
  weeklySummaryDataSchema,
} from "@evenkeel/contracts";
import { z } from "zod";

const STRUCTURED = {
  weekly_summary: weeklySummaryDataSchema,
  burnout_alert: burnoutAlertDataSchema,
  trend_analysis: trendAnalysisDataSchema,
} as const;

export function narrationOutputSchema(type: InsightType) {
  return z.object({
    title: z.string().min(1).max(200),
    content: z.string().min(1).max(20_000),
    recommendations: insightRecommendationsSchema.shape.items,
    structured_data: STRUCTURED[type],
  });
}
export type NarrationOutput = z.infer<ReturnType<typeof narrationOutputSchema>>;

/** The JSON Schema sent as response_format where the endpoint supports structured output. */
export function narrationJsonSchema(type: InsightType): Record<string, unknown> {
  return z.toJSONSchema(narrationOutputSchema(type), { target: "draft-7" }) as Record<string, unknown>;
}

/**
 * Reads a JSON object from a model's answer that may wrap it in prose or a ```json fence, or
 * leave a trailing comma. Null when no object can be read.
 */
export function parseModelJson(answer: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer);
  const body = fenced ? (fenced[1] as string) : answer;
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  if (start === -1 || end <= start) return null;
  const candidate = body.slice(start, end + 1);
  for (const text of [candidate, candidate.replace(/,\s*([}\]])/g, "$1")]) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === "object" && !Array.isArray(value)) return value;
    } catch {
      // try the next repair
    }
  }
  return null;
}

/** What is wrong with an answer: the rule it broke (the validator finds these, the retry prompt names them). */
export interface NarrationViolation {
  rule: NarrationRule;
  /** For the retry prompt: names the field and the words at fault (health values stay in it). */
  detail: string;
}
