// The account rows identity reads and writes (users table). The data store owns profile reads and updates; identity owns creation,
// password hashes and confirmation.
import type { Kysely } from "kysely";
import type { Database, NewUserRow, UserRow } from "../db/schema.ts";

type Executor = Kysely<Database>;

/** The column is COLLATE NOCASE, and contracts lower-case e-mails before they get here. */
export async function findAccountByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function findAccountById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertAccount(db: Executor, row: NewUserRow): Promise<UserRow> {
  return db.insertInto("users").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function replacePasswordHash(db: Executor, userId: string, passwordHash: string, now: string) {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash, updated_at: now })
    .where("id", "=", userId)
    .execute();
}

export async function markEmailConfirmed(db: Executor, userId: string, now: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ email_confirmed_at: now, updated_at: now })
    .where("id", "=", userId)
    .where("email_confirmed_at", "is", null)
    .execute();
}

/**
 * Deletes an unconfirmed account that has no unexpired confirmation link left, so an address
 * someone else signed up with (and never confirmed) can be registered by its owner after 24 h.
 * Answers whether the address is free now.
 */
export async function releaseStaleUnconfirmedAccount(
  db: Executor,
  email: string,
  now: string,
): Promise<boolean> {
  const account = await findAccountByEmail(db, email);
  if (!account) return true;
  if (account.email_confirmed_at !== null) return false;
  const pending = await db
    .selectFrom("confirmation_tokens")
    .select("token_hash")
    .where("user_id", "=", account.id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (pending) return false;
  await db.deleteFrom("users").where("id", "=", account.id).execute();
  return true;
}
