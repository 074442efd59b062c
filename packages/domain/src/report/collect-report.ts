// Reads what the clinician report needs from a store (either home) and builds its content.

import { addDays } from "../dates/calendar-date.ts";
import type { DataStore } from "../router/ports.ts";
import { BASELINE_DAYS, buildClinicianReport, type ClinicianReport, reportPeriod } from "./report-model.ts";

/** Insights looked at for the period's key sentences, newest first. */
const REPORT_INSIGHTS_READ = 100;

export async function collectClinicianReport(
  store: DataStore,
  userId: string,
  options: { weeks: number; today: string; generatedAt: string },
): Promise<ClinicianReport> {
  const { from, to } = reportPeriod(options.weeks, options.today);
  const [user, metrics, moods, scores, insights] = await Promise.all([
    store.users.get(userId),
    store.metrics.between(userId, addDays(from, -BASELINE_DAYS), to),
    store.moods.between(userId, from, to),
    store.scores.history(userId, { start_date: from, end_date: to, limit: options.weeks * 7 }),
    store.insights.list(userId, REPORT_INSIGHTS_READ),
  ]);
  const names = [user?.user_metadata.first_name, user?.user_metadata.last_name].filter(Boolean);
  return buildClinicianReport({
    ...options,
    personName: names.length ? names.join(" ") : null,
    metrics,
    moods,
    scores,
    insights,
  });
}
