// Access tokens for many benchmark users, minted with the identity module's own functions:
// startSession writes the session and its refresh token exactly as sign-in does, and the
// token is signed by createAccessTokens with the key and issuer the server is started with.
// (Signing in 1,000 users for real would spend ~1,000 argon2 verifications; one real sign-in
// is made by the API phase to show the shared password hash works.)
import { openDatabase } from "@evenkeel/server";
import { createAccessTokens } from "../apps/server/src/identity/access-tokens.ts";
import { startSession } from "../apps/server/src/identity/sessions.ts";
import { createCheckinToken } from "../apps/server/src/store/outreach.repository.ts";

export interface TokenKey {
  /** JWT_SECRET given to the server. */
  secret: string;
  /** PUBLIC_URL given to the server: the tokens' issuer. */
  issuer: string;
}

export interface BenchUser {
  userId: string;
  /** "Bearer …", ready for the Authorization header. */
  authorization: string;
  /** The session's refresh token, for the web app's storage. */
  refreshToken: string;
}

/** One live session and access token (valid 15 minutes) per user id. */
export async function mintAccessTokens(
  location: Parameters<typeof openDatabase>[0],
  userIds: readonly string[],
  key: TokenKey,
) {
  const db = openDatabase(location);
  const now = () => new Date();
  const tokens = createAccessTokens({ key: new TextEncoder().encode(key.secret), issuer: key.issuer, now });
  try {
    const sessions = await db.transaction().execute(async (trx) => {
      const started: Array<{ userId: string; sessionId: string; refreshToken: string }> = [];
      for (const userId of userIds) {
        const { sessionId, refreshToken } = await startSession(trx, userId, now().toISOString());
        started.push({ userId, sessionId, refreshToken });
      }
      return started;
    });
    const users: BenchUser[] = [];
    for (const { userId, sessionId, refreshToken } of sessions) {
      const accessToken = await tokens.sign({ userId, sessionId });
      users.push({ userId, authorization: `Bearer ${accessToken}`, refreshToken });
    }
    return users;
  } finally {
    await db.destroy();
  }
}

/**
 * A reminder's one-tap check-in link for `userId`'s `date`, made as the outreach pass makes it
 * (its token valid for two days): the page a reminder opens, as Lighthouse audits it.
 */
export async function mintCheckinLink(
  location: Parameters<typeof openDatabase>[0],
  userId: string,
  date: string,
): Promise<string> {
  const db = openDatabase(location);
  try {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 2 * 86_400_000).toISOString();
    const token = await createCheckinToken(db, userId, date, expiresAt, now.toISOString());
    return `/checkin?${new URLSearchParams({ token, date })}`;
  } finally {
    await db.destroy();
  }
}
