// Backups (docs/security.md #20), through the real commands (`npm run backup` / `npm run restore`):
// a backup taken while moods pour in through the running server restores into a fresh folder
// with integrity_check ok and every mood acknowledged before the backup began; restore refuses
// a running server and a damaged or foreign file, and keeps the database it replaces.
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_IN_USE } from "../src/backup/exclusive-use.ts";
import { DATABASE_FILE_NAME } from "../src/db/database.ts";
import { startServer } from "../src/server.ts";
import { api } from "./support/api-client.ts";
import { runBackupScript } from "./support/backup-commands.ts";
import { daysBefore, utcToday } from "./support/seed-data.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { testConfig } from "./support/test-config.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

let server: TestServer;
let user: TestUser;
let backupFile: string;
/** Mood dates the server acknowledged (201) before the backup command was started. */
let committedBefore: string[] = [];

function moodDatesIn(file: string): string[] {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    return sqlite.prepare("select date from moods where user_id = ?").pluck().all(user.id) as string[];
  } finally {
    sqlite.close();
  }
}

function integrityOf(file: string): string {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    return String(sqlite.pragma("integrity_check", { simple: true }));
  } finally {
    sqlite.close();
  }
}

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpUser(server);
  backupFile = path.join(makeTempDir("evenkeel-backups"), "evenkeel.bak");
});
afterAll(() => server.close());

describe("npm run backup", () => {
  it("copies the live database while a writer keeps inserting moods", async () => {
    const client = api(server, user.accessToken);
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let back = 0; writing; back += 1) {
        const date = daysBefore(utcToday(), back);
        const answer = await client.post("/mood/", { date, rating: 1 + (back % 10) });
        if (answer.status === 201) acknowledged.push(date);
      }
    })();
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

    committedBefore = [...acknowledged];
    const outcome = await runBackupScript("backup", backupFile, server.dataDir);
    const writtenDuring = acknowledged.length - committedBefore.length;
    writing = false;
    await writer;

    expect(outcome.stderr.replace(/npm warn.*\n/g, "")).toBe("");
    expect(outcome).toMatchObject({ code: 0, stdout: expect.stringContaining("integrity_check ok") });
    expect(writtenDuring).toBeGreaterThan(0);
    expect((fs.statSync(backupFile).mode & 0o777).toString(8)).toBe("600");
    expect(integrityOf(backupFile)).toBe("ok");
    const inBackup = new Set(moodDatesIn(backupFile));
    expect(committedBefore.filter((date) => !inBackup.has(date))).toEqual([]);
  });

  it("refuses to write over the live database", async () => {
    const live = path.join(server.dataDir, DATABASE_FILE_NAME);
    const outcome = await runBackupScript("backup", live, server.dataDir);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain("cannot be written over the live database");
  });
});

describe("npm run restore", () => {
  it("restores into a fresh folder, where the server starts and the user signs in to the moods", async () => {
    const fresh = path.join(makeTempDir("evenkeel-restored"), "data");
    const outcome = await runBackupScript("restore", backupFile, fresh);
    expect(outcome).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("There was no database before"),
    });
    const restored = path.join(fresh, DATABASE_FILE_NAME);
    expect(integrityOf(restored)).toBe("ok");
    const dates = new Set(moodDatesIn(restored));
    expect(committedBefore.filter((date) => !dates.has(date))).toEqual([]);

    const again = await startServer(testConfig({ DATA_DIR: fresh }));
    try {
      const signIn = await api({ url: again.url }).post<{ access_token: string }>("/auth/signin", {
        email: user.email,
        password: user.password,
      });
      expect(signIn.status).toBe(200);
      const moods = await api({ url: again.url }, signIn.body.access_token).get<unknown[]>("/mood/", {
        limit: 1000,
      });
      expect(moods.body.length).toBe(dates.size);
    } finally {
      await again.close();
    }
  });

  it("refuses while the server has the database open, and changes nothing", async () => {
    const live = path.join(server.dataDir, DATABASE_FILE_NAME);
    const before = moodDatesIn(live).length;
    const outcome = await runBackupScript("restore", backupFile, server.dataDir);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(DATABASE_IN_USE);
    expect(moodDatesIn(live).length).toBe(before);
    expect(fs.readdirSync(server.dataDir).filter((name) => name.includes("restor"))).toEqual([]);
  });

  it.each([
    ["a damaged backup", damagedCopy, /is damaged|cannot be opened/],
    [
      "a file that is no database",
      (file: string) => writeNextTo(file, "not-a-db", "just text\n"),
      /cannot be opened|is damaged/,
    ],
    ["a database of something else", foreignDatabase, /is not an Evenkeel database/],
  ])("refuses %s and leaves the data folder alone", async (_label, make, message) => {
    const folder = path.join(makeTempDir("evenkeel-target"), "data");
    const outcome = await runBackupScript("restore", make(backupFile), folder);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(message);
    expect(fs.existsSync(path.join(folder, DATABASE_FILE_NAME))).toBe(false);
  });

  it("replaces a stopped server's database and keeps the old one beside it", async () => {
    const config = testConfig();
    const stopped = await startServer(config);
    await signUpUser(stopped);
    await stopped.close();
    const outcome = await runBackupScript("restore", backupFile, config.dataDir);
    expect(outcome).toMatchObject({ code: 0, stdout: expect.stringContaining("is kept as") });
    const kept = fs.readdirSync(config.dataDir).filter((name) => name.includes(".before-restore-"));
    expect(kept).toHaveLength(1);
    expect(integrityOf(path.join(config.dataDir, kept[0] as string))).toBe("ok");
    expect(new Set(moodDatesIn(path.join(config.dataDir, DATABASE_FILE_NAME)))).toEqual(
      new Set(moodDatesIn(backupFile)),
    );
  });
});

function writeNextTo(file: string, name: string, content: string | Buffer): string {
  const target = path.join(path.dirname(file), name);
  fs.writeFileSync(target, content);
  return target;
}

/** The backup with a run of its pages overwritten: the header still says SQLite. */
function damagedCopy(file: string): string {
  const bytes = fs.readFileSync(file);
  const pageSize = bytes.readUInt16BE(16) || 65_536;
  for (let offset = pageSize * 2; offset < Math.min(bytes.length, pageSize * 6); offset += 7) {
    bytes[offset] = (bytes[offset] ?? 0) ^ 0x5a;
  }
  return writeNextTo(file, "damaged.bak", bytes);
}

function foreignDatabase(file: string): string {
  const target = path.join(path.dirname(file), "other.db");
  const sqlite = new SqliteDatabase(target);
  sqlite.exec("create table notes (id integer primary key, text text)");
  sqlite.close();
  return target;
}
