// The dashboard's day rules (docs/screens.md): the first answer decides the initial day (the later
// of the last health record and the last mood, else yesterday); previous goes back without
// limit; next goes forward but never past today.
import type { Dashboard } from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";

function latest(dates: readonly string[]): string | null {
  return dates.reduce<string | null>((max, date) => (max === null || date > max ? date : max), null);
}

export function initialSelectedDate(dashboard: Dashboard, today: string): string {
  const lastRecord = latest(dashboard.recent_health_data.map((record) => record.date));
  const lastMood = latest(dashboard.recent_moods.map((mood) => mood.date));
  return latest([lastRecord, lastMood].filter((date): date is string => date !== null)) ?? addDays(today, -1);
}

export function previousDay(selected: string): string {
  return addDays(selected, -1);
}

export function nextDay(selected: string, today: string): string {
  const next = addDays(selected, 1);
  return next > today ? selected : next;
}

export function canGoForward(selected: string, today: string): boolean {
  return selected < today;
}
