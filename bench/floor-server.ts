// The physical floor beside each read scenario: a bare node:http server that runs the same SQL
// Evenkeel runs for the call (the session lookup, the time zone, the data queries) with
// prepared better-sqlite3 statements and answers with JSON.stringify. No framework, no input
// validation, no JWT signature check (the token's payload is only decoded), no logging.
// Run as its own process: node --import tsx bench/floor-server.ts <data dir> <port>.
import http from "node:http";
import path from "node:path";
import { DASHBOARD_CHART_DAYS_WIDE } from "@evenkeel/contracts";
import { addDays, burnoutTrend, localDate } from "@evenkeel/domain";
import Database from "better-sqlite3";
import { PAGE_CACHE_KIB } from "../apps/server/src/db/database.ts";
import type { HealthMetricRow, MoodRow } from "../apps/server/src/db/schema.ts";
import { rowToHealthMetric } from "../apps/server/src/store/metrics.repository.ts";
import { rowToMood } from "../apps/server/src/store/moods.repository.ts";

type Row = Record<string, unknown>;

const [dataDir = "data", port = "3900"] = process.argv.slice(2);
const db = new Database(path.join(dataDir, "evenkeel.db"));
db.pragma("journal_mode = WAL");
db.pragma("busy_timeout = 5000");
// The server's page cache, so both read the same pages from memory.
db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);

const q = {
  session: db.prepare("select id from sessions where id = ? and user_id = ? and revoked_at is null"),
  timeZone: db.prepare("select time_zone from users where id = ?"),
  metricsBetween: db.prepare(
    "select * from health_metrics where user_id = ? and date >= ? and date <= ? order by date asc",
  ),
  metricsLatest: db.prepare(
    "select * from health_metrics where user_id = ? and date >= ? and date <= ? order by date desc limit ?",
  ),
  metricOnOrBefore: db.prepare(
    "select * from health_metrics where user_id = ? and date <= ? order by date desc limit 1",
  ),
  // Evenkeel's day totals (docs/decisions/040-reads-through-the-stock-stack.md): the user's total, less the days after the
  // date when there can be any.
  dayTotal: db.prepare("select days, latest_date from user_day_totals where user_id = ? and day_table = ?"),
  metricsAfter: db.prepare("select count(*) as count from health_metrics where user_id = ? and date > ?"),
  moodsBetween: db.prepare(
    "select * from moods where user_id = ? and date >= ? and date <= ? order by date asc",
  ),
  moodsLatest: db.prepare(
    "select * from moods where user_id = ? and date >= ? and date <= ? order by date desc limit ?",
  ),
  moodsAfter: db.prepare("select count(*) as count from moods where user_id = ? and date > ?"),
  lastSync: db.prepare("select max(last_synced_at) as last from wearable_connections where user_id = ?"),
  score: db.prepare("select * from burnout_scores where user_id = ? and date = ?"),
  riskBefore: db.prepare(
    "select overall_risk_score from burnout_scores where user_id = ? and date < ? order by date desc limit 1",
  ),
  insightUpTo: db.prepare(
    "select * from insights where user_id = ? and date_range_end <= ? order by created_at desc, rowid desc limit 1",
  ),
  insights: db.prepare(
    "select * from insights where user_id = ? order by created_at desc, rowid desc limit ?",
  ),
};

/** The caller from the bearer token's payload (decoded, not verified), if its session is live. */
function callerOf(req: http.IncomingMessage): string | null {
  const token = req.headers.authorization?.slice("Bearer ".length) ?? "";
  const payload = token.split(".")[1];
  if (!payload) return null;
  const { sub, sid } = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
    sub: string;
    sid: string;
  };
  return q.session.get(sid, sub) ? sub : null;
}

function userToday(userId: string): string {
  const row = q.timeZone.get(userId) as { time_zone: string } | undefined;
  return localDate(Date.now(), row?.time_zone ?? "UTC");
}

// The repositories' own row mappers: plain field copies, no validation.
const metric = (row: Row) => rowToHealthMetric(row as unknown as HealthMetricRow);
const mood = (row: Row) => rowToMood(row as unknown as MoodRow);
const score = (row: Row): Row => ({
  ...row,
  risk_factors: JSON.parse(row.risk_factors as string),
  contributions: JSON.parse(row.contributions as string),
  calibrating: row.calibrating === 1,
});
const insight = (row: Row) => ({
  ...row,
  recommendations: JSON.parse(row.recommendations as string),
  structured_data: JSON.parse(row.structured_data as string),
  helpful: row.helpful === null ? null : row.helpful === 1,
});

function dashboard(userId: string, selectedDate: string | undefined) {
  const selected = selectedDate ?? userToday(userId);
  const windowStart = addDays(selected, -(DASHBOARD_CHART_DAYS_WIDE - 1));
  const recentRecords = (q.metricsBetween.all(userId, windowStart, selected) as Row[]).map(metric);
  const recentMoods = (q.moodsBetween.all(userId, windowStart, selected) as Row[]).map(mood);
  // As Evenkeel does: only an empty window needs a look further back.
  const latestRow = recentRecords.at(-1) ?? (q.metricOnOrBefore.get(userId, selected) as Row | undefined);
  const latestMoodRow =
    recentMoods.at(-1) ?? (q.moodsLatest.get(userId, "0000-01-01", selected, 1) as Row | undefined);
  const daysTracked = countUpTo(userId, "health_metrics", q.metricsAfter, selected);
  const moodEntries = countUpTo(userId, "moods", q.moodsAfter, selected);
  const lastSync = (q.lastSync.get(userId) as { last: string | null }).last;
  const scoreRow = q.score.get(userId, selected) as Row | undefined;
  const previousRow = q.riskBefore.get(userId, selected) as Row | undefined;
  const insightRow = q.insightUpTo.get(userId, selected) as Row | undefined;
  const latest = latestRow ? metric(latestRow) : null;
  const current = scoreRow ? score(scoreRow) : null;
  return {
    user_id: userId,
    metrics: {
      latest_recovery: latest?.recovery_score ?? null,
      latest_hrv: latest?.hrv ?? null,
      latest_resting_hr: latest?.resting_hr ?? null,
      latest_strain: latest?.day_strain ?? null,
      latest_sleep_quality: latest?.sleep_quality_score ?? null,
      latest_mood: latestMoodRow?.rating ?? null,
      burnout_risk_score: current?.overall_risk_score ?? null,
      burnout_trend: current
        ? burnoutTrend(current.overall_risk_score as number, previousRow?.overall_risk_score as number)
        : null,
      days_tracked: daysTracked,
      mood_entries: moodEntries,
      last_sync: lastSync,
    },
    recent_health_data: recentRecords.map((r) => ({
      date: r.date,
      recovery_score: r.recovery_score,
      hrv: r.hrv,
      sleep_quality_score: r.sleep_quality_score,
      day_strain: r.day_strain,
    })),
    recent_moods: recentMoods.map((m) => ({ date: m.date, rating: m.rating, notes: m.notes })),
    latest_burnout_score: current,
    latest_insight: insightRow ? insight(insightRow) : null,
  };
}

function answer(url: URL, userId: string): unknown {
  const query = (name: string) => url.searchParams.get(name) ?? undefined;
  switch (url.pathname) {
    case "/api/health/dashboard":
      return dashboard(userId, query("selected_date"));
    case "/api/trpc/health.dashboard": {
      const input = JSON.parse(query("input") ?? "{}") as { selected_date?: string };
      return { result: { data: dashboard(userId, input.selected_date) } };
    }
    case "/api/mood/": {
      const rows = q.moodsLatest.all(
        userId,
        query("start_date") ?? "0000-01-01",
        query("end_date") ?? "9999-12-31",
        Number(query("limit") ?? 30),
      );
      return (rows as Row[]).map(mood);
    }
    case "/api/health/metrics": {
      const rows = q.metricsLatest.all(
        userId,
        query("start_date") ?? "0000-01-01",
        query("end_date") ?? "9999-12-31",
        Number(query("limit") ?? 30),
      );
      return (rows as Row[]).reverse().map(metric);
    }
    case "/api/health/insights":
      return (q.insights.all(userId, Number(query("limit") ?? 10)) as Row[]).map(insight);
    default:
      return undefined;
  }
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://floor");
  if (url.pathname === "/healthz") {
    res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    return;
  }
  const userId = callerOf(req);
  const body = userId === null ? undefined : answer(url, userId);
  if (body === undefined) {
    res.writeHead(userId === null ? 401 : 404).end();
    return;
  }
  res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
});

server.listen(Number(port), "127.0.0.1");
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});

function countUpTo(userId: string, table: string, after: Database.Statement, date: string): number {
  const total = q.dayTotal.get(userId, table) as { days: number; latest_date: string } | undefined;
  if (!total) return 0;
  if (total.latest_date <= date) return total.days;
  return total.days - (after.get(userId, date) as { count: number }).count;
}
