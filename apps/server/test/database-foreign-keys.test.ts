// docs/security.md #17: foreign-key enforcement is asserted when the database opens, so a SQLite
// that will not enforce them stops the server from starting instead of letting erase and
// ownership rules rest on constraints that are not there.
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { DATABASE_FILE_NAME, openDatabase } from "../src/db/database.ts";
import { startServer } from "../src/server.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { testConfig } from "./support/test-config.ts";

const opened = vi.hoisted(() => [] as Array<{ open: boolean; name: string }>);

// A connection on which `PRAGMA foreign_keys = ON` cannot take effect. Stock SQLite starts
// with foreign keys off (better-sqlite3's build turns them on, so that is undone first) and
// silently ignores the pragma while a transaction is open: here it always arrives inside one.
vi.mock("better-sqlite3", async (importOriginal) => {
  const { default: Database } = await importOriginal<{ default: typeof SqliteDatabase }>();
  class ForeignKeysStayOff extends Database {
    constructor(...args: ConstructorParameters<typeof SqliteDatabase>) {
      super(...args);
      super.pragma("foreign_keys = OFF");
      opened.push(this);
    }
    override pragma(source: string, options?: SqliteDatabase.PragmaOptions): unknown {
      if (!/^\s*foreign_keys\s*=/i.test(source)) return super.pragma(source, options);
      this.exec("BEGIN");
      try {
        return super.pragma(source, options);
      } finally {
        this.exec("COMMIT");
      }
    }
  }
  return { default: ForeignKeysStayOff };
});

const FOREIGN_KEYS_REFUSED = "SQLite foreign key enforcement could not be turned on";

describe("a SQLite that will not enforce foreign keys", () => {
  it("really leaves them off when asked to turn them on", () => {
    const sqlite = new SqliteDatabase(path.join(makeTempDir(), "probe.db"));
    sqlite.pragma("foreign_keys = ON");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(0);
    sqlite.close();
  });

  it("makes openDatabase throw a clear error and close the connection", () => {
    const dataDir = makeTempDir();
    opened.length = 0;
    expect(() => openDatabase(dataDir)).toThrow(FOREIGN_KEYS_REFUSED);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.open).toBe(false);
    // It got as far as the file: the refusal is about foreign keys, not a missing folder.
    expect(opened[0]?.name).toBe(path.join(dataDir, DATABASE_FILE_NAME));
  });

  it("stops the server from starting", async () => {
    await expect(startServer(testConfig())).rejects.toThrow(FOREIGN_KEYS_REFUSED);
  });
});
