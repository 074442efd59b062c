// File imports: following an upload's progress and reading its summary. The upload
// itself is a file endpoint of the home (POST /api/imports), which runs the import.
import { AppError, DATA_IMPORT_NOT_FOUND } from "@evenkeel/contracts";
import { contractParsers, router, userProcedure } from "../trpc.ts";

const call = contractParsers;

export const importsRouter = router({
  list: userProcedure
    .input(call["imports.list"].input)
    .output(call["imports.list"].output)
    .query(({ ctx }) => ctx.ports.store.imports.list(ctx.auth.userId)),

  get: userProcedure
    .input(call["imports.get"].input)
    .output(call["imports.get"].output)
    .query(async ({ ctx, input }) => {
      const found = await ctx.ports.store.imports.get(ctx.auth.userId, input.id);
      // Another user's import answers exactly as an unknown id does.
      if (!found) throw new AppError("NOT_FOUND", DATA_IMPORT_NOT_FOUND);
      return found;
    }),
});
