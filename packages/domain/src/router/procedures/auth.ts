// Account procedures (the /auth calls): thin, each delegating to the identity port or
// the store; the home decides how passwords, tokens and files are handled.
import { ALL_DATA_DELETED, AppError, SIGNED_OUT, WEARABLE_PROVIDER_IDS } from "@evenkeel/contracts";
import { contractParsers, publicProcedure, router, userProcedure } from "../trpc.ts";

const call = contractParsers;

export const authRouter = router({
  signup: publicProcedure
    .input(call["auth.signup"].input)
    .output(call["auth.signup"].output)
    .mutation(({ ctx, input }) => ctx.ports.identity.signUp(input, ctx.request)),

  signin: publicProcedure
    .input(call["auth.signin"].input)
    .output(call["auth.signin"].output)
    .mutation(({ ctx, input }) => ctx.ports.identity.signIn(input, ctx.request)),

  confirm: publicProcedure
    .input(call["auth.confirm"].input)
    .output(call["auth.confirm"].output)
    .mutation(({ ctx, input }) => ctx.ports.identity.confirm(input, ctx.request)),

  resendConfirmation: publicProcedure
    .input(call["auth.resendConfirmation"].input)
    .output(call["auth.resendConfirmation"].output)
    .mutation(({ ctx, input }) => ctx.ports.identity.resendConfirmation(input, ctx.request)),

  refresh: publicProcedure
    .input(call["auth.refresh"].input)
    .output(call["auth.refresh"].output)
    .mutation(({ ctx, input }) => ctx.ports.identity.refresh(input, ctx.request)),

  signout: userProcedure
    .input(call["auth.signout"].input)
    .output(call["auth.signout"].output)
    .mutation(async ({ ctx }) => {
      await ctx.ports.identity.signOut(ctx.auth);
      return { message: SIGNED_OUT };
    }),

  me: userProcedure
    .input(call["auth.me"].input)
    .output(call["auth.me"].output)
    .query(async ({ ctx }) => {
      const user = await ctx.ports.store.users.get(ctx.auth.userId);
      if (!user) throw new AppError("UNAUTHORIZED", "Account not found");
      return user;
    }),

  updateMe: userProcedure
    .input(call["auth.updateMe"].input)
    .output(call["auth.updateMe"].output)
    .mutation(({ ctx, input }) => {
      const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      return ctx.ports.store.users.updateProfile(ctx.auth.userId, patch, ctx.ports.clock.now());
    }),

  uploadProfilePicture: publicProcedure
    .input(call["auth.uploadProfilePicture"].input)
    .output(call["auth.uploadProfilePicture"].output)
    .mutation(async ({ ctx, input }) => ({
      url: await ctx.ports.media.saveProfilePicture(input.file, ctx.auth?.userId ?? null),
    })),

  deleteAllData: userProcedure
    .input(call["auth.deleteAllData"].input)
    .output(call["auth.deleteAllData"].output)
    .mutation(async ({ ctx }) => {
      const { userId } = ctx.auth;
      // Revoke every wearable first: no HTTP call may run inside the erase transaction.
      for (const provider of WEARABLE_PROVIDER_IDS) {
        const connection = await ctx.ports.wearables.connection(userId, provider);
        if (connection) await ctx.ports.wearables.disconnect(userId, provider).catch(() => undefined);
      }
      await ctx.ports.store.eraseUserData(userId);
      await ctx.ports.identity.endAllSessions(userId);
      return { message: ALL_DATA_DELETED };
    }),
});
