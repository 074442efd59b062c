// The one place that chooses how tRPC calls travel (docs/architecture.md, "one router, two homes"):
// while the demo flag is active, to the demo router inside this tab (demo-store over
// localStorage, through tRPC's local link); otherwise over HTTP to the server's /api/trpc,
// with the bearer token and the browser's time zone, behind the 401 → refresh → retry link;
// its GETs revalidate the last answer by ETag (revalidatingFetch.ts).
import { TRPC_MAX_BATCH_CALLS } from "@evenkeel/contracts";
import type { AppRouter } from "@evenkeel/domain/router";
import {
  httpBatchLink,
  type OperationLink,
  splitLink,
  TRPCClientError,
  type TRPCLink,
  unstable_localLink,
} from "@trpc/client";
import { observable, type Unsubscribable } from "@trpc/server/observable";
import { loadDemoStore } from "../session/demoMode";
import { readDemoFlag } from "../session/storage";
import { TRPC_URL } from "./endpoints";
import { refreshOnUnauthorizedLink } from "./refreshOnUnauthorizedLink";
import { requestHeaders } from "./requestHeaders";
import { createRevalidatingFetch } from "./revalidatingFetch";

/**
 * Calls that always go to the server: an e-mail confirmation link belongs to a real account,
 * so it must work even when it is opened in a browser that is exploring the demo.
 */
const SERVER_ONLY_PATHS = new Set(["auth.confirm"]);

/**
 * The demo router, loaded with its chunk on the first demo call and then kept: visitors who
 * never enter the demo never download demo-store or the domain code it runs.
 */
function demoLink(): TRPCLink<AppRouter> {
  return (runtime) => {
    let local: Promise<OperationLink<AppRouter>> | null = null;
    const load = () => {
      local ??= loadDemoStore().then(({ createDemoRouter }) => {
        const { router, createContext } = createDemoRouter(window.localStorage);
        return unstable_localLink<AppRouter>({
          router,
          createContext,
          // Refusals reach the screens as messages; only a failure nobody meant is logged.
          onError: ({ error, path }) => {
            if (error.code === "INTERNAL_SERVER_ERROR") console.error(`Demo call ${path} failed`, error);
          },
        })(runtime);
      });
      // A failed chunk download is retried on the next call instead of being remembered.
      local.catch(() => {
        local = null;
      });
      return local;
    };
    return ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | null = null;
        let stopped = false;
        load().then(
          (link) => {
            if (!stopped) subscription = link({ op, next }).subscribe(observer);
          },
          (cause: unknown) =>
            observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause)))),
        );
        return () => {
          stopped = true;
          subscription?.unsubscribe();
        };
      });
  };
}

export function createAppLinks(): TRPCLink<AppRouter>[] {
  return [
    splitLink({
      // Read on every call: entering or leaving the demo switches the transport at once.
      condition: (op) => readDemoFlag() === "active" && !SERVER_ONLY_PATHS.has(op.path),
      true: demoLink(),
      false: [
        refreshOnUnauthorizedLink(),
        httpBatchLink({
          url: TRPC_URL,
          headers: requestHeaders,
          // The server refuses larger batches (docs/security.md); more calls go in several.
          maxItems: TRPC_MAX_BATCH_CALLS,
          fetch: createRevalidatingFetch(),
        }),
      ],
    }),
  ];
}
