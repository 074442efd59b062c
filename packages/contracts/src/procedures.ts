// The single table of every call, keyed by tRPC procedure name. The router in
// packages/domain implements exactly these; the REST facade and OpenAPI are derived from them.
import type { z } from "zod";
import { authCalls } from "./calls/auth.ts";
import { burnoutCalls } from "./calls/burnout.ts";
import type { CallContract } from "./calls/define.ts";
import { healthCalls } from "./calls/health.ts";
import { importsCalls } from "./calls/imports.ts";
import { insightsCalls } from "./calls/insights.ts";
import { moodCalls } from "./calls/mood.ts";
import { narratorCalls } from "./calls/narrator.ts";
import { outreachCalls } from "./calls/outreach.ts";
import { reportsCalls } from "./calls/reports.ts";
import { wearableCalls } from "./calls/wearable.ts";

export const procedures = {
  ...authCalls,
  ...healthCalls,
  ...moodCalls,
  ...burnoutCalls,
  ...insightsCalls,
  ...wearableCalls,
  ...reportsCalls,
  ...narratorCalls,
  ...outreachCalls,
  ...importsCalls,
} as const satisfies Record<string, CallContract>;

export type Procedures = typeof procedures;
export type ProcedureName = keyof Procedures;
export const PROCEDURE_NAMES = Object.keys(procedures) as ProcedureName[];

/** What a caller sends to a procedure (before defaults and coercion). */
export type ProcedureInput<N extends ProcedureName> = z.input<Procedures[N]["input"]>;
/** What a procedure answers. */
export type ProcedureOutput<N extends ProcedureName> = z.output<Procedures[N]["output"]>;
