// The one app router and the ports each home implements.
export { type AppRouter, createAppRouter } from "./app-router.ts";
export type { RouterContext } from "./context.ts";
export type * from "./ports.ts";
export { generateInsight } from "./services/generate-insight.ts";
export { rescoreChange, rescoreSync } from "./services/rescoring.ts";
export {
  inDefaultOrder,
  type ResolvedMetricKey,
  resolveDay,
  type SourceDayRecord,
  type SourceOrder,
} from "./services/resolve-day.ts";
export { ensureScore, rescoreDays } from "./services/scores.ts";
export { isKnownTimeZone, userTimeZone, userToday } from "./services/user-day.ts";
export { createCallerFactory, detailOf } from "./trpc.ts";
