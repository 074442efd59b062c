// Opens the product's database and hands it out as a typed kysely instance: SQLite in
// DATA_DIR/evenkeel.db with the durability settings of SECURITY.md 17, or PostgreSQL when
// DATABASE_URL is set (docs/decisions/036).
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDatabase as SqliteDialectDatabase,
  SqliteDriver,
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
 * A schema change through this connection (migrations) empties the cache all the same, so a
 * statement's column names (rowsFromArrays) are never older than the schema.
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
        statement = rowsFromArrays(sqlite.prepare(sql));
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

/**
 * A function making a row object of a statement's values: one object literal with the column
 * names as keys, in order, so every row of the statement is built in one step with one hidden
 * class. The names are JSON-quoted into the literal: any name is a plain string key.
 */
function rowBuilder(names: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  const properties = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function("values", `return { ${properties.join(", ")} };`) as (
    values: unknown[],
  ) => Record<string, unknown>;
}

/** Statements that change the schema (and so what `select *` answers). */
const CHANGES_SCHEMA = /^\s*(create|alter|drop)\b/i;

/**
 * A reading statement whose rows come from better-sqlite3 as arrays and are made objects here.
 * better-sqlite3 builds each row object in C++, property by property, at about twice the cost
 * of the same object built in JavaScript with its columns in a fixed order: a 30-row page of
 * moods read in 116 µs as objects and 52 µs as arrays made objects, a page of 17-column
 * metrics 200 against 97 (docs/decisions/046). The rows are the same plain objects, keyed by
 * column name, the last of equal names winning, as before.
 */
function rowsFromArrays(statement: SqliteDatabase.Statement): KyselyStatement {
  if (!statement.reader) return statement;
  let names = statement.columns().map((column) => column.name);
  // A column named __proto__ would set the prototype instead of a key: leave such a statement as it is.
  if (names.includes("__proto__")) return statement;
  statement.raw(true);
  let build = rowBuilder(names);
  const toObject = (values: unknown[]): Record<string, unknown> => {
    // The schema changed under the statement (another connection migrated): read the names anew.
    if (values.length !== names.length) {
      names = statement.columns().map((column) => column.name);
      build = rowBuilder(names);
    }
    return build(values);
  };
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[];
      for (let index = 0; index < rows.length; index++) rows[index] = toObject(rows[index] as unknown[]);
      return rows;
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>)
        yield toObject(values);
    },
  };
}

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
  // OS. 32 MB made the dashboard ~20% cheaper in the issue 8 benchmark (docs/decisions/013).
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  // FULL: a committed rotation of a refresh token survives a power cut (SECURITY.md 17).
  sqlite.pragma("synchronous = FULL");
  // Erased rows are overwritten, not merely unlinked (SECURITY.md 9).
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
// migration, and its bookkeeping row, commit or roll back as one (SECURITY.md 18).
class TransactionalSqliteAdapter extends SqliteAdapter {
  constructor(readonly driver: IdleReadingSqliteDriver) {
    super();
  }

  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * The driver that reads at once while SQLite's connection is idle (decision 057), for a
 * handle that is the database itself: not a transaction (it holds the connection), and with
 * no plugins (they transform what kysely runs and answers).
 */
export function idleReader(db: AppDatabase): IdleReadingSqliteDriver | undefined {
  if (db.isTransaction) return undefined;
  const executor = db.getExecutor();
  if (executor.plugins.length !== 0) return undefined;
  const { adapter } = executor;
  return adapter instanceof TransactionalSqliteAdapter ? adapter.driver : undefined;
}

class TransactionalSqliteDialect extends SqliteDialect {
  readonly #driver: IdleReadingSqliteDriver;

  constructor(config: { database: SqliteDialectDatabase }) {
    super(config);
    this.#driver = new IdleReadingSqliteDriver(config);
  }

  override createDriver(): Driver {
    return this.#driver;
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalSqliteAdapter(this.#driver);
  }
}

/**
 * SQLite's one connection, as kysely's driver hands it out, and reads that need no hand-out
 * (docs/decisions/057). kysely runs every query through its connection provider: a mutex
 * taken and released with promises, an await at each layer, about 2.4 µs and 3 KB of garbage
 * a query, for a statement that better-sqlite3 then runs synchronously. While nobody holds
 * the connection (no transaction open, no query between its hand-out and its release), a
 * read run at once on the same connection reads exactly what it would read after taking
 * the mutex and releasing it in the same turn: committed rows, and no one else's open
 * transaction. Once the connection is out, reads go through kysely and wait their turn.
 */
export class IdleReadingSqliteDriver extends SqliteDriver {
  readonly #database: SqliteDialectDatabase;
  #initialised = false;
  /** Connections handed out and not yet released: 0 or 1 (the mutex allows one). */
  #out = 0;

  constructor(config: { database: SqliteDialectDatabase }) {
    super(config);
    this.#database = config.database;
  }

  override async init(): Promise<void> {
    await super.init();
    this.#initialised = true;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.#out++;
    return connection;
  }

  override async releaseConnection(): Promise<void> {
    this.#out--;
    await super.releaseConnection();
  }

  /**
   * The rows of a reading statement, run now, when the connection is idle; undefined when it
   * is not (or the statement writes), for the caller to run it through kysely instead.
   */
  readIfIdle(sql: string, parameters: readonly unknown[]): unknown[] | undefined {
    if (!this.#initialised || this.#out !== 0) return undefined;
    const statement = this.#database.prepare(sql);
    if (!statement.reader) return undefined;
    return statement.all(parameters) as unknown[];
  }
}
