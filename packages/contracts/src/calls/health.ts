// Health calls: the dashboard and the daily metrics of a date range.
import { z } from "zod";
import { dashboardSchema } from "../entities/dashboard.ts";
import { healthMetricSchema, metricSourceSchema } from "../entities/health-metric.ts";
import { metricSourceKeySchema, metricSourcesSchema } from "../entities/metric-sources.ts";
import { isoDateSchema, optionalQueryDateSchema } from "../primitives.ts";
import { endNotBeforeStart, historyLimitSchema } from "./date-range.ts";
import { defineCall, noInput, optionalFieldsInput } from "./define.ts";

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

export const chooseMetricSourceInputSchema = z.object({
  metric: metricSourceKeySchema,
  /** A source the user has values of this metric from; null goes back to the default order. */
  source: metricSourceSchema.nullable(),
});
export type ChooseMetricSourceInput = z.input<typeof chooseMetricSourceInputSchema>;

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
  "health.sources": defineCall({
    type: "query",
    auth: "user",
    input: noInput,
    output: metricSourcesSchema,
    summary: "Per metric, the sources with data for it, the preferred one and the one read",
  }),
  "health.chooseSource": defineCall({
    type: "mutation",
    auth: "user",
    input: chooseMetricSourceInputSchema,
    output: metricSourcesSchema,
    summary:
      "Choose the source a metric is read from (null: the first source to deliver); history is rescored",
  }),
} as const;
