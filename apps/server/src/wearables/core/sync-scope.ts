// Who a wearable sync (any provider) works for, carried through its async calls (review item 2): the HTTP client
// that asked, so a sync stops when that client leaves, and the connection, so the app-wide
// request budget (each provider's) can give each connection a fair share. Background syncs run without a client
// and so never stop for one.
import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";

interface Scope {
  /** Aborted when the HTTP client disconnected before its answer was sent. */
  client?: AbortSignal;
  /** The connection whose sync draws from the budget. */
  connectionId?: string;
}

const scope = new AsyncLocalStorage<Scope>();

/** Express middleware: the rest of the request runs knowing whether its client is still there. */
export const trackClientPresence: RequestHandler = (_req, res, next) => {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  scope.run({ client: controller.signal }, next);
};

/** Runs a sync for `connectionId`, keeping the client (if any) of the surrounding request. */
export function forConnection<T>(connectionId: string, work: () => Promise<T>): Promise<T> {
  return scope.run({ ...scope.getStore(), connectionId }, work);
}

/** True once the HTTP client that asked for this work has gone; never for background work. */
export function clientHasLeft(): boolean {
  return scope.getStore()?.client?.aborted ?? false;
}

/** The connection the current work is for, when known. */
export function currentConnection(): string | undefined {
  return scope.getStore()?.connectionId;
}

/** The client left: the sync stops between chunks (what was saved stays). */
export class ClientLeftError extends Error {
  override name = "ClientLeftError";
  constructor() {
    super("The client that asked for the sync disconnected");
  }
}
