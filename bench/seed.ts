// Seeds a benchmark database in bulk: the server's own migrations make the schema, then
// prepared statements insert users × days of simulated history, one transaction per batch of
// users. Every user shares one precomputed argon2id hash of BENCH_PASSWORD (hashing 1,000
// passwords at OWASP cost would take minutes), so any of them can also sign in for real.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { ekScoringRule } from "@evenkeel/domain";
import { DATABASE_FILE_NAME, migrateToLatest, openDatabase } from "@evenkeel/server";
import Database from "better-sqlite3";
import { createPasswordHasher } from "../apps/server/src/identity/index.ts";
import { insightTemplates, simulateHistory } from "./simulated-user.ts";

export const BENCH_PASSWORD = "bench-steady-keel-2026";
const BATCH_USERS = 50;
const INSIGHT_TEMPLATES = 8;

export interface SeedSpec {
  dataDir: string;
  users: number;
  days: number;
  /** The users' today (they live in UTC): the last day of their history. */
  today: string;
  passwordHash: string;
}

export interface SeededDatabase {
  dataDir: string;
  users: number;
  days: number;
  today: string;
  userIds: string[];
  rows: number;
  seconds: number;
}

/** The one argon2id hash every benchmark user gets (made once per run, at the server's parameters). */
export function sharedPasswordHash(): Promise<string> {
  return createPasswordHasher().hash(BENCH_PASSWORD);
}

export async function seedDatabase(spec: SeedSpec): Promise<SeededDatabase> {
  const started = performance.now();
  const kysely = openDatabase(spec.dataDir);
  await migrateToLatest(kysely);
  await kysely.destroy();

  const sqlite = new Database(path.join(spec.dataDir, DATABASE_FILE_NAME));
  sqlite.pragma("journal_mode = WAL");
  // Bulk load: durability does not matter until the load is done (the server reopens with its own pragmas).
  sqlite.pragma("synchronous = OFF");
  sqlite.pragma("foreign_keys = OFF");
  const insert = prepareInserts(sqlite);
  const now = new Date().toISOString();
  const templates = insightTemplates(Math.min(INSIGHT_TEMPLATES, spec.users), spec.today, now);
  const userIds: string[] = [];
  let rows = 0;

  const insertBatch = sqlite.transaction((first: number, last: number) => {
    for (let index = first; index < last; index++) {
      const userId = randomUUID();
      userIds.push(userId);
      const history = simulateHistory(index + 1, spec.today, spec.days);
      const since = history.metrics[0]?.[0] ?? spec.today;
      insert.user.run(
        userId,
        `bench-${index}@example.test`,
        spec.passwordHash,
        `User ${index}`,
        now,
        now,
        now,
      );
      insert.connection.run(
        randomUUID(),
        userId,
        String(20_000 + index),
        `${since}T09:00:00.000Z`,
        twoHoursAgo(),
      );
      for (const row of history.metrics) insert.metric.run(userId, now, now, ...row);
      for (const row of history.moods) insert.mood.run(userId, ...row, row[4]);
      for (const row of history.scores) insert.score.run(userId, ...row);
      const insights = templates[index % templates.length] ?? [];
      for (const insight of insights) {
        insert.insight.run(
          randomUUID(),
          userId,
          insight.insight_type,
          insight.title,
          insight.content,
          JSON.stringify(insight.recommendations),
          JSON.stringify(insight.structured_data),
          insight.date_range_start,
          insight.date_range_end,
          insight.created_at,
        );
      }
      rows += 2 + history.metrics.length + history.moods.length + history.scores.length + insights.length;
    }
  });
  for (let first = 0; first < spec.users; first += BATCH_USERS) {
    insertBatch(first, Math.min(spec.users, first + BATCH_USERS));
  }
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.exec("ANALYZE");
  sqlite.close();
  return {
    dataDir: spec.dataDir,
    users: spec.users,
    days: spec.days,
    today: spec.today,
    userIds,
    rows,
    seconds: (performance.now() - started) / 1000,
  };
}

function twoHoursAgo(): string {
  return new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
}

function prepareInserts(sqlite: Database.Database) {
  return {
    user: sqlite.prepare(
      `insert into users (id, email, password_hash, first_name, last_name, time_zone, email_confirmed_at, created_at, updated_at)
       values (?, ?, ?, 'Bench', ?, 'UTC', ?, ?, ?)`,
    ),
    connection: sqlite.prepare(
      `insert into wearable_connections (id, user_id, provider, provider_user_id, connected_at, last_synced_at)
       values (?, ?, 'whoop', ?, ?, ?)`,
    ),
    metric: sqlite.prepare(
      `insert into health_metrics (user_id, created_at, updated_at, date, id, recovery_score, resting_hr, hrv,
         sleep_duration_minutes, sleep_quality_score, day_strain, workout_count, source)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'whoop')`,
    ),
    mood: sqlite.prepare(
      `insert into moods (user_id, date, id, rating, notes, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
    ),
    // The seeded scores carry the server's own score version: they stand for a history already
    // rescored. Under another version the server would rescore all of it in the background
    // (docs/decisions/020) while the scenarios run, and every figure would measure that too.
    score: sqlite.prepare(
      `insert into burnout_scores (user_id, date, id, overall_risk_score, risk_level, risk_factors, contributions,
         confidence_score, data_points_used, calculated_at, mood_risk, calibrating, algorithm_version)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null, 0, '${ekScoringRule.version}')`,
    ),
    insight: sqlite.prepare(
      `insert into insights (id, user_id, insight_type, title, content, recommendations, structured_data,
         date_range_start, date_range_end, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  };
}
