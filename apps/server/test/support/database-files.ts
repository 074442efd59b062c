// Where a database still holds a text: on SQLite the bytes it keeps on disk (main file, WAL,
// shared memory), so a test can prove an erased value left no trace in them; on PostgreSQL,
// whose files belong to its server, every table's rows (what VACUUM does with the dead row
// versions is the operator's step: docs/operations.md).
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { type AppDatabase, DATABASE_FILE_NAME } from "../../src/db/database.ts";
import { isPostgres } from "../../src/db/dialect.ts";

export function databaseFilesContain(dataDir: string, text: string): string[] {
  const needles = [Buffer.from(text, "utf8"), Buffer.from(text, "utf16le")];
  return ["", "-wal", "-shm", "-journal"]
    .map((suffix) => path.join(dataDir, `${DATABASE_FILE_NAME}${suffix}`))
    .filter((file) => fs.existsSync(file))
    .filter((file) => {
      const bytes = fs.readFileSync(file);
      return needles.some((needle) => bytes.includes(needle));
    })
    .map((file) => path.basename(file));
}

/** The files (SQLite) or tables (PostgreSQL) that still hold `text`. */
export async function databaseContains(
  target: { db: AppDatabase; dataDir: string },
  text: string,
): Promise<string[]> {
  if (!isPostgres(target.db)) return databaseFilesContain(target.dataDir, text);
  const tables = await target.db.introspection.getTables();
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)} as t
      where strpos(t::text, ${text}) > 0`.execute(target.db);
    if (Number(rows[0]?.n) > 0) found.push(name);
  }
  return found.sort();
}
