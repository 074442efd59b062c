// OAuth `state` (docs/security.md #12): 256 random bits handed to the browser, only its SHA-256
// stored, bound to the user and the session that asked, the provider and the redirect URI,
// single use, ten minutes. Each state carries a PKCE (S256) code verifier for the exchange:
// a code issued to another flow cannot be redeemed with this state (review item 3).
import crypto from "node:crypto";
import type { AppDatabase } from "../../db/database.ts";

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** Whose flow a state belongs to: the user and the session (one signed-in browser). */
export interface FlowOwner {
  userId: string;
  sessionId: string;
}

export interface StartedFlow {
  /** Goes into the authorize URL; only its hash is stored. */
  state: string;
  /** BASE64URL(SHA-256(code verifier)), sent with code_challenge_method=S256. */
  codeChallenge: string;
}

export interface OAuthStates {
  /** A fresh state and PKCE pair for this session. */
  create(owner: FlowOwner, provider: string, redirectUri: string): Promise<StartedFlow>;
  /**
   * Spends the state if it is this session's, for this provider and redirect URI, unused and
   * unexpired, and answers its code verifier; null otherwise. Another session's state is left
   * untouched.
   */
  consume(owner: FlowOwner, provider: string, state: string, redirectUri: string): Promise<string | null>;
}

export function createOAuthStates(db: AppDatabase, now: () => number): OAuthStates {
  return {
    async create(owner, provider, redirectUri) {
      const state = crypto.randomBytes(32).toString("base64url");
      // RFC 7636: 32 random octets, base64url (43 characters), and its S256 challenge.
      const codeVerifier = crypto.randomBytes(32).toString("base64url");
      const at = now();
      await db.transaction().execute(async (trx) => {
        // Spent and expired states are of no further use; keep the table small.
        await trx.deleteFrom("oauth_states").where("expires_at", "<", new Date(at).toISOString()).execute();
        await trx
          .insertInto("oauth_states")
          .values({
            state_hash: hashState(state),
            user_id: owner.userId,
            session_id: owner.sessionId,
            code_verifier: codeVerifier,
            provider,
            redirect_uri: redirectUri,
            created_at: new Date(at).toISOString(),
            expires_at: new Date(at + OAUTH_STATE_TTL_MS).toISOString(),
          })
          .execute();
      });
      return { state, codeChallenge: codeChallengeOf(codeVerifier) };
    },

    async consume(owner, provider, state, redirectUri) {
      const at = new Date(now()).toISOString();
      // One statement: two callbacks racing with the same state cannot both win. The spent row
      // (and its verifier, useless without this flow's code) goes with the next clean-up.
      const spent = await db
        .updateTable("oauth_states")
        .set({ used_at: at })
        .where("state_hash", "=", hashState(state))
        .where("user_id", "=", owner.userId)
        .where("session_id", "=", owner.sessionId)
        .where("provider", "=", provider)
        .where("redirect_uri", "=", redirectUri)
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .returning("code_verifier")
        .executeTakeFirst();
      return spent?.code_verifier ?? null;
    },
  };
}

/** The S256 code challenge of a verifier (RFC 7636 §4.2). */
export function codeChallengeOf(codeVerifier: string): string {
  return crypto.createHash("sha256").update(codeVerifier, "ascii").digest("base64url");
}

function hashState(state: string): string {
  return crypto.createHash("sha256").update(state, "utf8").digest("hex");
}
