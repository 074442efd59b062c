// Backups when the database is PostgreSQL (DATABASE_URL; docs/operations.md): `npm run backup`
// runs pg_dump (custom format, one consistent snapshot while the servers keep serving) and
// `npm run restore` runs pg_restore into the same database in one transaction. Without the
// tools it says how to get them, or how to run them by hand. The password never appears in a
// command line or a message: it is handed to the tools through PGPASSWORD.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrations } from "../db/migrations/index.ts";
import { BackupError } from "./database-check.ts";

export interface PostgresTarget {
  databaseUrl: string;
  /** PG_BIN_DIR, else the tools are looked up on PATH. */
  pgBinDir?: string | undefined;
}

const REQUIRED_TABLES = ["users", "moods", "health_metrics", "kysely_migration"];

function tool(target: PostgresTarget, name: "pg_dump" | "pg_restore"): string {
  return target.pgBinDir ? path.join(target.pgBinDir, name) : name;
}

/** The URL without its password, and the environment that carries the password instead. */
function connection(target: PostgresTarget): { url: string; env: NodeJS.ProcessEnv; database: string } {
  const url = new URL(target.databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const database = decodeURIComponent(url.pathname.slice(1)) || "postgres";
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    database,
  };
}

/** The tool's major version, or a BackupError saying how to get it. */
function requireTool(target: PostgresTarget, name: "pg_dump" | "pg_restore"): number {
  const found = spawnSync(tool(target, name), ["--version"], { encoding: "utf8" });
  const major = /(\d+)(?:\.\d+)?/.exec(found.stdout ?? "")?.[1];
  if (found.error || found.status !== 0 || !major) {
    throw new BackupError(
      [
        `${name} was not found${target.pgBinDir ? ` in PG_BIN_DIR (${target.pgBinDir})` : " on PATH"}.`,
        "Install PostgreSQL's client tools of the same major version as the server",
        "(Debian/Ubuntu: apt install postgresql-client-<version>) and set PG_BIN_DIR to their folder",
        "if they are not on PATH. By hand, the same backup is:",
        '  pg_dump --format=custom --no-owner --file=<file> "$DATABASE_URL"',
        "and the same restore, with every Evenkeel process stopped:",
        '  pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URL" <file>',
      ].join("\n"),
    );
  }
  return Number(major);
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr, stdout }));
  });
}

/** The tool's complaint without anything that could carry the connection's secrets. */
function complaint(stderr: string, target: PostgresTarget): string {
  const password = decodeURIComponent(new URL(target.databaseUrl).password);
  const text = stderr.trim().split("\n").slice(0, 3).join(" ");
  return password ? text.replaceAll(password, "***") : text;
}

/** Checks a dump holds Evenkeel's tables and only migrations this version knows. */
async function assertEvenkeelDump(target: PostgresTarget, file: string): Promise<void> {
  const { env } = connection(target);
  const listed = await run(tool(target, "pg_restore"), ["--list", file], env);
  if (listed.code !== 0)
    throw new BackupError(`${file} is not a pg_dump archive (${complaint(listed.stderr, target)})`);
  const tables = new Set(
    [...listed.stdout.matchAll(/ TABLE (?:DATA )?\S+ (\S+) /g)].map((match) => match[1] as string),
  );
  const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
  if (missing.length > 0)
    throw new BackupError(`${file} is not an Evenkeel backup: no ${missing.join(", ")} table`);
  // The migrations it records: COPY lines "name<TAB>timestamp" between the COPY and "\.".
  const data = await run(
    tool(target, "pg_restore"),
    ["--data-only", "--table=kysely_migration", "--file=-", file],
    env,
  );
  const copied = /COPY \S*kysely_migration[^\n]*\n([\s\S]*?)\n\\\./.exec(data.stdout)?.[1] ?? "";
  const recorded = copied
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t")[0] as string);
  const unknown = recorded.filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    throw new BackupError(
      `${file} comes from a newer Evenkeel (migration ${unknown[0]}); upgrade Evenkeel first`,
    );
  }
}

export interface PostgresBackupResult {
  target: string;
  bytes: number;
  pgDumpVersion: number;
}

export async function backupPostgres(target: PostgresTarget, file: string): Promise<PostgresBackupResult> {
  const version = requireTool(target, "pg_dump");
  requireTool(target, "pg_restore");
  if (!fs.existsSync(path.dirname(file)))
    throw new BackupError(`The folder ${path.dirname(file)} does not exist`);
  const { url, env } = connection(target);
  const partial = `${file}.${process.pid}.partial`;
  try {
    const dumped = await run(
      tool(target, "pg_dump"),
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, `--dbname=${url}`],
      env,
    );
    if (dumped.code !== 0) throw new BackupError(`pg_dump failed: ${complaint(dumped.stderr, target)}`);
    fs.chmodSync(partial, 0o600);
    await assertEvenkeelDump(target, partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { target: file, bytes: fs.statSync(file).size, pgDumpVersion: version };
}

/** Restores a pg_dump archive into DATABASE_URL's database; refuses while a server uses it. */
export async function restorePostgres(target: PostgresTarget, file: string): Promise<void> {
  requireTool(target, "pg_restore");
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${file}`);
  await assertEvenkeelDump(target, file);
  const { url, env, database } = connection(target);
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    if (Number(rows[0]?.n) > 0) {
      throw new BackupError(
        `The database ${database} is in use by ${rows[0]?.n} other connection(s): stop every Evenkeel process first.`,
      );
    }
  } finally {
    await client.end();
  }
  const restored = await run(
    tool(target, "pg_restore"),
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      `--dbname=${url}`,
      file,
    ],
    env,
  );
  if (restored.code !== 0)
    throw new BackupError(`pg_restore failed, nothing changed: ${complaint(restored.stderr, target)}`);
}
