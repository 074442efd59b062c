// The account as the app router sees it: profile (names, picture) and the time zone that
// decides the user's "today". Credentials and sessions belong to identity/, not here.
import { AppError, type User, type UserMetadata } from "@evenkeel/contracts";
import type { UserRepository } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import type { UserRow } from "../db/schema.ts";
import { claimUpload } from "../media/claim-upload.ts";

const ACCOUNT_NOT_FOUND = "Account not found";

type ProfileRow = Pick<
  UserRow,
  "id" | "email" | "first_name" | "last_name" | "profile_picture_url" | "created_at"
>;

export function rowToUser(row: ProfileRow): User {
  return {
    id: row.id,
    email: row.email,
    user_metadata: {
      first_name: row.first_name,
      last_name: row.last_name,
      profile_picture_url: row.profile_picture_url,
    },
    created_at: row.created_at,
  };
}

const PROFILE_COLUMNS = [
  "id",
  "email",
  "first_name",
  "last_name",
  "profile_picture_url",
  "created_at",
] as const;

export async function getUser(db: AppDatabase, userId: string): Promise<User | null> {
  const row = await db
    .selectFrom("users")
    .select(PROFILE_COLUMNS)
    .where("id", "=", userId)
    .executeTakeFirst();
  return row ? rowToUser(row) : null;
}

/**
 * Changes names and picture. A new picture must be an upload nobody else owns: it is claimed
 * for this user in the same transaction, so the unclaimed-upload cleanup leaves it alone.
 */
export async function updateUserProfile(
  db: AppDatabase,
  userId: string,
  patch: Partial<UserMetadata>,
  now: string,
): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("users")
      .select("profile_picture_url")
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!current) throw new AppError("UNAUTHORIZED", ACCOUNT_NOT_FOUND);
    const picture = patch.profile_picture_url;
    if (typeof picture === "string" && picture !== current.profile_picture_url) {
      await claimUpload(trx, picture, userId);
    }
    const row = await trx
      .updateTable("users")
      .set({
        ...(patch.first_name !== undefined && { first_name: patch.first_name }),
        ...(patch.last_name !== undefined && { last_name: patch.last_name }),
        ...(picture !== undefined && { profile_picture_url: picture }),
        updated_at: now,
      })
      .where("id", "=", userId)
      .returning(PROFILE_COLUMNS)
      .executeTakeFirstOrThrow();
    return rowToUser(row);
  });
}

export async function getUserTimeZone(db: AppDatabase, userId: string): Promise<string | null> {
  const row = await db.selectFrom("users").select("time_zone").where("id", "=", userId).executeTakeFirst();
  return row?.time_zone ?? null;
}

export async function setUserTimeZone(db: AppDatabase, userId: string, timeZone: string): Promise<void> {
  await db.updateTable("users").set({ time_zone: timeZone }).where("id", "=", userId).execute();
}

export function usersRepository(db: AppDatabase): UserRepository {
  return {
    get: (userId) => getUser(db, userId),
    updateProfile: (userId, patch, now) => updateUserProfile(db, userId, patch, now),
    timeZone: (userId) => getUserTimeZone(db, userId),
    setTimeZone: (userId, timeZone) => setUserTimeZone(db, userId, timeZone),
  };
}
