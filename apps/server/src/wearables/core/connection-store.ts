// The wearable_connections rows of every provider: read as contract objects, written
// with tokens sealed by the vault (the row id is their associated data), never in plaintext.

import { randomUUID } from "node:crypto";
import type { WearableConnection, WearableProvider } from "@evenkeel/contracts";
import type { AppDatabase } from "../../db/database.ts";
import { firstOfTemplate } from "../../db/query-template.ts";
import type { WearableConnectionRow } from "../../db/schema.ts";
import type { TokenVault } from "./token-vault.ts";

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  expiresAtMs: number;
}

export interface NewTokens {
  accessToken: string;
  /** Absent when the token endpoint did not rotate it: the old one stays. */
  refreshToken?: string | undefined;
  expiresInSeconds: number;
  scope?: string | undefined;
}

export function rowToConnection(row: WearableConnectionRow): WearableConnection {
  return {
    id: row.id,
    user_id: row.user_id,
    provider: row.provider as WearableProvider,
    connected_at: row.connected_at,
    last_synced_at: row.last_synced_at,
    sync_enabled: row.sync_enabled === 1,
    needs_reconnect: row.needs_reconnect === 1,
    unavailable_data: unavailableData(row.unavailable_data),
  };
}

function unavailableData(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export function createConnectionStore(db: AppDatabase, vault: TokenVault) {
  function sealTokens(id: string, tokens: NewTokens, nowMs: number) {
    return {
      access_token_enc: vault.seal(tokens.accessToken, id, "access_token"),
      ...(tokens.refreshToken
        ? { refresh_token_enc: vault.seal(tokens.refreshToken, id, "refresh_token") }
        : {}),
      token_expires_at: new Date(nowMs + tokens.expiresInSeconds * 1000).toISOString(),
      ...(tokens.scope ? { scope: tokens.scope } : {}),
    };
  }

  return {
    find(userId: string, provider: string): Promise<WearableConnectionRow | undefined> {
      return firstOfTemplate(db, "wearable_connections.ofUser", [userId, provider], (user, named) =>
        db
          .selectFrom("wearable_connections")
          .selectAll()
          .where("user_id", "=", user)
          .where("provider", "=", named),
      );
    },

    /** The latest `last_synced_at` of the user's connections (ISO timestamps order as text). */
    async lastSync(userId: string): Promise<string | null> {
      const row = await firstOfTemplate(db, "wearable_connections.lastSync", [userId], (user) =>
        db
          .selectFrom("wearable_connections")
          .select((eb) => eb.fn.max("last_synced_at").as("last"))
          .where("user_id", "=", user),
      );
      return row?.last ?? null;
    },

    byId(id: string): Promise<WearableConnectionRow | undefined> {
      return db.selectFrom("wearable_connections").selectAll().where("id", "=", id).executeTakeFirst();
    },

    byProviderUser(provider: string, providerUserId: string): Promise<WearableConnectionRow[]> {
      return db
        .selectFrom("wearable_connections")
        .selectAll()
        .where("provider", "=", provider)
        .where("provider_user_id", "=", providerUserId)
        .execute();
    },

    /** Connections the background sync should visit: enabled, usable, not synced since `beforeIso`. */
    dueForSync(providers: readonly string[], beforeIso: string): Promise<WearableConnectionRow[]> {
      if (providers.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("wearable_connections")
        .selectAll()
        .where("provider", "in", providers)
        .where("sync_enabled", "=", 1)
        .where("needs_reconnect", "=", 0)
        .where((eb) => eb.or([eb("last_synced_at", "is", null), eb("last_synced_at", "<=", beforeIso)]))
        .orderBy("last_synced_at", "asc")
        .execute();
    },

    /** Creates the connection, or renews a user's existing one (a reconnect) with new tokens. */
    async connect(
      input: { userId: string; provider: string; providerUserId: string | null; tokens: NewTokens },
      nowMs: number,
    ): Promise<WearableConnectionRow> {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("wearable_connections")
          .select("id")
          .where("user_id", "=", input.userId)
          .where("provider", "=", input.provider)
          .executeTakeFirst();
        const id = existing?.id ?? randomUUID();
        const values = {
          provider_user_id: input.providerUserId,
          ...sealTokens(id, input.tokens, nowMs),
          connected_at: new Date(nowMs).toISOString(),
          needs_reconnect: 0 as const,
        };
        if (existing) {
          await trx.updateTable("wearable_connections").set(values).where("id", "=", id).execute();
        } else {
          await trx
            .insertInto("wearable_connections")
            .values({ id, user_id: input.userId, provider: input.provider, ...values })
            .execute();
        }
        return trx
          .selectFrom("wearable_connections")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
      });
    },

    /** Commits refreshed tokens (the rotated refresh token with them) before anyone uses them. */
    async saveTokens(id: string, tokens: NewTokens, nowMs: number): Promise<void> {
      await db
        .updateTable("wearable_connections")
        .set(sealTokens(id, tokens, nowMs))
        .where("id", "=", id)
        .execute();
    },

    readTokens(row: WearableConnectionRow): TokenSet | null {
      if (!row.access_token_enc || !row.refresh_token_enc || !row.token_expires_at) return null;
      return {
        accessToken: vault.open(row.access_token_enc, row.id, "access_token"),
        refreshToken: vault.open(row.refresh_token_enc, row.id, "refresh_token"),
        expiresAtMs: Date.parse(row.token_expires_at),
      };
    },

    /** The provider refused our refresh token (or it can no longer be read): the tokens are dead, drop them. */
    async markNeedsReconnect(id: string): Promise<void> {
      await db
        .updateTable("wearable_connections")
        .set({ needs_reconnect: 1, access_token_enc: null, refresh_token_enc: null, token_expires_at: null })
        .where("id", "=", id)
        .execute();
    },

    /** A complete sync: when it ended, and the data types the provider would not give us. */
    async markSynced(id: string, nowMs: number, unavailable: readonly string[] = []): Promise<void> {
      await db
        .updateTable("wearable_connections")
        .set({
          last_synced_at: new Date(nowMs).toISOString(),
          unavailable_data: unavailable.length > 0 ? JSON.stringify(unavailable) : null,
        })
        .where("id", "=", id)
        .execute();
    },

    /** Removes the connection and its tokens (and, by cascade, its day notes); history stays. */
    async remove(id: string): Promise<void> {
      await db.deleteFrom("wearable_connections").where("id", "=", id).execute();
    },
  };
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>;
