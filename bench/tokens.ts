// Access tokens for many benchmark users, minted with the identity module's own functions:
// startSession writes the session and its refresh token exactly as sign-in does, and the
// token is signed by createAccessTokens with the key and issuer the server is started with.
// (Signing in 1,000 users for real would spend ~1,000 argon2 verifications; one real sign-in
// is made by the API phase to show the shared password hash works.)
import { openDatabase } from "@evenkeel/server";
import { createAccessTokens } from "../apps/server/src/identity/access-tokens.ts";
import { startSession } from "../apps/server/src/identity/sessions.ts";

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
