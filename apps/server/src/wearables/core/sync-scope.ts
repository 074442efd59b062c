// Which connection a wearable sync (any provider) works for, carried through its async calls
// down to the HTTP sender, so the app-wide request budget (each provider's) can give each
// connection a fair share (review item 2).
//
// Node 20's AsyncLocalStorage slows every promise in the process while one is active (its
// promise hooks): measured, 12% more CPU per dashboard read and 20% per mood list with one
// entered on every API request. So the scope is active only while a sync runs, and is
// disabled again when the last one ends (docs/decisions/040-reads-through-the-stock-stack.md). A client that leaves is told by
// the call's own `clientLeft` signal (RequestInfo), not by this scope.
import { AsyncLocalStorage } from "node:async_hooks";

interface Scope {
  /** The connection whose sync draws from the budget. */
  connectionId: string;
}

const scope = new AsyncLocalStorage<Scope>();
/** Syncs under way in this process: the scope is enabled while there is one. */
let running = 0;

/** Runs a sync for `connectionId`: the budget sees that connection until it ends. */
export async function forConnection<T>(connectionId: string, work: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await scope.run({ connectionId }, work);
  } finally {
    running -= 1;
    // Turns Node's promise hooks off again; run() turns them on for the next sync.
    if (running === 0) scope.disable();
  }
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
