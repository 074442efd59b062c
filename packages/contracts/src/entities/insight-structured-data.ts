// The structured_data of each insight type. A language-model
// writer's output is validated against these before it is stored.
import { z } from "zod";
import { directionSchema, importanceSchema, moodTrendSchema, riskLevelSchema } from "../primitives.ts";

const title = z.string().min(1).max(200);
const text = z.string().max(4000);
const short = z.string().max(500);
function list<T extends z.ZodType>(item: T) {
  return z.array(item).max(50);
}

export const keyMetricStatusSchema = z.enum(["good", "fair", "needs_attention"]);

export const weeklySummaryDataSchema = z.object({
  title,
  summary: text,
  key_metrics: list(
    z.object({
      name: short,
      /** A display value such as 68 or "68%". */
      value: z.union([z.number(), short]),
      trend: moodTrendSchema,
      status: keyMetricStatusSchema,
    }),
  ),
  focus_areas: list(z.object({ area: short, description: text, priority: importanceSchema })),
  recommendations: list(z.object({ category: short, action: text, impact: importanceSchema })),
});
export type WeeklySummaryData = z.infer<typeof weeklySummaryDataSchema>;

export const burnoutAlertDataSchema = z.object({
  title,
  risk_level: riskLevelSchema,
  message: text,
  warning_signs: list(z.object({ sign: text, severity: importanceSchema })),
  immediate_actions: list(z.object({ action: text, why: text, timeframe: short })),
  support_resources: list(text),
});
export type BurnoutAlertData = z.infer<typeof burnoutAlertDataSchema>;

export const trendAnalysisDataSchema = z.object({
  title,
  overview: text,
  trends: list(
    z.object({
      metric: short,
      direction: directionSchema,
      significance: importanceSchema,
      insight: text,
    }),
  ),
  patterns: list(z.object({ pattern: short, observation: text })),
  recommendations: list(z.object({ based_on: short, action: text })),
});
export type TrendAnalysisData = z.infer<typeof trendAnalysisDataSchema>;
