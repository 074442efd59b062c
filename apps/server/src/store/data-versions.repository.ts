// Reads a user's data version (docs/data-versions.md): one primary-key lookup. The triggers of
// migration 2026_11_23_2200 raise it with every write to the user's data; 0 means "never
// written since the versions began", which is as good a version as any other.
import type { AppDatabase } from "../db/database.ts";

export async function readDataVersion(db: AppDatabase, userId: string): Promise<number> {
  const row = await db
    .selectFrom("user_data_versions")
    .select("version")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.version ?? 0;
}
