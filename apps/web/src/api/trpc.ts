// The typed tRPC hooks for the whole app. Only the router's type crosses the package
// boundary; which transport answers is decided in ./links.
import type { AppRouter } from "@evenkeel/domain/router";
import { createTRPCReact } from "@trpc/react-query";

export const trpc = createTRPCReact<AppRouter>();
