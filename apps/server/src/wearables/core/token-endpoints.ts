// Which of a provider's token endpoints answered last, kept in the database so a restart goes
// straight to it (Oura: its documented endpoint or the newer portal's fallback,
// docs/decisions/031-preferred-sources-and-stress.md). One row per provider, server-wide.
import type { WearableProvider } from "@evenkeel/contracts";
import type { AppDatabase } from "../../db/database.ts";

export interface TokenEndpointMemory {
  /** The endpoint that answered last; null when none was recorded yet. */
  recall(): Promise<string | null>;
  remember(tokenUrl: string): Promise<void>;
}

export function tokenEndpointMemory(
  db: AppDatabase,
  provider: WearableProvider,
  now: () => number,
): TokenEndpointMemory {
  return {
    async recall() {
      const row = await db
        .selectFrom("provider_token_endpoints")
        .select("token_url")
        .where("provider", "=", provider)
        .executeTakeFirst();
      return row?.token_url ?? null;
    },
    async remember(tokenUrl) {
      const updated_at = new Date(now()).toISOString();
      await db
        .insertInto("provider_token_endpoints")
        .values({ provider, token_url: tokenUrl, updated_at })
        .onConflict((oc) =>
          oc
            .column("provider")
            .doUpdateSet({ token_url: tokenUrl, updated_at })
            .where("provider_token_endpoints.token_url", "is distinct from", tokenUrl),
        )
        .execute();
    },
  };
}
