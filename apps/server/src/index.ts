// @evenkeel/server as a library: what other packages' tests need to run the real server.
export { type Config, ConfigError, parseConfig } from "./config/env.ts";
export { type AppDatabase, DATABASE_FILE_NAME, openDatabase, PAGE_CACHE_KIB } from "./db/database.ts";
export { migrateToLatest } from "./db/migrate.ts";
export type { Database } from "./db/schema.ts";
export { createApp } from "./http/app.ts";
export { createLogger } from "./logger.ts";
export { type RunningServer, type StartOptions, startServer } from "./server.ts";
