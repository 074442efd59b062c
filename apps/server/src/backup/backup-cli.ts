// `npm run backup -- <file>`: an online backup while the server runs: of DATA_DIR/evenkeel.db,
// or with DATABASE_URL of the PostgreSQL database, through pg_dump.
import { backupDatabase } from "./backup.ts";
import { runBackupCommand } from "./cli-run.ts";
import { backupPostgres } from "./postgres-backup.ts";

await runBackupCommand("npm run backup -- <file>", async (config, file) => {
  if (config.databaseUrl) {
    const { target, bytes, pgDumpVersion } = await backupPostgres(
      { databaseUrl: config.databaseUrl, pgBinDir: config.pgBinDir },
      file,
    );
    return [
      `Backed up the PostgreSQL database to ${target} (${bytes} bytes, pg_dump ${pgDumpVersion}, custom format).`,
      "Not in the backup: SECRET_KEY and JWT_SECRET (or the key files of the data folder); keep them",
      "apart from the backups they unlock. Pictures are in the database and in the backup.",
    ].join("\n");
  }
  const { source, target, pages } = await backupDatabase(config.dataDir, file);
  return [
    `Backed up ${source} to ${target} (${pages} pages, integrity_check ok).`,
    "Not in the backup: the key files (*.key) and the uploads folder of the data folder; keep a copy",
    "of those too (the keys never change), stored apart from the backups they unlock.",
  ].join("\n");
});
