// Removes the run's temporary data folders (the servers' SQLite databases, uploads, mailbox).
import fs from "node:fs";

export default async function globalTeardown(): Promise<void> {
  for (const dataDir of [
    process.env.EK_E2E_DATA_DIR,
    process.env.EK_E2E_MAIL_DATA_DIR,
    process.env.EK_E2E_WEARABLES_DATA_DIR,
  ]) {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
