// Share links to the clinician report (docs/exports.md): a 256-bit token handed out
// once and stored only as its SHA-256; lookups refuse revoked and expired links; each opening
// is logged, and Settings shows the count.
import { randomUUID } from "node:crypto";
import type { ShareLink } from "@evenkeel/contracts";
import type { ShareLinkStore } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import type { ReportShareLinkRow } from "../db/schema.ts";
import { hashOpaqueToken, newOpaqueToken } from "../identity/opaque-tokens.ts";

type LinkWithOpens = ReportShareLinkRow & { open_count: number; last_opened_at: string | null };

function rowToShareLink(row: LinkWithOpens): ShareLink {
  return {
    id: row.id,
    weeks: row.weeks,
    created_at: row.created_at,
    expires_at: row.expires_at,
    open_count: Number(row.open_count),
    last_opened_at: row.last_opened_at,
  };
}

function linksWithOpens(db: AppDatabase) {
  return db
    .selectFrom("report_share_links as link")
    .leftJoin("report_share_link_opens as open", "open.link_id", "link.id")
    .selectAll("link")
    .select((eb) => [
      eb.fn.count<number>("open.link_id").as("open_count"),
      eb.fn.max("open.opened_at").as("last_opened_at"),
    ])
    .groupBy("link.id");
}

/** The link a token names, when it is live at `now`; null otherwise (unknown, revoked, expired). */
export async function liveShareLinkByToken(
  db: AppDatabase,
  token: string,
  now: string,
): Promise<ReportShareLinkRow | null> {
  const row = await db
    .selectFrom("report_share_links")
    .selectAll()
    .where("token_hash", "=", hashOpaqueToken(token))
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row ?? null;
}

export async function recordShareLinkOpen(db: AppDatabase, linkId: string, now: string): Promise<void> {
  await db.insertInto("report_share_link_opens").values({ link_id: linkId, opened_at: now }).execute();
}

export function shareLinksRepository(db: AppDatabase): ShareLinkStore {
  return {
    async create(userId, link, now) {
      const token = newOpaqueToken();
      const row = {
        id: randomUUID(),
        user_id: userId,
        token_hash: hashOpaqueToken(token),
        weeks: link.weeks,
        created_at: now,
        expires_at: link.expires_at,
        revoked_at: null,
      };
      await db.insertInto("report_share_links").values(row).execute();
      return { link: rowToShareLink({ ...row, open_count: 0, last_opened_at: null }), token };
    },
    async live(userId, now) {
      const rows = await linksWithOpens(db)
        .where("link.user_id", "=", userId)
        .where("link.revoked_at", "is", null)
        .where("link.expires_at", ">", now)
        .orderBy("link.created_at", "desc")
        .execute();
      return rows.map((row) => rowToShareLink(row as LinkWithOpens));
    },
    async revoke(userId, id, now) {
      const result = await db
        .updateTable("report_share_links")
        .set({ revoked_at: now })
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
