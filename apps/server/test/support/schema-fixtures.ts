// Shared fixtures for schema tests: the product's tables and minimal valid rows.
import type { AppDatabase } from "../../src/db/database.ts";

export const TABLES = [
  "burnout_scores",
  "checkin_tokens",
  "confirmation_tokens",
  "data_imports",
  "early_warning_alerts",
  "health_metrics",
  "insights",
  "jobs",
  "journal_answers",
  "metric_source_preferences",
  "moods",
  "narrator_settings",
  "oauth_states",
  "outreach_claims",
  "provider_token_endpoints",
  "push_subscriptions",
  "rate_limit_hits",
  "refresh_tokens",
  "report_share_link_opens",
  "report_share_links",
  "score_rescoring",
  "sessions",
  "source_daily_metrics",
  "upload_files",
  "uploads",
  "user_data_versions",
  "user_day_totals",
  "user_preferences",
  "users",
  "wearable_connections",
  "wearable_day_notes",
  "wearable_request_budget",
  "webhook_deliveries",
];
export const NOW = "2026-11-21T08:00:00.000Z";

export async function tableNames(database: AppDatabase): Promise<string[]> {
  const tables = await database.introspection.getTables();
  return tables.map((table) => table.name).sort();
}

export async function insertUser(db: AppDatabase, id: string, email = `${id}@example.com`): Promise<void> {
  await db
    .insertInto("users")
    .values({ id, email, password_hash: "$argon2id$stub", created_at: NOW, updated_at: NOW })
    .execute();
}

export function mood(id: string, userId: string, date: string, rating = 7) {
  return { id, user_id: userId, date, rating, created_at: NOW, updated_at: NOW };
}
