// Reaching out's rows (docs/notifications.md): preferences, push subscriptions,
// one-tap check-in tokens (SHA-256 only), send claims and early-warning alerts.
import { randomUUID } from "node:crypto";
import {
  type Alert,
  DEFAULT_PREFERENCES,
  type Preferences,
  PUSH_SUBSCRIPTIONS_MAX,
  type PushSubscriptionInfo,
  preferencesSchema,
} from "@evenkeel/contracts";
import type { CheckinLookup, CheckinTokenStore, PreferenceRepository } from "@evenkeel/domain/router";
import type { AppDatabase } from "../db/database.ts";
import type { EarlyWarningAlertRow, PushSubscriptionRow } from "../db/schema.ts";
import { immediateTransaction } from "../identity/immediate-transaction.ts";
import { hashOpaqueToken, newOpaqueToken } from "../identity/opaque-tokens.ts";
import { fromJsonColumn, parseStored, toJsonColumn } from "./stored-json.ts";

export function preferencesRepository(db: AppDatabase): PreferenceRepository {
  return {
    async get(userId) {
      const row = await db
        .selectFrom("user_preferences")
        .select("preferences")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!row) return { ...DEFAULT_PREFERENCES };
      // Fields added later read as their defaults.
      const stored = fromJsonColumn<Partial<Preferences>>(row.preferences, "preferences");
      return parseStored({ ...DEFAULT_PREFERENCES, ...stored }, preferencesSchema, "preferences");
    },
    async save(userId, preferences, now) {
      const json = toJsonColumn(preferencesSchema.parse(preferences));
      await db
        .insertInto("user_preferences")
        .values({ user_id: userId, preferences: json, updated_at: now })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ preferences: json, updated_at: now }))
        .execute();
      return preferences;
    },
  };
}

/** Every user with stored preferences, for the outreach pass. */
export async function usersWithPreferences(
  db: AppDatabase,
): Promise<{ userId: string; email: string; timeZone: string; preferences: Preferences }[]> {
  const rows = await db
    .selectFrom("user_preferences")
    .innerJoin("users", "users.id", "user_preferences.user_id")
    .select(["users.id", "users.email", "users.time_zone", "user_preferences.preferences"])
    .orderBy("users.id")
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    timeZone: row.time_zone,
    preferences: parseStored(
      { ...DEFAULT_PREFERENCES, ...fromJsonColumn<Partial<Preferences>>(row.preferences, "preferences") },
      preferencesSchema,
      "preferences",
    ),
  }));
}

export const pushSubscriptions = {
  async list(db: AppDatabase, userId: string): Promise<PushSubscriptionInfo[]> {
    const rows = await db
      .selectFrom("push_subscriptions")
      .select(["id", "label", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .execute();
    return rows;
  },
  async rows(db: AppDatabase, userId: string): Promise<PushSubscriptionRow[]> {
    return db.selectFrom("push_subscriptions").selectAll().where("user_id", "=", userId).execute();
  },
  /**
   * A browser that subscribes again (same endpoint) has its keys updated. An endpoint another
   * account holds stays there ("taken": moving it would silently stop that account's
   * notifications), and a user holds at most `PUSH_SUBSCRIPTIONS_MAX` ("full";
   * docs/security.md). One immediate transaction, so concurrent calls cannot pass the cap.
   */
  async add(
    db: AppDatabase,
    userId: string,
    subscription: { endpoint: string; keys: { p256dh: string; auth: string }; label?: string | undefined },
    now: string,
  ): Promise<"saved" | "taken" | "full"> {
    const values = {
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      label: subscription.label ?? "Browser",
    };
    return immediateTransaction(db, async (trx) => {
      const holder = await trx
        .selectFrom("push_subscriptions")
        .select(["id", "user_id"])
        .where("endpoint", "=", subscription.endpoint)
        .executeTakeFirst();
      if (holder && holder.user_id !== userId) return "taken";
      if (holder) {
        await trx.updateTable("push_subscriptions").set(values).where("id", "=", holder.id).execute();
        return "saved";
      }
      const { count } = await trx
        .selectFrom("push_subscriptions")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= PUSH_SUBSCRIPTIONS_MAX) return "full";
      await trx
        .insertInto("push_subscriptions")
        .values({
          id: randomUUID(),
          endpoint: subscription.endpoint,
          user_id: userId,
          created_at: now,
          ...values,
        })
        .execute();
      return "saved";
    });
  },
  async remove(db: AppDatabase, userId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom("push_subscriptions")
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
  /** The push service said the subscription is gone (404/410). */
  async removeById(db: AppDatabase, id: string): Promise<void> {
    await db.deleteFrom("push_subscriptions").where("id", "=", id).execute();
  },
};

function rowToAlert(row: EarlyWarningAlertRow): Alert {
  return {
    id: row.id,
    date: row.date,
    level: row.level,
    status: row.status,
    insight_id: row.insight_id,
    created_at: row.created_at,
    read_at: row.read_at,
  };
}

export const earlyWarningAlerts = {
  async list(db: AppDatabase, userId: string): Promise<Alert[]> {
    const rows = await db
      .selectFrom("early_warning_alerts")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute();
    return rows.map(rowToAlert);
  },
  async get(db: AppDatabase, userId: string, id: string): Promise<Alert | null> {
    const row = await db
      .selectFrom("early_warning_alerts")
      .selectAll()
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? rowToAlert(row) : null;
  },
  async markRead(db: AppDatabase, userId: string, id: string, now: string): Promise<boolean> {
    const alert = await earlyWarningAlerts.get(db, userId, id);
    if (!alert) return false;
    await db
      .updateTable("early_warning_alerts")
      .set({ read_at: now })
      .where("id", "=", id)
      .where("read_at", "is", null)
      .execute();
    return true;
  },
  async insert(
    db: AppDatabase,
    userId: string,
    alert: Pick<Alert, "date" | "level" | "status" | "insight_id">,
    now: string,
  ): Promise<Alert> {
    const row = {
      id: randomUUID(),
      user_id: userId,
      date: alert.date,
      level: alert.level as EarlyWarningAlertRow["level"],
      status: alert.status,
      insight_id: alert.insight_id,
      created_at: now,
      read_at: null,
    };
    await db.insertInto("early_warning_alerts").values(row).execute();
    return rowToAlert(row);
  },
};

/**
 * Claims one send (kind, user, local date) for this process: true for the one insert that
 * wins, false when any process claimed it before (docs/decisions/034).
 */
export async function claimSend(
  db: AppDatabase,
  userId: string,
  kind: string,
  localDate: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto("outreach_claims")
    .values({ user_id: userId, kind, local_date: localDate, claimed_at: now })
    .onConflict((oc) => oc.columns(["user_id", "kind", "local_date"]).doNothing())
    .returning("user_id")
    .executeTakeFirst();
  return result !== undefined;
}

/** Hands out a check-in token for the user's `date`; only its hash is stored. */
export async function createCheckinToken(
  db: AppDatabase,
  userId: string,
  date: string,
  expiresAt: string,
  now: string,
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto("checkin_tokens")
    .values({
      token_hash: hashOpaqueToken(token),
      user_id: userId,
      date,
      expires_at: expiresAt,
      rated_at: null,
      detailed_at: null,
      created_at: now,
    })
    .execute();
  return token;
}

export function checkinTokenStore(db: AppDatabase): CheckinTokenStore {
  async function lookup(token: string, date: string, now: string): Promise<CheckinLookup> {
    const row = await db
      .selectFrom("checkin_tokens")
      .selectAll()
      .where("token_hash", "=", hashOpaqueToken(token))
      .executeTakeFirst();
    if (!row) return { ok: false, refusal: "invalid", date: null };
    if (row.date !== date) return { ok: false, refusal: "wrong_date", date: row.date };
    if (row.detailed_at !== null) return { ok: false, refusal: "used", date: row.date };
    if (row.expires_at <= now) return { ok: false, refusal: "expired", date: row.date };
    return {
      ok: true,
      userId: row.user_id,
      date: row.date,
      step: row.rated_at === null ? "rate" : "details",
    };
  }
  return {
    peek: lookup,
    async use(token, date, step, now) {
      const found = await lookup(token, date, now);
      if (!found.ok) return found;
      if (found.step !== step)
        return { ok: false, refusal: step === "rate" ? "used" : "invalid", date: found.date };
      // The update only matches while the step is still open: of two taps, one wins.
      const column = step === "rate" ? "rated_at" : "detailed_at";
      const result = await db
        .updateTable("checkin_tokens")
        .set({ [column]: now })
        .where("token_hash", "=", hashOpaqueToken(token))
        .where(column, "is", null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return { ok: false, refusal: "used", date: found.date };
      return found;
    },
  };
}
