// OAuth flows bound tighter (review item 3): the state remembers the session that asked for it
// (a callback from another session, even of the same user, is refused) and keeps the PKCE
// code verifier the code exchange must present. Frozen in time: it imports no app code.
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  // Null only on states created before this migration; the app refuses those (they expire in
  // ten minutes anyway).
  await db.schema.alterTable("oauth_states").addColumn("session_id", "text").execute();
  // Deleted with the state once it expires; useless without the code of this very flow.
  await db.schema.alterTable("oauth_states").addColumn("code_verifier", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("oauth_states").dropColumn("code_verifier").execute();
  await db.schema.alterTable("oauth_states").dropColumn("session_id").execute();
}
