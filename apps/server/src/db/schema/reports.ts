// Report share links and their openings.

import type { Selectable } from "kysely";
import type { Timestamp } from "./columns.ts";

/** A read-only link to the clinician report; the token itself is never stored. */
export interface ReportShareLinksTable {
  id: string;
  user_id: string;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  weeks: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}
export type ReportShareLinkRow = Selectable<ReportShareLinksTable>;

/** One opening of a share link (its page or its PDF): the link's access log. */
export interface ReportShareLinkOpensTable {
  link_id: string;
  opened_at: Timestamp;
}
