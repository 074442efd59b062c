// Sessions and their refresh-token families (docs/security.md #6, #7). A session starts at sign-in
// with one refresh token; every access token names its session, and revoking the session
// (sign-out, erase, reuse of a spent refresh token) ends its access tokens at once.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { firstOfTemplate } from "../db/query-template.ts";
import type { Database } from "../db/schema.ts";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens.ts";

type Executor = Kysely<Database>;

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
}

/** Inserts a session and the first refresh token of its family (family id = session id). */
export async function startSession(db: Executor, userId: string, now: string): Promise<StartedSession> {
  const sessionId = crypto.randomUUID();
  await db.insertInto("sessions").values({ id: sessionId, user_id: userId, created_at: now }).execute();
  const refreshToken = await issueRefreshToken(db, { sessionId, familyId: sessionId, parentId: null, now });
  return { sessionId, refreshToken };
}

/** Stores the hash of a new refresh token in the family and hands out the token itself. */
export async function issueRefreshToken(
  db: Executor,
  links: { sessionId: string; familyId: string; parentId: string | null; now: string },
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto("refresh_tokens")
    .values({
      id: crypto.randomUUID(),
      session_id: links.sessionId,
      family_id: links.familyId,
      token_hash: hashOpaqueToken(token),
      parent_id: links.parentId,
      created_at: links.now,
    })
    .execute();
  return token;
}

/**
 * When the session exists, belongs to the user and has not been revoked: the user's data version
 * (0 before any write; docs/data-versions.md), else null. Every signed-in request asks the first
 * and every conditional read the second, so both come from one statement, a template
 * (docs/decisions/040-reads-through-the-stock-stack.md and 045).
 */
export async function liveSessionDataVersion(
  db: Executor,
  sessionId: string,
  userId: string,
): Promise<number | null> {
  const row = await firstOfTemplate(db, "sessions.liveWithVersion", [sessionId, userId], (session, user) =>
    db
      .selectFrom("sessions")
      .leftJoin("user_data_versions", "user_data_versions.user_id", "sessions.user_id")
      .select(["sessions.id", "user_data_versions.version"])
      .where("sessions.id", "=", session)
      .where("sessions.user_id", "=", user)
      .where("sessions.revoked_at", "is", null),
  );
  return row ? (row.version ?? 0) : null;
}

/**
 * Deletes the user's sessions that can never be used again: none of their refresh tokens was
 * issued after `staleBefore` (the refresh-token lifetime ago). Keeps the tables from growing
 * with every sign-in; run when the user starts a new session.
 */
export async function deleteStaleSessions(db: Executor, userId: string, staleBefore: string): Promise<void> {
  const recentlyUsed = db
    .selectFrom("refresh_tokens")
    .select("session_id")
    .where("created_at", ">=", staleBefore);
  await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("created_at", "<", staleBefore)
    .where("id", "not in", recentlyUsed)
    .execute();
}

/** Revokes the session and every refresh token of it. */
export async function revokeSession(db: Executor, sessionId: string, now: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
  await db
    .updateTable("refresh_tokens")
    .set({ revoked_at: now })
    .where("session_id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Revokes every session of the user and every refresh token of those sessions. */
export async function revokeAllSessions(db: Executor, userId: string, now: string): Promise<void> {
  const sessionIds = db.selectFrom("sessions").select("id").where("user_id", "=", userId);
  await db
    .updateTable("refresh_tokens")
    .set({ revoked_at: now })
    .where("session_id", "in", sessionIds)
    .where("revoked_at", "is", null)
    .execute();
  await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}
