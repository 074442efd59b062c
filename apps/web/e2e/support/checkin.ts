// A reminder's one-tap check-in link for a journey's account, made the way the outreach pass
// makes one (docs/decisions/035-one-tap-check-in.md): the token stored only as its SHA-256.
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import type { Account } from "./account";
import { e2eNow } from "./clock";

/** A check-in token for the account's today, valid for a day. */
export async function checkinToken(account: Account): Promise<string> {
  const me = (await account.api("GET", "/auth/me")) as { id: string };
  const token = randomBytes(32).toString("base64url");
  const db = new Database(path.join(process.env.EK_E2E_DATA_DIR ?? "", "evenkeel.db"));
  try {
    const now = new Date(e2eNow()).toISOString();
    db.prepare(
      `insert into checkin_tokens (token_hash, user_id, date, expires_at, rated_at, detailed_at, created_at)
       values (?, ?, ?, ?, null, null, ?)`,
    ).run(
      createHash("sha256").update(token, "utf8").digest("hex"),
      me.id,
      account.today,
      new Date(e2eNow() + 86_400_000).toISOString(),
      now,
    );
  } finally {
    db.close();
  }
  return token;
}
