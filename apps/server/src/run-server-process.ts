// The life of a server process: read the environment, start, and on SIGTERM/SIGINT shut down
// gracefully and exit 0. A bad environment exits 1 with a message naming the variable.
import { type Config, ConfigError, type Environment, parseConfig } from "./config/env.ts";
import { type RunningServer, startServer } from "./server.ts";
import { LISTENING_MESSAGE } from "./supervisor.ts";

export async function runServerProcess(env: Environment): Promise<void> {
  const config = parseConfigOrExit(env);
  const server = await startOrExit(config);
  const { logger } = server;
  logger.info(
    { address: server.url, publicUrl: config.publicUrl },
    `Evenkeel listening on ${config.host}:${server.port}; open ${config.publicUrl}`,
  );
  // Under the supervisor of `npm start`: from now on a death is a crash worth a restart.
  process.send?.(LISTENING_MESSAGE);

  let shuttingDown = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, "second signal received; exiting without waiting");
      process.exit(1);
    }
    shuttingDown = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    try {
      await server.close();
      logger.info("Evenkeel stopped");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", shutDown);
  process.on("SIGINT", shutDown);
}

function parseConfigOrExit(env: Environment): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // No logger yet: the level itself may be what is wrong.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function startOrExit(config: Config): Promise<RunningServer> {
  try {
    return await startServer(config);
  } catch (error) {
    // A taken port or a failed migration: say so plainly, without a stack.
    process.stderr.write(`Evenkeel could not start: ${describe(error)}\n`);
    process.exit(1);
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
}
