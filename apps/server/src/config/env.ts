// The server's configuration, read from the environment and validated once at start-up.
// This is the only file that reads environment variables; everything else receives a Config.
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const NODE_ENVS = ["development", "production", "test"] as const;

/** The built web app, wherever the server package sits: apps/server/src/config → apps/web/dist. */
const DEFAULT_WEB_DIST_DIR = path.resolve(import.meta.dirname, "../../../web/dist");

/** Megabytes of serialised answers kept by default (never more than a share of the heap). */
export const DEFAULT_ANSWER_CACHE_MB = 24;

/** The largest WHOOP or Apple Health export accepted by default (issue 17): 4 GB. */
export const DEFAULT_IMPORT_MAX_BYTES = 4 * 1024 ** 3;

export interface Config {
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
  /** WHOOP OAuth client and API (WHOOP_*); absent without client id and secret: connecting answers 503. */
  whoop?: WhoopConfig;
  /** Oura OAuth client and API (OURA_*); absent without client id and secret: connecting answers 503. */
  oura?: OuraConfig;
  /** SECRET_KEY (32 bytes) that encrypts wearable tokens; absent means a key generated in the data folder. */
  secretKey?: Buffer;
  /** CORS_ORIGINS: other origins allowed to call /api from a browser; absent means same origin only. */
  corsOrigins?: string[];
  /** ANSWER_CACHE_MB: the server's cache of serialised answers (docs/decisions/030); 0 turns it off. */
  answerCacheMb: number;
  /** The optional narrator's OpenAI-compatible endpoint (LLM_*); absent means insights stay deterministic. */
  languageModel?: LanguageModelConfig;
  /** OUTREACH_TICK_SECONDS: how often reminders and alerts are looked for (default 60 s). */
  outreachTickMs: number;
  /** IMPORT_MAX_BYTES: the largest export file an upload may carry, counted while it streams (default 4 GB). */
  importMaxBytes: number;
  /** IMPORT_STALL_SECONDS: an upload that sends no byte for this long is ended (default 60 s). */
  importStallMs: number;
  /** IMPORT_USER_BYTES_PER_DAY: what one account may upload in 24 hours (default twice IMPORT_MAX_BYTES). */
  importUserBytesPerDay: number;
  /** Web push keys (VAPID_*, issue 18); absent means a key pair generated once in the data folder. */
  vapid?: { publicKey: string; privateKey: string };
}

export interface LanguageModelConfig {
  /** Base of /chat/completions, e.g. http://127.0.0.1:11434/v1; no trailing slash. */
  baseUrl: string;
  model: string;
  /** Sent as a bearer token when set (hosted APIs); local servers usually need none. */
  apiKey?: string;
  /** Per request; a slower answer falls back to the deterministic insight. */
  timeoutMs: number;
}

export interface WhoopConfig {
  clientId: string;
  clientSecret: string;
  /** Authorize is {oauthUrl}/auth, the token endpoint {oauthUrl}/token; no trailing slash. */
  oauthUrl: string;
  /** Base of /v2/...; no trailing slash. */
  apiUrl: string;
  /** Accept signed deliveries at POST /api/whoop/webhook. */
  webhookEnabled: boolean;
  /** WHOOP's limits are per app, across all its users. */
  requestsPerMinute: number;
  requestsPerDay: number;
}

export interface OuraConfig {
  clientId: string;
  clientSecret: string;
  /** The page the browser is sent to for consent. */
  authorizeUrl: string;
  /** Base of /oauth/token, /oauth/revoke, /v2/usercollection/… and /v2/webhook/…; no trailing slash. */
  apiUrl: string;
  /** The token endpoint tried when {apiUrl}/oauth/token answers 400 invalid_request. */
  tokenFallbackUrl: string;
  /** Subscribe to Oura's webhooks and accept signed deliveries at /api/oura/webhook. */
  webhookEnabled: boolean;
  /** Oura's limit: 5,000 requests per 5 minutes, per app. */
  requestsPerWindow: number;
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
const envSchema = z.object({
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
  WHOOP_CLIENT_ID: z.string().max(256, "must be at most 256 characters").optional(),
  WHOOP_CLIENT_SECRET: z.string().max(512, "must be at most 512 characters").optional(),
  WHOOP_OAUTH_URL: z.string().refine(isHttpUrl, "must be an http:// or https:// URL").optional(),
  WHOOP_API_URL: z.string().refine(isHttpUrl, "must be an http:// or https:// URL").optional(),
  WHOOP_WEBHOOK_ENABLED: z.enum(["true", "false", "1", "0"], "must be true or false").optional(),
  WHOOP_REQUESTS_PER_MINUTE: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, "must be a whole number from 1 to 999999")
    .transform(Number)
    .optional(),
  WHOOP_REQUESTS_PER_DAY: z
    .string()
    .regex(/^[1-9]\d{0,7}$/, "must be a whole number from 1 to 99999999")
    .transform(Number)
    .optional(),
  OURA_CLIENT_ID: z.string().max(256, "must be at most 256 characters").optional(),
  OURA_CLIENT_SECRET: z.string().max(512, "must be at most 512 characters").optional(),
  OURA_AUTHORIZE_URL: z.string().refine(isHttpUrl, "must be an http:// or https:// URL").optional(),
  OURA_API_URL: z.string().refine(isHttpUrl, "must be an http:// or https:// URL").optional(),
  OURA_TOKEN_FALLBACK_URL: z.string().refine(isHttpUrl, "must be an http:// or https:// URL").optional(),
  OURA_WEBHOOK_ENABLED: z.enum(["true", "false", "1", "0"], "must be true or false").optional(),
  OURA_REQUESTS_PER_5_MINUTES: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, "must be a whole number from 1 to 999999")
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
  LLM_BASE_URL: z
    .string()
    .refine(isHttpUrl, "must be an http:// or https:// URL such as http://127.0.0.1:11434/v1")
    .optional(),
  LLM_MODEL: z
    .string()
    .max(200, "must be at most 200 characters")
    .regex(/^[^\r\n]+$/, "must be one line, e.g. llama3.1:8b")
    .optional(),
  LLM_API_KEY: z.string().max(1000, "must be at most 1000 characters").optional(),
  LLM_TIMEOUT_MS: z
    .string()
    .regex(/^[1-9]\d{2,5}$/, "must be a whole number of milliseconds from 100 to 999999")
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
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      "must be a P-256 public key, 65 bytes in URL-safe base64 (npx web-push generate-vapid-keys)",
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      "must be a P-256 private key, 32 bytes in URL-safe base64 (npx web-push generate-vapid-keys)",
    )
    .optional(),
  // Set by npm to the directory the npm command was typed in (see resolveBaseDir).
  INIT_CWD: z.string().optional(),
});

// Values never echoed in an error message: they hold passwords or keys.
const SECRET_VARIABLES = new Set([
  "SMTP_URL",
  "DATABASE_URL",
  "JWT_SECRET",
  "WHOOP_CLIENT_SECRET",
  "OURA_CLIENT_SECRET",
  "SECRET_KEY",
  "LLM_API_KEY",
  "VAPID_PRIVATE_KEY",
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
  if (Boolean(vars.WHOOP_CLIENT_ID) !== Boolean(vars.WHOOP_CLIENT_SECRET)) {
    throw new ConfigError(
      "Invalid environment: WHOOP_CLIENT_ID and WHOOP_CLIENT_SECRET must be set together",
    );
  }
  if (Boolean(vars.OURA_CLIENT_ID) !== Boolean(vars.OURA_CLIENT_SECRET)) {
    throw new ConfigError("Invalid environment: OURA_CLIENT_ID and OURA_CLIENT_SECRET must be set together");
  }
  if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
    throw new ConfigError("Invalid environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
  }
  if (Boolean(vars.LLM_BASE_URL) !== Boolean(vars.LLM_MODEL)) {
    throw new ConfigError("Invalid environment: LLM_BASE_URL and LLM_MODEL must be set together");
  }
  const baseDir = resolveBaseDir(vars.INIT_CWD, cwd);
  const port = vars.PORT ?? 3000;
  return {
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
    whoop: whoopConfig(vars),
    oura: ouraConfig(vars),
    secretKey: vars.SECRET_KEY ? (decodeKey(vars.SECRET_KEY) ?? undefined) : undefined,
    corsOrigins: parseCorsOrigins(vars.CORS_ORIGINS),
    answerCacheMb: vars.ANSWER_CACHE_MB ?? DEFAULT_ANSWER_CACHE_MB,
    languageModel: languageModelConfig(vars),
    outreachTickMs: (vars.OUTREACH_TICK_SECONDS ?? 60) * 1000,
    importMaxBytes: vars.IMPORT_MAX_BYTES ?? DEFAULT_IMPORT_MAX_BYTES,
    importStallMs: (vars.IMPORT_STALL_SECONDS ?? 60) * 1000,
    importUserBytesPerDay:
      vars.IMPORT_USER_BYTES_PER_DAY ?? 2 * (vars.IMPORT_MAX_BYTES ?? DEFAULT_IMPORT_MAX_BYTES),
    vapid:
      vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
        ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY }
        : undefined,
  };
}

/** Default per-request wait: a small local model on a CPU needs seconds, not minutes. */
const DEFAULT_LLM_TIMEOUT_MS = 20_000;

function languageModelConfig(vars: z.infer<typeof envSchema>): LanguageModelConfig | undefined {
  if (!vars.LLM_BASE_URL || !vars.LLM_MODEL) return undefined;
  return {
    baseUrl: vars.LLM_BASE_URL.replace(/\/+$/, ""),
    model: vars.LLM_MODEL.trim(),
    ...(vars.LLM_API_KEY && { apiKey: vars.LLM_API_KEY }),
    timeoutMs: vars.LLM_TIMEOUT_MS ?? DEFAULT_LLM_TIMEOUT_MS,
  };
}

function whoopConfig(vars: z.infer<typeof envSchema>): WhoopConfig | undefined {
  if (!vars.WHOOP_CLIENT_ID || !vars.WHOOP_CLIENT_SECRET) return undefined;
  return {
    clientId: vars.WHOOP_CLIENT_ID,
    clientSecret: vars.WHOOP_CLIENT_SECRET,
    oauthUrl: (vars.WHOOP_OAUTH_URL ?? "https://api.prod.whoop.com/oauth/oauth2").replace(/\/+$/, ""),
    apiUrl: (vars.WHOOP_API_URL ?? "https://api.prod.whoop.com/developer").replace(/\/+$/, ""),
    webhookEnabled: vars.WHOOP_WEBHOOK_ENABLED === "true" || vars.WHOOP_WEBHOOK_ENABLED === "1",
    requestsPerMinute: vars.WHOOP_REQUESTS_PER_MINUTE ?? 100,
    requestsPerDay: vars.WHOOP_REQUESTS_PER_DAY ?? 10_000,
  };
}

function ouraConfig(vars: z.infer<typeof envSchema>): OuraConfig | undefined {
  if (!vars.OURA_CLIENT_ID || !vars.OURA_CLIENT_SECRET) return undefined;
  return {
    clientId: vars.OURA_CLIENT_ID,
    clientSecret: vars.OURA_CLIENT_SECRET,
    authorizeUrl: vars.OURA_AUTHORIZE_URL ?? "https://cloud.ouraring.com/oauth/authorize",
    apiUrl: (vars.OURA_API_URL ?? "https://api.ouraring.com").replace(/\/+$/, ""),
    tokenFallbackUrl: vars.OURA_TOKEN_FALLBACK_URL ?? "https://moi.ouraring.com/oauth/v2/ext/oauth-token",
    webhookEnabled: vars.OURA_WEBHOOK_ENABLED === "true" || vars.OURA_WEBHOOK_ENABLED === "1",
    requestsPerWindow: vars.OURA_REQUESTS_PER_5_MINUTES ?? 5_000,
  };
}

/** A base64 (or base64url) key of exactly 32 bytes, else null. */
function decodeKey(value: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value.trim())) return null;
  const key = Buffer.from(value.trim(), "base64");
  return key.length === 32 ? key : null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Each entry as the browser spells an Origin header (lower-case host, no default port), deduplicated. */
function parseCorsOrigins(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return [...new Set(value.split(",").map((entry) => new URL(entry.trim()).origin))];
}

/** "false" or unset: nothing trusted; "1": one hop; "loopback, 10.0.0.0/8": those proxies. */
function parseTrustProxy(value: string | undefined): number | string[] | undefined {
  if (value === undefined || value === "false" || value === "0") return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((entry) => entry.trim());
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
  } catch {
    return false;
  }
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Resolves a path the user typed (e.g. `npm run backup -- ./evenkeel.bak`) the way DATA_DIR is. */
export function resolveUserPath(env: Environment, typed: string, cwd: string = process.cwd()): string {
  return path.resolve(resolveBaseDir(env.INIT_CWD, cwd), typed);
}

/**
 * Relative paths are relative to where the user typed the command. npm runs workspace
 * scripts inside the workspace folder (apps/server) but records the original directory in
 * INIT_CWD, so `npm start` from the repo root keeps its data in <repo>/data.
 */
function resolveBaseDir(initCwd: string | undefined, cwd: string): string {
  return initCwd && path.isAbsolute(initCwd) ? initCwd : cwd;
}

// The web app and /api live at the root of the origin, so a path prefix cannot work.
function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    const isHttp = url.protocol === "http:" || url.protocol === "https:";
    return isHttp && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  } catch {
    return false;
  }
}
