// Starts Evenkeel for real: opens and migrates the database, then listens. close() stops
// accepting, lets in-flight requests finish (up to a deadline), then closes the database.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Config } from "./config/env.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createApp } from "./http/app.ts";
import { answerClientError } from "./http/client-errors.ts";
import { logEmailConfirmationMode } from "./identity/index.ts";
import type { ImportRunnerOptions } from "./imports/import-runner.ts";
import { scheduleBackgroundWork } from "./jobs/background-work.ts";
import { createLogger, type Logger } from "./logger.ts";
import type { RescoringTiming } from "./rescoring/history-rescoring.ts";
import { createServerAdapters } from "./router-ports.ts";

export interface RunningServer {
  /** Where this process answers, e.g. http://127.0.0.1:3000 (the bound address, not PUBLIC_URL). */
  url: string;
  port: number;
  logger: Logger;
  close(): Promise<void>;
}

/**
 * How long a client may take (review item 10): the request head within 15 s, the whole request
 * within 60 s (a 5 MB picture at 1 Mbit/s takes 40 s), an idle keep-alive connection 5 s; Node
 * checks for late requests every second. Slower clients get a 408 and the connection closes.
 */
export const HTTP_TIMEOUTS = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  checkEveryMs: 1_000,
};

export type HttpTimeouts = typeof HTTP_TIMEOUTS;

export interface StartOptions {
  logger?: Logger;
  /** Tests shorten these; production uses HTTP_TIMEOUTS. */
  timeouts?: Partial<HttpTimeouts>;
  /** How long close() waits for in-flight requests before cutting connections. */
  shutdownTimeoutMs?: number;
  /** Batches and ticks of the history rescoring job (tests make them small). */
  rescoring?: RescoringTiming;
  /** Caps and ticks of the file-import runner (tests make the zip caps small). */
  imports?: ImportRunnerOptions;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config);
  const db = openDatabase(config);
  try {
    const applied = await migrateToLatest(db);
    for (const migration of applied) {
      logger.info({ migration: migration.migrationName }, "database migration applied");
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }

  logEmailConfirmationMode(config, logger);
  const adapters = createServerAdapters({ db, config, logger });
  const timeouts = { ...HTTP_TIMEOUTS, ...options.timeouts };
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    createApp({ config, db, logger, adapters }),
  );
  // Requests too malformed for Express still get a JSON detail and the security headers.
  server.on("clientError", answerClientError);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  // Every kind of background work, as jobs in the database (docs/decisions/036).
  const { backgroundSync } = scheduleBackgroundWork({
    db,
    config,
    logger,
    adapters,
    rescoring: options.rescoring,
    imports: options.imports,
  });
  adapters.jobs.start();
  adapters.lifecycle.ready = true;
  const { port } = server.address() as AddressInfo;
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 10_000;
  let closing: Promise<void> | undefined;

  async function close(): Promise<void> {
    // Load balancers see /readyz answer 503 and send no new requests here.
    adapters.lifecycle.ready = false;
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive sockets that go idle after their last answer would otherwise hold close() open.
    const sweepIdle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      logger.warn("shutdown deadline reached; closing remaining connections");
      server.closeAllConnections();
    }, shutdownTimeoutMs);
    try {
      await stopped;
    } finally {
      clearInterval(sweepIdle);
      clearTimeout(deadline);
    }
    await adapters.jobs.stop();
    await backgroundSync.stop();
    await db.destroy();
  }

  return {
    url: `http://${displayHost(config.host)}:${port}`,
    port,
    logger,
    close: () => {
      closing ??= close();
      return closing;
    },
  };
}

/** A wildcard bind address is not something to connect to; loopback is. */
function displayHost(host: string): string {
  if (host === "0.0.0.0" || host === "") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}
