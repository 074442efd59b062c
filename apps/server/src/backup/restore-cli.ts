// `npm run restore -- <file>`: puts a backup in place of DATA_DIR/evenkeel.db (it must pass
// PRAGMA integrity_check), or with DATABASE_URL restores a pg_dump archive into PostgreSQL.
// Every server process must be stopped.
import fs from "node:fs";
import path from "node:path";
import { runBackupCommand } from "./cli-run.ts";
import { restorePostgres } from "./postgres-backup.ts";
import { restoreDatabase } from "./restore.ts";

await runBackupCommand("npm run restore -- <file>", async (config, file) => {
  if (config.databaseUrl) {
    await restorePostgres({ databaseUrl: config.databaseUrl, pgBinDir: config.pgBinDir }, file);
    return [
      `Restored ${file} into the PostgreSQL database (one transaction, pg_restore --clean).`,
      "SECRET_KEY must be the one the backup was made with, or WHOOP and Oura must be reconnected.",
      "Start the servers as usual; the first applies any newer migrations.",
    ].join("\n");
  }
  const { target, previous } = restoreDatabase(config.dataDir, file);
  const keys = fs.readdirSync(config.dataDir).filter((name) => name.endsWith(".key"));
  return [
    `Restored ${file} to ${target} (integrity_check ok).`,
    previous ? `The database it replaced is kept as ${previous}.` : "There was no database before.",
    keys.length > 0
      ? `Key files in ${config.dataDir}: ${keys.join(", ")}; they must be the ones the backup was made with.`
      : `No key files in ${config.dataDir}: copy wearable-token-key.key back (or set SECRET_KEY), or WHOOP must be reconnected.`,
    `Start the server as usual; it applies any newer migrations. Pictures live in ${path.join(config.dataDir, "uploads")}.`,
  ].join("\n");
});
