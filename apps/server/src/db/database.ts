// Opens the product's database and hands it out as a typed kysely instance: SQLite in
// DATA_DIR/evenkeel.db with the durability settings of docs/security.md #17, or PostgreSQL when
// DATABASE_URL is set (docs/decisions/036).
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDatabase as SqliteDialectDatabase,
  sql,
} from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export const DATABASE_FILE_NAME = "evenkeel.db";

export type AppDatabase = Kysely<Database>;

/** SQLite's page cache per connection, in KiB. */
export const PAGE_CACHE_KIB = 32 * 1024;

/** Where the database is: a postgres:// URL, or else SQLite in the data folder. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Connections this process opens to PostgreSQL at most (default 10). */
  databasePoolSize?: number;
}

/**
 * Opens PostgreSQL when the location names one, else SQLite in the data folder (a bare string
 * is a data folder). Either way the schema is brought up to date by migrateToLatest.
 */
export function openDatabase(location: string | DatabaseLocation): AppDatabase {
  if (typeof location === "string") return openSqliteDatabase(location);
  if (location.databaseUrl)
    return openPostgresDatabase(location.databaseUrl, location.databasePoolSize ?? 10);
  return openSqliteDatabase(location.dataDir);
}

/**
 * pg hands 64-bit integers (count(*), sum()) and numerics back as strings, to keep their
 * precision; the product's counts fit a double, so they come back as numbers as from SQLite.
 */
const NUMERIC_TYPES = new Set([20, 1700]);
const postgresTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    NUMERIC_TYPES.has(oid) && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * PostgreSQL's text cannot hold U+0000, which SQLite stores. The contracts refuse control
 * characters in what they keep, so one reaches a query only inside an id or key taken from a
 * path (`/alerts/%00`), where no stored value can match it: it is sent as U+FFFD instead, and
 * the lookup finds nothing, as on SQLite, instead of failing.
 */
class TextSafeClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; only the values change.
  override query(config: any, values?: any, callback?: any): any {
    const safeValues = Array.isArray(values)
      ? values.map((value) =>
          typeof value === "string" && value.includes("\0") ? value.replaceAll("\0", "\uFFFD") : value,
        )
      : values;
    return super.query(config, safeValues, callback);
  }
}

function openPostgresDatabase(connectionString: string, max: number): AppDatabase {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 10_000,
    types: postgresTypes,
    Client: TextSafeClient,
  });
  // An idle connection the server drops (a restart of PostgreSQL) must not crash the process;
  // the next query opens a new one.
  pool.on("error", () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Creates the data folder if needed (owner-only: it holds health data) and opens the database.
 * A folder that already exists with access for others (755 is common) is tightened to 0700.
 */
function openSqliteDatabase(dataDir: string): AppDatabase {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  makeOwnerOnly(dataDir);
  const file = path.join(dataDir, DATABASE_FILE_NAME);
  const sqlite = new SqliteDatabase(file);
  try {
    applyPragmas(sqlite);
    // SQLite gives the -wal and -shm files the same mode as the database file.
    fs.chmodSync(file, 0o600);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return new Kysely<Database>({
    dialect: new TransactionalSqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/**
 * Removes group and other permissions from an existing data folder; when that is not possible
 * (another owner, a read-only mount) the server refuses to start with a message saying why,
 * instead of keeping health data readable by others (docs/security.md, review item 9).
 */
export function makeOwnerOnly(dataDir: string): void {
  const mode = fs.statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  try {
    fs.chmodSync(dataDir, mode & 0o700);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The data folder ${dataDir} is open to other users (mode ${mode.toString(8)}) and could not be made owner-only (0700): ${reason}. Run chmod 700 on it as its owner.`,
    );
  }
}

/** Distinct SQL texts kept prepared; a query shape beyond these is prepared again when next used. */
const STATEMENT_CACHE_SIZE = 500;

/** kysely's view of a prepared statement (SqliteDialectConfig's `SqliteStatement`). */
type KyselyStatement = ReturnType<SqliteDialectDatabase["prepare"]>;

/**
 * kysely prepares every query's SQL anew; preparing costs about as much as running a small
 * query, and the product runs the same few dozen shapes over and over. Statements are kept by
 * their SQL text (least recently used dropped first). Reusing one is safe: kysely runs one
 * query at a time on this single connection, and SQLite re-prepares it after a schema change.
 * A schema change through this connection (migrations) empties the cache all the same.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new Map<string, KyselyStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        if (CHANGES_SCHEMA.test(sql)) statements.clear();
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** Statements that change the schema (and so what `select *` answers). */
const CHANGES_SCHEMA = /^\s*(create|alter|drop)\b/i;

function applyPragmas(sqlite: SqliteDatabase.Database): void {
  const journalMode = sqlite.pragma("journal_mode = WAL", { simple: true });
  if (journalMode !== "wal") {
    throw new Error(`SQLite refused WAL journal mode (got ${String(journalMode)})`);
  }
  sqlite.pragma("foreign_keys = ON");
  // The pragma is silently ignored inside a transaction or by builds without FK support.
  if (sqlite.pragma("foreign_keys", { simple: true }) !== 1) {
    throw new Error("SQLite foreign key enforcement could not be turned on");
  }
  sqlite.pragma("busy_timeout = 5000");
  // SQLite keeps 2 MB of pages by default; a dashboard touches a dozen index and table pages
  // per user, so under many users that cache thrashes and every query re-reads pages from the
  // OS. 32 MB made the dashboard ~20% cheaper in the read-path benchmark (docs/decisions/013).
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  // FULL: a committed rotation of a refresh token survives a power cut (docs/security.md #17).
  sqlite.pragma("synchronous = FULL");
  // Erased rows are overwritten, not merely unlinked (docs/security.md #9).
  sqlite.pragma("secure_delete = ON");
}

/**
 * Runs `work` in a transaction, or inside the one `db` already is: a repository that writes
 * several rows atomically can then take part in a larger unit of work (DataStore.atomically).
 */
export function inTransaction<T>(db: AppDatabase, work: (trx: AppDatabase) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Answers whether the database responds to a trivial query. */
export async function isDatabaseReachable(db: AppDatabase): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

// SQLite runs DDL inside transactions, but kysely's adapter says otherwise, so its Migrator
// would apply a migration statement by statement. Claiming support makes every pending
// migration, and its bookkeeping row, commit or roll back as one (docs/security.md #18).
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalSqliteAdapter();
  }
}
