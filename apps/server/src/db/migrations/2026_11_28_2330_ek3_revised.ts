// ek-3 revised (docs/decisions/056-wearables-against-own-normal.md): the days stored as "ek-3"
// before the revision are relabelled "ek-3-pre-056", and the rescoring jobs of "ek-3" are
// forgotten, so the history rescoring job (docs/decisions/020) rescores those days with the
// revised rule as it does after any upgrade: oldest first, showing its progress, resuming after a
// restart. A database with no such day is left as it was. Frozen in time: it imports no app code.
import type { Kysely } from "kysely";

const CURRENT = "ek-3";
const BEFORE_REVISION = "ek-3-pre-056";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not see the schema types of today's app.
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable("burnout_scores")
    .set({ algorithm_version: BEFORE_REVISION })
    .where("algorithm_version", "=", CURRENT)
    .execute();
  await db.deleteFrom("score_rescoring").where("algorithm_version", "=", CURRENT).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable("burnout_scores")
    .set({ algorithm_version: CURRENT })
    .where("algorithm_version", "=", BEFORE_REVISION)
    .execute();
}
