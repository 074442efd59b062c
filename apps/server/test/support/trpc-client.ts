// The typed tRPC client the web app uses, pointed at a test server's /api/trpc, for checking
// that tRPC over HTTP behaves exactly like the REST facade.
import type { AppRouter } from "@evenkeel/domain/router";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import type { TestServer } from "./test-server.ts";

export function trpcClient(server: Pick<TestServer, "url">, token?: string | null) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${server.url}/api/trpc`,
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
      }),
    ],
  });
}

export interface TrpcFailure {
  code: string;
  httpStatus: number;
  detail: string;
}

/** The error a tRPC call ended with, as code, HTTP status and detail; throws if it succeeded. */
export async function trpcFailure(call: Promise<unknown>): Promise<TrpcFailure> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = error.data as { code: string; httpStatus: number; detail: string };
    return { code: data.code, httpStatus: data.httpStatus, detail: data.detail };
  }
  throw new Error("expected the tRPC call to fail");
}
