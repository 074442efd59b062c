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

export interface ReadState {
  version: number;
  /** The zone kept on the profile (null when none), for the user's "today". */
  timeZone: string | null;
}

/** The version and the stored time zone in one statement (two primary-key lookups); null: no such user. */
export async function readReadState(db: AppDatabase, userId: string): Promise<ReadState | null> {
  const row = await db
    .selectFrom("users")
    .leftJoin("user_data_versions", "user_data_versions.user_id", "users.id")
    .select(["users.time_zone as timeZone", "user_data_versions.version as version"])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  return row ? { version: row.version ?? 0, timeZone: row.timeZone } : null;
}
