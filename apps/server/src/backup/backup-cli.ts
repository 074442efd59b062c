// `npm run backup -- <file>`: an online backup of DATA_DIR/evenkeel.db while the server runs.
import { backupDatabase } from "./backup.ts";
import { runBackupCommand } from "./cli-run.ts";

await runBackupCommand("npm run backup -- <file>", async (config, file) => {
  const { source, target, pages } = await backupDatabase(config.dataDir, file);
  return [
    `Backed up ${source} to ${target} (${pages} pages, integrity_check ok).`,
    "Not in the backup: the key files (*.key) and the uploads folder of the data folder; keep a copy",
    "of those too (the keys never change), stored apart from the backups they unlock.",
  ].join("\n");
});
