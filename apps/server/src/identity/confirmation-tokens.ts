// E-mail confirmation links (docs/security.md #5): 256 random bits, only the SHA-256 stored, bound to
// a type, single use, 24 hours. Unknown, expired, used and wrong-type tokens are one answer.
import type { Kysely } from "kysely";
import type { AppDatabase } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { markEmailConfirmed } from "./accounts.ts";
import { immediateTransaction } from "./immediate-transaction.ts";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens.ts";

export const CONFIRMATION_TOKEN_LIFETIME_MS = 24 * 60 * 60_000;

export type ConfirmationType = "signup" | "email";

/** Stores the hash of a new token for the user and returns the token for the link. */
export async function createConfirmationToken(
  db: Kysely<Database>,
  userId: string,
  type: ConfirmationType,
  now: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto("confirmation_tokens")
    .values({
      token_hash: hashOpaqueToken(token),
      user_id: userId,
      type,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CONFIRMATION_TOKEN_LIFETIME_MS).toISOString(),
    })
    .execute();
  return token;
}

/** Spends every unused link of the user (a new one is being sent): they answer as used ones. */
export async function revokeConfirmationTokens(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("confirmation_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

/** The throttling key of a presented token; a digest, so the token never sits in memory maps. */
export function confirmationTokenKey(token: string): string {
  return `confirm:${hashOpaqueToken(token)}`;
}

/**
 * Spends the token and marks the user's e-mail confirmed, in one transaction. Answers the
 * user id, or null when the token is unknown, of another type, expired or already used.
 */
export async function consumeConfirmationToken(
  db: AppDatabase,
  token: string,
  type: ConfirmationType,
  now: Date,
): Promise<string | null> {
  const nowIso = now.toISOString();
  return immediateTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("confirmation_tokens")
      .select(["token_hash", "user_id"])
      .where("token_hash", "=", hashOpaqueToken(token))
      .where("type", "=", type)
      .where("used_at", "is", null)
      .where("expires_at", ">", nowIso)
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .updateTable("confirmation_tokens")
      .set({ used_at: nowIso })
      .where("token_hash", "=", row.token_hash)
      .execute();
    await markEmailConfirmed(trx, row.user_id, nowIso);
    return row.user_id;
  });
}
