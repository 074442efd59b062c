// createAppRouter: the product's single router, written once against ports (docs/architecture.md).
// The server serves it over HTTP and the REST facade; demo-store runs it in the browser.
import { z } from "zod";
import { authRouter } from "./procedures/auth.ts";
import { burnoutRouter } from "./procedures/burnout.ts";
import { healthRouter } from "./procedures/health.ts";
import { importsRouter } from "./procedures/imports.ts";
import { insightsRouter } from "./procedures/insights.ts";
import { moodRouter } from "./procedures/mood.ts";
import { narratorRouter } from "./procedures/narrator.ts";
import { checkinRouter, outreachRouter } from "./procedures/outreach.ts";
import { reportsRouter } from "./procedures/reports.ts";
import { wearableRouter } from "./procedures/wearable.ts";
import { publicProcedure, router } from "./trpc.ts";

export const systemStatusSchema = z.object({ status: z.literal("ok"), db: z.enum(["ok", "error"]) });

const appRouter = router({
  system: router({
    status: publicProcedure.output(systemStatusSchema).query(async ({ ctx }) => ({
      status: "ok" as const,
      db: await ctx.ports.checkStorage(),
    })),
  }),
  auth: authRouter,
  health: healthRouter,
  mood: moodRouter,
  burnout: burnoutRouter,
  insights: insightsRouter,
  wearable: wearableRouter,
  reports: reportsRouter,
  narrator: narratorRouter,
  notifications: outreachRouter,
  checkin: checkinRouter,
  imports: importsRouter,
});

/** The router is the same value in every home; what differs is the context's ports. */
export function createAppRouter() {
  return appRouter;
}

export type AppRouter = typeof appRouter;
