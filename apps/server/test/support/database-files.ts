// Reads the bytes SQLite keeps on disk for a database (main file, WAL, shared memory), so a
// test can prove an erased value left no trace in them.
import fs from "node:fs";
import path from "node:path";
import { DATABASE_FILE_NAME } from "../../src/db/database.ts";

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
