// Removes the run's temporary data folder (the server's SQLite database and uploads).
import fs from "node:fs";

export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.EK_E2E_DATA_DIR;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
