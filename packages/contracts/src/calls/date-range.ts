// The date-range query shared by metrics, burnout history, mood list and sync: dates are
// YYYY-MM-DD and an end before the start is refused.
import type { z } from "zod";
import { DEFAULT_HISTORY_LIMIT, HISTORY_LIMIT_MAX } from "../constants.ts";
import { DATE_RANGE_INVALID } from "../messages.ts";
import { queryIntSchema } from "../primitives.ts";

export const historyLimitSchema = queryIntSchema(1, HISTORY_LIMIT_MAX).default(DEFAULT_HISTORY_LIMIT);

interface MaybeRange {
  start_date?: string | undefined;
  end_date?: string | undefined;
}

/** Object-level check: end_date, when both are given, is not before start_date. */
export function endNotBeforeStart<T extends MaybeRange>(value: T, ctx: z.core.$RefinementCtx<T>): void {
  if (value.start_date && value.end_date && value.end_date < value.start_date) {
    ctx.addIssue({ code: "custom", path: ["end_date"], message: DATE_RANGE_INVALID, input: value.end_date });
  }
}
