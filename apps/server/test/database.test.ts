// The SQLite file and its connection settings (SECURITY.md 17).
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
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
