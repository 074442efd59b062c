// The server's configuration, read from the environment and validated once at start-up.
// This is the only file that reads environment variables; everything else receives a Config. A
// feature's own variables (a wearable provider's, the narrator's model, web push) are declared in its
// settings.ts as a part (config/variables.ts) and composed here.
import { createRequire } from "node:module";
import path from "node:path";
import { z } from "zod";
import { languageModelEnv } from "../narrator/settings.ts";
import { vapidEnv } from "../outreach/push-settings.ts";
import { PROVIDER_ENV_PARTS } from "../wearables/providers/settings.ts";
import { resolveBaseDir } from "./paths.ts";
import {
  decodeKey,
  isHttpOrigin,
  isPostgresUrl,
  isSmtpUrl,
  parseCorsOrigins,
  parseTrustProxy,
  type SettingsOf,
} from "./variables.ts";

export { resolveUserPath } from "./paths.ts";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const NODE_ENVS = ["development", "production", "test"] as const;

/**
 * The built web app: the dist folder of the @evenkeel/web workspace, found as Node finds the
 * package, so the same whether this module runs from src/ through tsx or bundled in dist/.
 */
const DEFAULT_WEB_DIST_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@evenkeel/web/package.json")),
  "dist",
);

/** Megabytes of serialised answers kept by default (never more than a share of the heap). */
export const DEFAULT_ANSWER_CACHE_MB = 24;

/** The largest WHOOP or Apple Health export accepted by default: 4 GB. */
export const DEFAULT_IMPORT_MAX_BYTES = 4 * 1024 ** 3;

/** The parts of the environment a feature owns (a wearable provider, the narrator's model). */
const ENV_PARTS = [...PROVIDER_ENV_PARTS, languageModelEnv, vapidEnv] as const;
type EnvPartOf = (typeof ENV_PARTS)[number];

/** Each part's settings under its key (config.whoop, config.oura, config.languageModel…); absent when off. */
export type PartConfigs = { [Part in EnvPartOf as Part["key"]]?: SettingsOf<Part> };

export type Config = CoreConfig & PartConfigs;

export interface CoreConfig {
  port: number;
  host: string;
  /** Absolute path of the folder that holds evenkeel.db (and later uploads and generated secrets). */
  dataDir: string;
  /**
   * DATABASE_URL: a postgres:// URL selects PostgreSQL (docs/decisions/036); absent means SQLite
   * in dataDir. DATABASE_POOL_SIZE bounds this process's connections to it.
   */
  databaseUrl?: string;
  databasePoolSize: number;
  /**
   * JOB_LEASE_SECONDS: how long a claimed background job is held without renewal (default 120);
   * after a process dies, its jobs are taken over this long after its last renewal.
   */
  jobLeaseMs: number;
  /** PG_BIN_DIR: where `npm run backup`/`restore` find pg_dump and pg_restore; absent means PATH. */
  pgBinDir?: string;
  /** The origin users browse to, without a trailing slash (links in e-mails, OAuth redirects). */
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute path of the built web app (index.html and assets). */
  webDistDir: string;
  nodeEnv: (typeof NODE_ENVS)[number];
  /** Outgoing mail for confirmation links; absent means accounts are confirmed at once. */
  smtp?: SmtpConfig;
  /** The access-token signing key; absent means one is generated once in the data folder. */
  jwtSecret?: string;
  /** Express "trust proxy": a hop count or proxy addresses; absent means the socket address counts. */
  trustProxy?: number | string[];
  /** Multiplies every throttle limit (sign-in, sign-up, confirm, refresh, uploads); absent means 1. */
  rateLimitScale?: number;
  /** SECRET_KEY (32 bytes) that encrypts wearable tokens; absent means a key generated in the data folder. */
  secretKey?: Buffer;
  /** CORS_ORIGINS: other origins allowed to call /api from a browser; absent means same origin only. */
  corsOrigins?: string[];
  /** ANSWER_CACHE_MB: the server's cache of serialised answers (docs/decisions/030); 0 turns it off. */
  answerCacheMb: number;
  /** OUTREACH_TICK_SECONDS: how often reminders and alerts are looked for (default 60 s). */
  outreachTickMs: number;
  /** IMPORT_MAX_BYTES: the largest export file an upload may carry, counted while it streams (default 4 GB). */
  importMaxBytes: number;
  /** IMPORT_STALL_SECONDS: an upload that sends no byte for this long is ended (default 60 s). */
  importStallMs: number;
  /** IMPORT_USER_BYTES_PER_DAY: what one account may upload in 24 hours (default twice IMPORT_MAX_BYTES). */
  importUserBytesPerDay: number;
}

export interface SmtpConfig {
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from the start). */
  url: string;
  /** The From header, e.g. "Evenkeel <no-reply@evenkeel.example.com>". */
  from: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

// Each rule's message completes the sentence "<VARIABLE> must …". Every value here is
// harmless to echo back; a secret added later must not be quoted in its message.
const coreSchema = {
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, "must be an integer between 0 and 65535")
    .transform(Number)
    .refine((port) => port <= 65_535, "must be an integer between 0 and 65535")
    .optional(),
  HOST: z.string().min(1, "must not be empty").optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .refine(
      isPostgresUrl,
      "must be a postgres:// or postgresql:// URL such as postgres://evenkeel@db.example.com/evenkeel",
    )
    .optional(),
  PG_BIN_DIR: z.string().optional(),
  JOB_LEASE_SECONDS: z
    .string()
    .regex(/^\d{1,4}$/, "must be an integer between 1 and 3600")
    .transform(Number)
    .refine((seconds) => seconds >= 1 && seconds <= 3600, "must be an integer between 1 and 3600")
    .optional(),
  DATABASE_POOL_SIZE: z
    .string()
    .regex(/^\d{1,3}$/, "must be an integer between 1 and 100")
    .transform(Number)
    .refine((size) => size >= 1 && size <= 100, "must be an integer between 1 and 100")
    .optional(),
  PUBLIC_URL: z
    .string()
    .refine(
      isHttpOrigin,
      "must be an http:// or https:// origin without a path, such as https://evenkeel.example.com",
    )
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(", ")}`).optional(),
  WEB_DIST_DIR: z.string().optional(),
  NODE_ENV: z.enum(NODE_ENVS, `must be one of ${NODE_ENVS.join(", ")}`).optional(),
  SMTP_URL: z
    .string()
    .refine(
      isSmtpUrl,
      "must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465",
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*@[^\r\n]*$/, "must be an e-mail address, optionally with a name")
    .optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|\d{1,2}|[0-9A-Za-z.:/]+(\s*,\s*[0-9A-Za-z.:/]+)*)$/,
      "must be false, a number of proxy hops, or a comma-separated list of proxy addresses (e.g. loopback)",
    )
    .refine(
      (value) => value !== "true",
      "must not be true (that trusts any client); give a hop count or proxy addresses",
    )
    .optional(),
  RATE_LIMIT_SCALE: z
    .string()
    .regex(
      /^[1-9]\d{0,3}$/,
      "must be a whole number from 1 to 9999 (every throttle limit is multiplied by it)",
    )
    .transform(Number)
    .optional(),
  SECRET_KEY: z
    .string()
    .refine((value) => decodeKey(value) !== null, "must be 32 bytes in base64 (e.g. openssl rand -base64 32)")
    .optional(),
  CORS_ORIGINS: z
    .string()
    .refine(
      (value) => value.split(",").every((entry) => isHttpOrigin(entry.trim())),
      "must be a comma-separated list of http:// or https:// origins without paths, such as https://app.example.com",
    )
    .optional(),
  ANSWER_CACHE_MB: z
    .string()
    .regex(/^\d{1,4}$/, "must be a whole number of megabytes from 0 to 9999 (0 turns the answer cache off)")
    .transform(Number)
    .optional(),
  IMPORT_MAX_BYTES: z
    .string()
    .regex(
      /^[1-9]\d{0,13}$/,
      "must be a whole number of bytes from 1 to 99999999999999, e.g. 4294967296 for 4 GB",
    )
    .transform(Number)
    .optional(),
  IMPORT_USER_BYTES_PER_DAY: z
    .string()
    .regex(
      /^[1-9]\d{0,13}$/,
      "must be a whole number of bytes from 1 to 99999999999999, e.g. 8589934592 for 8 GB",
    )
    .transform(Number)
    .optional(),
  IMPORT_STALL_SECONDS: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, "must be a whole number of seconds from 1 to 9999")
    .transform(Number)
    .optional(),
  OUTREACH_TICK_SECONDS: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, "must be a whole number of seconds from 1 to 9999")
    .transform(Number)
    .optional(),
  // Set by npm to the directory the npm command was typed in (see resolveBaseDir).
  INIT_CWD: z.string().optional(),
};
const envSchema = z.object(
  Object.assign({}, coreSchema, ...ENV_PARTS.map((part) => part.schema)) as typeof coreSchema,
);

// Values never echoed in an error message: they hold passwords or keys.
const SECRET_VARIABLES = new Set([
  "SMTP_URL",
  "DATABASE_URL",
  "JWT_SECRET",
  "SECRET_KEY",
  ...ENV_PARTS.flatMap((part) => part.secrets),
]);

export type Environment = Record<string, string | undefined>;

/**
 * Turns an environment into a Config, or throws a ConfigError naming every bad variable.
 * Pure apart from `cwd`, so tests call it with a plain object.
 */
export function parseConfig(env: Environment, cwd: string = process.cwd()): Config {
  // An empty variable (`PORT=` in a compose file) means "use the default".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const got = SECRET_VARIABLES.has(name) ? "value hidden" : `got ${JSON.stringify(present[name])}`;
      return `${name} ${issue.message} (${got})`;
    });
    throw new ConfigError(`Invalid environment: ${problems.join("; ")}`);
  }
  const vars = result.data;
  if (vars.SMTP_URL && !vars.MAIL_FROM) {
    throw new ConfigError("Invalid environment: MAIL_FROM must be set when SMTP_URL is set");
  }
  for (const [first, second] of ENV_PARTS.flatMap((part) => part.together)) {
    if (Boolean(present[first]) !== Boolean(present[second])) {
      throw new ConfigError(`Invalid environment: ${first} and ${second} must be set together`);
    }
  }
  const baseDir = resolveBaseDir(vars.INIT_CWD, cwd);
  const port = vars.PORT ?? 3000;
  const parts = Object.fromEntries(ENV_PARTS.map((part) => [part.key, part.read(result.data)]));
  return {
    ...(parts as PartConfigs),
    port,
    host: vars.HOST ?? "0.0.0.0",
    dataDir: path.resolve(baseDir, vars.DATA_DIR ?? "data"),
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE ?? 10,
    jobLeaseMs: (vars.JOB_LEASE_SECONDS ?? 120) * 1000,
    pgBinDir: vars.PG_BIN_DIR ? path.resolve(baseDir, vars.PG_BIN_DIR) : undefined,
    publicUrl: vars.PUBLIC_URL
      ? new URL(vars.PUBLIC_URL).origin
      : `http://localhost:${port === 0 ? 3000 : port}`,
    logLevel: vars.LOG_LEVEL ?? "info",
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(baseDir, vars.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    nodeEnv: vars.NODE_ENV ?? "production",
    smtp: vars.SMTP_URL && vars.MAIL_FROM ? { url: vars.SMTP_URL, from: vars.MAIL_FROM } : undefined,
    jwtSecret: vars.JWT_SECRET,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    rateLimitScale: vars.RATE_LIMIT_SCALE,
    secretKey: vars.SECRET_KEY ? (decodeKey(vars.SECRET_KEY) ?? undefined) : undefined,
    corsOrigins: parseCorsOrigins(vars.CORS_ORIGINS),
    answerCacheMb: vars.ANSWER_CACHE_MB ?? DEFAULT_ANSWER_CACHE_MB,
    outreachTickMs: (vars.OUTREACH_TICK_SECONDS ?? 60) * 1000,
    importMaxBytes: vars.IMPORT_MAX_BYTES ?? DEFAULT_IMPORT_MAX_BYTES,
    importStallMs: (vars.IMPORT_STALL_SECONDS ?? 60) * 1000,
    importUserBytesPerDay:
      vars.IMPORT_USER_BYTES_PER_DAY ?? 2 * (vars.IMPORT_MAX_BYTES ?? DEFAULT_IMPORT_MAX_BYTES),
  };
}
