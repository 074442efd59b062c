// Backups on PostgreSQL (docs/operations.md): `npm run backup` calls pg_dump and
// `npm run restore` pg_restore, where the tools exist and match the server's version; without
// them both say how, and change nothing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppDatabase, openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { runBackupScript } from "./support/backup-commands.ts";
import { createPostgresTestDatabase } from "./support/postgres-databases.ts";
import { insertUser, mood } from "./support/schema-fixtures.ts";
import { makeTempDir } from "./support/temp-dir.ts";

/** The server's major version, known before the tests are collected. */
async function serverMajorVersion(): Promise<number> {
  const client = new pg.Client({ connectionString: inject("postgresServerUrl") });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await client.end();
  }
}
const serverMajor = await serverMajorVersion();

let databaseUrl: string;
let db: AppDatabase;
beforeAll(async () => {
  databaseUrl = createPostgresTestDatabase();
  db = openDatabase({ dataDir: makeTempDir(), databaseUrl });
  await migrateToLatest(db);
  await insertUser(db, "ada");
  await db
    .insertInto("moods")
    .values(mood("m1", "ada", "2026-11-20", 7))
    .execute();
});
afterAll(async () => {
  await db.destroy();
});

/** pg_dump on PATH of the server's major version (older tools refuse a newer server). */
function toolsMatch(): boolean {
  const version = spawnSync("pg_dump", ["--version"], { encoding: "utf8" });
  return !version.error && Number(/(\d+)/.exec(version.stdout ?? "")?.[1]) === serverMajor;
}

const env = () => ({ DATABASE_URL: databaseUrl });

describe("backups on PostgreSQL", () => {
  it("say how to back up and restore when pg_dump and pg_restore are missing, and write nothing", async () => {
    const folder = makeTempDir();
    const file = path.join(folder, "evenkeel.dump");
    const noTools = { ...env(), PG_BIN_DIR: makeTempDir() };
    const backup = await runBackupScript("backup", file, makeTempDir(), noTools);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain("pg_dump was not found in PG_BIN_DIR");
    expect(backup.stderr).toContain('pg_dump --format=custom --no-owner --file=<file> "$DATABASE_URL"');
    expect(fs.readdirSync(folder)).toEqual([]);
    const restore = await runBackupScript("restore", file, makeTempDir(), noTools);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain("pg_restore was not found");
  });

  it.runIf(toolsMatch())(
    "back up with pg_dump while in use, and restore with pg_restore once stopped",
    async () => {
      const file = path.join(makeTempDir(), "evenkeel.dump");
      const backup = await runBackupScript("backup", file, makeTempDir(), env());
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`Backed up the PostgreSQL database to ${file}`);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      // Life goes on after the backup; a restore brings the backup's state back.
      await db.deleteFrom("moods").execute();
      await insertUser(db, "bob");
      const refused = await runBackupScript("restore", file, makeTempDir(), env());
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("stop every Evenkeel process first");

      await db.destroy();
      const restored = await runBackupScript("restore", file, makeTempDir(), env());
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      db = openDatabase({ dataDir: makeTempDir(), databaseUrl });
      expect(await db.selectFrom("moods").select(["id", "rating"]).execute()).toEqual([
        { id: "m1", rating: 7 },
      ]);
      expect((await db.selectFrom("users").select("id").execute()).map((row) => row.id)).toEqual(["ada"]);
      // Still a working Evenkeel database: nothing left to migrate, triggers in place.
      expect(await migrateToLatest(db)).toEqual([]);
      await db.updateTable("moods").set({ rating: 8 }).execute();
      const version = await db
        .selectFrom("user_data_versions")
        .select("version")
        .where("user_id", "=", "ada")
        .executeTakeFirst();
      expect(version?.version).toBeGreaterThan(0);
    },
  );

  it.runIf(toolsMatch())("refuse a file that is not an Evenkeel backup", async () => {
    const file = path.join(makeTempDir(), "not-a-dump");
    fs.writeFileSync(file, "hello");
    const outcome = await runBackupScript("restore", file, makeTempDir(), env());
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain("is not a pg_dump archive");
    expect(outcome.stderr).not.toContain(databaseUrl);
  });
});
