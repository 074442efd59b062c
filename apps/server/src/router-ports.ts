// The server's adapters for the app router's ports. The storage check and the clock are real;
// the data store, identity, media, wearables and insight writer arrive with issue 4, and until
// then every call to them answers NOT_IMPLEMENTED (501 "Not implemented yet").
import { AppError, NOT_IMPLEMENTED_YET } from "@evenkeel/contracts";
import type { RouterPorts } from "@evenkeel/domain/router";
import { type AppDatabase, isDatabaseReachable } from "./db/database.ts";

export function createRouterPorts(db: AppDatabase): RouterPorts {
  return {
    checkStorage: async () => ((await isDatabaseReachable(db)) ? "ok" : "error"),
    clock: { now: () => new Date().toISOString() },
    identity: notYetAvailable(),
    media: notYetAvailable(),
    store: notYetAvailable(),
    wearables: notYetAvailable(),
    insightWriter: notYetAvailable(),
  };
}

/**
 * A stand-in for a port of any shape: every property (at any depth, e.g. store.moods.list) is
 * a function whose call rejects with AppError NOT_IMPLEMENTED.
 */
function notYetAvailable<Port>(): Port {
  const stub: unknown = new Proxy(() => undefined, {
    // `then` stays undefined so that awaiting a port does not look like a promise.
    get: (_target, property) => (property === "then" ? undefined : stub),
    apply: () => Promise.reject(new AppError("NOT_IMPLEMENTED", NOT_IMPLEMENTED_YET)),
  });
  return stub as Port;
}
