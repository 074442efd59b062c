// The server's one way to run background work (docs/decisions/020): a pass now and then on a
// timer, never two passes at once, and a stop() that lets the pass in progress reach its next
// safe point (the pass checks `stopping()` between units of work) before the server closes.
// Used by the wearables background sync (every provider), by rescoring stored history after a
// score upgrade, by outreach, and by file imports (wearables/imports/import-runner.ts).
import type { Logger } from "../logger.ts";

export interface PeriodicJobOptions {
  /** One pass over the work there is; return early once `stopping()` is true. */
  pass: (stopping: () => boolean) => Promise<void>;
  /** Logged, with the error, when a pass throws. */
  failureMessage: string;
  logger: Pick<Logger, "error">;
  /** Delay before the first pass after start, and between passes. */
  firstTickMs: number;
  tickMs: number;
}

export interface PeriodicJob {
  /** Runs one pass now (what each tick does), or joins the one running; resolves when it is done. */
  runOnce(): Promise<void>;
  /** Stops the ticks and waits for a pass in progress to reach its next safe point. */
  stop(): Promise<void>;
}

export function startPeriodicJob(options: PeriodicJobOptions): PeriodicJob {
  let stopping = false;
  let running: Promise<void> | null = null;

  function runOnce(): Promise<void> {
    running ??= options
      .pass(() => stopping)
      .catch((error: unknown) => options.logger.error({ err: error }, options.failureMessage))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const first = setTimeout(() => void runOnce(), options.firstTickMs);
  const ticks = setInterval(() => void runOnce(), options.tickMs);
  // The server's own handles keep the process alive; these timers must not.
  first.unref();
  ticks.unref();

  return {
    runOnce,
    async stop() {
      stopping = true;
      clearTimeout(first);
      clearInterval(ticks);
      await running;
    },
  };
}
