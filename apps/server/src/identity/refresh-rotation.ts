// Refresh-token rotation (docs/security.md #7). Each use spends the token and issues a child in the
// same family. Presenting a spent token again means it was copied: the whole family and its
// session are revoked, except for the direct parent of the live token within a 10 s grace
// (a browser that sent two refreshes at once). Everything runs in one BEGIN IMMEDIATE
// transaction, so concurrent refreshes of one token are serialised and never leave two live
// children.
//
// Grace: only hashes are stored, so the child already issued cannot be handed out again.
// Instead the grace request revokes that child and issues a fresh one; exactly one child stays
// live, and the caller whose answer arrived last holds it.
import type { AppDatabase } from "../db/database.ts";
import { immediateTransaction } from "./immediate-transaction.ts";
import { hashOpaqueToken } from "./opaque-tokens.ts";
import { issueRefreshToken, revokeSession } from "./sessions.ts";

export const REFRESH_REUSE_GRACE_MS = 10_000;
/** A refresh token unused for this long has expired (the session ends with it). */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60_000;

export type RotationOutcome =
  | { kind: "rotated"; userId: string; sessionId: string; refreshToken: string }
  /** Unknown, revoked, expired, or its session has ended. */
  | { kind: "invalid" }
  /** A spent token came back outside the grace: its family and session are now revoked. */
  | { kind: "reuse"; userId: string; sessionId: string };

export interface RotationOptions {
  graceMs?: number;
  lifetimeMs?: number;
}

/** The session a presented refresh token belongs to, for throttling before the real work. */
export async function sessionOfRefreshToken(db: AppDatabase, token: string): Promise<string | null> {
  const row = await db
    .selectFrom("refresh_tokens")
    .select("session_id")
    .where("token_hash", "=", hashOpaqueToken(token))
    .executeTakeFirst();
  return row?.session_id ?? null;
}

export async function rotateRefreshToken(
  db: AppDatabase,
  token: string,
  now: Date,
  options: RotationOptions = {},
): Promise<RotationOutcome> {
  const graceMs = options.graceMs ?? REFRESH_REUSE_GRACE_MS;
  const lifetimeMs = options.lifetimeMs ?? REFRESH_TOKEN_LIFETIME_MS;
  const nowIso = now.toISOString();
  const nowMs = now.getTime();

  return immediateTransaction(db, async (trx) => {
    const presented = await trx
      .selectFrom("refresh_tokens")
      .innerJoin("sessions", "sessions.id", "refresh_tokens.session_id")
      .select([
        "refresh_tokens.id",
        "refresh_tokens.session_id",
        "refresh_tokens.family_id",
        "refresh_tokens.created_at",
        "refresh_tokens.rotated_at",
        "refresh_tokens.revoked_at",
        "sessions.user_id",
        "sessions.revoked_at as session_revoked_at",
      ])
      .where("refresh_tokens.token_hash", "=", hashOpaqueToken(token))
      .executeTakeFirst();
    if (!presented || presented.revoked_at !== null || presented.session_revoked_at !== null) {
      return { kind: "invalid" };
    }
    const { user_id: userId, session_id: sessionId, family_id: familyId } = presented;

    if (presented.rotated_at === null) {
      if (nowMs - Date.parse(presented.created_at) > lifetimeMs) {
        await revokeSession(trx, sessionId, nowIso);
        return { kind: "invalid" };
      }
      await trx
        .updateTable("refresh_tokens")
        .set({ rotated_at: nowIso })
        .where("id", "=", presented.id)
        .execute();
      // Spent tokens older than the lifetime would be refused as expired anyway: forget them.
      await trx
        .deleteFrom("refresh_tokens")
        .where("family_id", "=", familyId)
        .where("created_at", "<", new Date(nowMs - lifetimeMs).toISOString())
        .where("rotated_at", "is not", null)
        .execute();
      const refreshToken = await issueRefreshToken(trx, {
        sessionId,
        familyId,
        parentId: presented.id,
        now: nowIso,
      });
      return { kind: "rotated", userId, sessionId, refreshToken };
    }

    const liveChild = await trx
      .selectFrom("refresh_tokens")
      .select(["id", "parent_id"])
      .where("family_id", "=", familyId)
      .where("rotated_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    const withinGrace = nowMs - Date.parse(presented.rotated_at) <= graceMs;
    if (liveChild && liveChild.parent_id === presented.id && withinGrace) {
      await trx
        .updateTable("refresh_tokens")
        .set({ revoked_at: nowIso })
        .where("id", "=", liveChild.id)
        .execute();
      const refreshToken = await issueRefreshToken(trx, {
        sessionId,
        familyId,
        parentId: presented.id,
        now: nowIso,
      });
      return { kind: "rotated", userId, sessionId, refreshToken };
    }

    await revokeSession(trx, sessionId, nowIso);
    return { kind: "reuse", userId, sessionId };
  });
}
