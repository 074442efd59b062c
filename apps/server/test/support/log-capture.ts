// A logger whose JSON lines a test can read back.
import { Writable } from "node:stream";
import type { Config } from "../../src/config/env.ts";
import { createLogger, type Logger } from "../../src/logger.ts";

export function captureLogs(level: Config["logLevel"] = "info"): {
  logger: Logger;
  lines: Array<Record<string, unknown>>;
  text: () => string;
} {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ logLevel: level }, stream);
  return {
    logger,
    get lines() {
      return raw
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => raw.join(""),
  };
}
