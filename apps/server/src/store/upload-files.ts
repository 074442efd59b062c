// Removes erased pictures' files from DATA_DIR/uploads once their rows are committed gone.
// Only names the server could have generated are touched; a missing file is not an error.
import fs from "node:fs/promises";
import path from "node:path";
import { isStoredName, uploadsDir } from "../media/upload-names.ts";

export function uploadFileRemover(dataDir: string): (fileNames: readonly string[]) => Promise<void> {
  const folder = uploadsDir(dataDir);
  return async (fileNames) => {
    for (const name of fileNames.filter(isStoredName)) {
      await fs.rm(path.join(folder, name), { force: true });
    }
  };
}
