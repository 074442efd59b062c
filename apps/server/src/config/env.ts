// The server's configuration, read from the environment and validated once at start-up.
// This is the only file that reads environment variables; everything else receives a Config.
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const NODE_ENVS = ["development", "production", "test"] as const;

/** The built web app, wherever the server package sits: apps/server/src/config → apps/web/dist. */
const DEFAULT_WEB_DIST_DIR = path.resolve(import.meta.dirname, "../../../web/dist");

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the folder that holds evenkeel.db (and later uploads and generated secrets). */
  dataDir: string;
  /** The origin users browse to, without a trailing slash (links in e-mails, OAuth redirects). */
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute path of the built web app (index.html and assets). */
  webDistDir: string;
  nodeEnv: (typeof NODE_ENVS)[number];
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
  // Set by npm to the directory the npm command was typed in (see resolveBaseDir).
  INIT_CWD: z.string().optional(),
});

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
      return `${name} ${issue.message} (got ${JSON.stringify(present[name])})`;
    });
    throw new ConfigError(`Invalid environment: ${problems.join("; ")}`);
  }
  const vars = result.data;
  const baseDir = resolveBaseDir(vars.INIT_CWD, cwd);
  const port = vars.PORT ?? 3000;
  return {
    port,
    host: vars.HOST ?? "0.0.0.0",
    dataDir: path.resolve(baseDir, vars.DATA_DIR ?? "data"),
    publicUrl: vars.PUBLIC_URL
      ? new URL(vars.PUBLIC_URL).origin
      : `http://localhost:${port === 0 ? 3000 : port}`,
    logLevel: vars.LOG_LEVEL ?? "info",
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(baseDir, vars.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    nodeEnv: vars.NODE_ENV ?? "production",
  };
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
