// Share links to the clinician report: made, listed and revoked here; the link's
// page and PDF are served by the home (the server's /shared/:token), never through a call.
import { AppError, SHARE_LINK_NOT_FOUND, SHARE_LINK_REVOKED, SHARED_REPORT_PATH } from "@evenkeel/contracts";
import { contractParsers, router, userProcedure } from "../trpc.ts";

const call = contractParsers;
const DAY_MS = 24 * 60 * 60 * 1000;

export const reportsRouter = router({
  createLink: userProcedure
    .input(call["reports.createLink"].input)
    .output(call["reports.createLink"].output)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.ports.clock.now();
      const expiresAt = new Date(Date.parse(now) + input.days * DAY_MS).toISOString();
      const { link, token } = await ctx.ports.store.shareLinks.create(
        ctx.auth.userId,
        { weeks: input.weeks, expires_at: expiresAt },
        now,
      );
      return { link, path: `${SHARED_REPORT_PATH}/${token}` };
    }),

  links: userProcedure
    .input(call["reports.links"].input)
    .output(call["reports.links"].output)
    .query(({ ctx }) => ctx.ports.store.shareLinks.live(ctx.auth.userId, ctx.ports.clock.now())),

  revokeLink: userProcedure
    .input(call["reports.revokeLink"].input)
    .output(call["reports.revokeLink"].output)
    .mutation(async ({ ctx, input }) => {
      const revoked = await ctx.ports.store.shareLinks.revoke(
        ctx.auth.userId,
        input.id,
        ctx.ports.clock.now(),
      );
      if (!revoked) throw new AppError("NOT_FOUND", SHARE_LINK_NOT_FOUND);
      return { message: SHARE_LINK_REVOKED };
    }),
});
