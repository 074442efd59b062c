// OAuth `state` (SECURITY.md 12): 256 random bits handed to the browser, only its SHA-256
// stored, bound to the user, the provider and the redirect URI, single use, ten minutes.
import crypto from "node:crypto";
import type { AppDatabase } from "../../db/database.ts";

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export interface OAuthStates {
  /** A fresh state for this user; the value goes into the authorize URL, its hash into the table. */
  create(userId: string, provider: string, redirectUri: string): Promise<string>;
  /**
   * Spends the state if it is this user's, for this provider and redirect URI, unused and
   * unexpired; false otherwise. Another user's state is left untouched.
   */
  consume(userId: string, provider: string, state: string, redirectUri: string): Promise<boolean>;
}

export function createOAuthStates(db: AppDatabase, now: () => number): OAuthStates {
  return {
    async create(userId, provider, redirectUri) {
      const state = crypto.randomBytes(32).toString("base64url");
      const at = now();
      await db.transaction().execute(async (trx) => {
        // Spent and expired states are of no further use; keep the table small.
        await trx.deleteFrom("oauth_states").where("expires_at", "<", new Date(at).toISOString()).execute();
        await trx
          .insertInto("oauth_states")
          .values({
            state_hash: hashState(state),
            user_id: userId,
            provider,
            redirect_uri: redirectUri,
            created_at: new Date(at).toISOString(),
            expires_at: new Date(at + OAUTH_STATE_TTL_MS).toISOString(),
          })
          .execute();
      });
      return state;
    },

    async consume(userId, provider, state, redirectUri) {
      const at = new Date(now()).toISOString();
      // One statement: two callbacks racing with the same state cannot both win.
      const spent = await db
        .updateTable("oauth_states")
        .set({ used_at: at })
        .where("state_hash", "=", hashState(state))
        .where("user_id", "=", userId)
        .where("provider", "=", provider)
        .where("redirect_uri", "=", redirectUri)
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .returning("state_hash")
        .executeTakeFirst();
      return spent !== undefined;
    },
  };
}

function hashState(state: string): string {
  return crypto.createHash("sha256").update(state, "utf8").digest("hex");
}
