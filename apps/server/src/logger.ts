// The process logger: structured JSON lines on stdout. Secrets and personal data are kept
// out by what callers log; the redaction below is the safety net (docs/security.md #13).
import { type DestinationStream, type Logger, pino, stdTimeFunctions } from "pino";
import type { Config } from "./config/env.ts";

export type { Logger };

// Field names that must never reach a log line, at the top or one level down (a logged
// object, an error's context). Generic names such as `code` stay out: errors use them.
const SENSITIVE_FIELDS = [
  "authorization",
  "cookie",
  "password",
  "password_hash",
  "access_token",
  "refresh_token",
  "token_hash",
  "authorization_code",
  "email",
];

/** Logs to stdout, or to `destination` (tests read the lines from there). */
export function createLogger(config: Pick<Config, "logLevel">, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: "evenkeel" },
      timestamp: stdTimeFunctions.isoTime,
      redact: {
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          'res.headers["set-cookie"]',
          ...SENSITIVE_FIELDS,
          ...SENSITIVE_FIELDS.map((field) => `*.${field}`),
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
