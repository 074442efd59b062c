// Health calls of SPEC.md §7: the dashboard and the daily metrics of a date range.
import { z } from "zod";
import { dashboardSchema } from "../entities/dashboard.ts";
import { healthMetricSchema } from "../entities/health-metric.ts";
import { isoDateSchema, optionalQueryDateSchema } from "../primitives.ts";
import { endNotBeforeStart, historyLimitSchema } from "./date-range.ts";
import { defineCall, optionalFieldsInput } from "./define.ts";

export const dashboardInputSchema = optionalFieldsInput({
  /** The day the dashboard is centred on; the user's today when absent. */
  selected_date: optionalQueryDateSchema,
});
export type DashboardInput = z.input<typeof dashboardInputSchema>;

export const metricsInputSchema = z
  .object({
    start_date: isoDateSchema,
    end_date: optionalQueryDateSchema,
    limit: historyLimitSchema,
  })
  .superRefine(endNotBeforeStart);
export type MetricsInput = z.input<typeof metricsInputSchema>;

export const healthCalls = {
  "health.dashboard": defineCall({
    type: "query",
    auth: "user",
    input: dashboardInputSchema,
    output: dashboardSchema,
    summary: "Latest metrics, recent days, latest score and insight for the dashboard",
  }),
  "health.metrics": defineCall({
    type: "query",
    auth: "user",
    input: metricsInputSchema,
    output: z.array(healthMetricSchema),
    summary: "Daily health metrics from start_date (to end_date), oldest first",
  }),
} as const;
