// The SQLite file and its connection settings (docs/security.md #17).
import fs from "node:fs";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AppDatabase, openDatabase } from "../src/db/database.ts";
import { makeTempDir } from "./support/temp-dir.ts";

let db: AppDatabase | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function pragma(database: AppDatabase, name: string): Promise<unknown> {
  const { rows } = await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(database);
  return Object.values(rows[0] ?? {})[0];
}

describe("openDatabase", () => {
  it("creates the data folder and DATA_DIR/evenkeel.db, readable by the owner only", () => {
    const dataDir = path.join(makeTempDir(), "nested", "data");
    db = openDatabase(dataDir);
    const file = path.join(dataDir, "evenkeel.db");
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("tightens an existing data folder that others can read to 0700, keeping the owner's bits", () => {
    const dataDir = path.join(makeTempDir(), "data");
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    db = openDatabase(dataDir);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it("refuses to open a data folder open to others that it cannot tighten, saying what to do", () => {
    const dataDir = path.join(makeTempDir(), "data");
    fs.mkdirSync(dataDir);
    fs.chmodSync(dataDir, 0o775);
    const chmod = vi.spyOn(fs, "chmodSync").mockImplementation(() => {
      throw Object.assign(new Error("EPERM: operation not permitted"), { code: "EPERM" });
    });
    try {
      expect(() => openDatabase(dataDir)).toThrow(/open to other users \(mode 775\).*chmod 700/);
      expect(fs.existsSync(path.join(dataDir, "evenkeel.db"))).toBe(false);
    } finally {
      chmod.mockRestore();
    }
  });

  it("uses WAL, enforces foreign keys, waits 5 s on a busy database, syncs fully and erases securely", async () => {
    db = openDatabase(makeTempDir());
    expect(await pragma(db, "journal_mode")).toBe("wal");
    expect(await pragma(db, "foreign_keys")).toBe(1);
    expect(await pragma(db, "busy_timeout")).toBe(5000);
    expect(await pragma(db, "synchronous")).toBe(2); // FULL
    expect(await pragma(db, "secure_delete")).toBe(1);
  });

  it("reopens an existing database with its data", async () => {
    const dataDir = makeTempDir();
    db = openDatabase(dataDir);
    await sql`create table notes (text text)`.execute(db);
    await sql`insert into notes values ('kept')`.execute(db);
    await db.destroy();
    db = openDatabase(dataDir);
    const { rows } = await sql<{ text: string }>`select text from notes`.execute(db);
    expect(rows).toEqual([{ text: "kept" }]);
  });
});

describe("rows read through the statement cache (docs/decisions/040-reads-through-the-stock-stack.md)", () => {
  it("are the plain objects SQLite names them: every column, in order, equal names keeping the last", async () => {
    db = openDatabase(makeTempDir());
    await sql`create table notes (id integer primary key, body text, score real, seen integer)`.execute(db);
    await sql`insert into notes (body, score, seen) values ('a', 1.5, null), ('b', null, 1)`.execute(db);
    const rows = (await sql`select * from notes order by id`.execute(db)).rows;
    expect(rows).toEqual([
      { id: 1, body: "a", score: 1.5, seen: null },
      { id: 2, body: "b", score: null, seen: 1 },
    ]);
    expect(Object.keys(rows[0] as object)).toEqual(["id", "body", "score", "seen"]);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    expect((await sql`select 1 as x, 2 as x, 3 as y`.execute(db)).rows).toEqual([{ x: 2, y: 3 }]);
    // A column named __proto__ never becomes the row's prototype (such a statement is left to
    // better-sqlite3, which ignores that column, as it did before).
    const [odd] = (await sql`select 'p' as "__proto__", 1 as n`.execute(db)).rows as object[];
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
    expect(odd).toEqual({ n: 1 });
    // Streamed rows (stmt.iterate) are the same objects.
    const streamed: unknown[] = [];
    const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    for await (const row of untyped.selectFrom("notes").selectAll().orderBy("id").stream())
      streamed.push(row);
    expect(streamed).toEqual(rows);
  });

  it("follow a schema change: the same `select *` answers a column added after it first ran", async () => {
    db = openDatabase(makeTempDir());
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    await sql`insert into notes (body) values ('a')`.execute(db);
    const read = async () => (await sql`select * from notes`.execute(db as AppDatabase)).rows;
    expect(await read()).toEqual([{ id: 1, body: "a" }]);
    await sql`alter table notes add column mood integer default 5`.execute(db);
    expect(await read()).toEqual([{ id: 1, body: "a", mood: 5 }]);
    await sql`alter table notes rename column body to text`.execute(db);
    expect(await read()).toEqual([{ id: 1, text: "a", mood: 5 }]);
  });
});
