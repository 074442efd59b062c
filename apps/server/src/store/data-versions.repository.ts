// Reads a user's data version (docs/data-versions.md): a primary-key lookup. The triggers of
// migration 2026_11_23_2200 raise it with every write to the user's data; 0 means "never
// written since the versions began", which is as good a version as any other.
import type { AppDatabase } from "../db/database.ts";
import { firstOfTemplate } from "../db/query-template.ts";

export async function readDataVersion(db: AppDatabase, userId: string): Promise<number> {
  const row = await firstOfTemplate(db, "user_data_versions.version", [userId], (user) =>
    db.selectFrom("user_data_versions").select("version").where("user_id", "=", user),
  );
  return row?.version ?? 0;
}
