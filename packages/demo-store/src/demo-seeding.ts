// Writes a fresh demo data set (docs/decisions/004-demo-score-and-seed-story.md) for the fixed demo user: 90 days of metrics
// through the visitor's local today, moods, demo-rule scores, twelve insights and a WHOOP
// connection synced two hours ago — all from the domain's seeded simulator.
import { generateDemoData, localDate } from "@evenkeel/domain";
import { clearDemoData, DEMO_DATA_KEYS } from "./demo-keys.ts";
import { DEMO_SEED, DEMO_USER_ID, demoUser } from "./demo-user.ts";
import type { KeyValueStorage } from "./key-value-storage.ts";

export function seedDemoData(storage: KeyValueStorage, now: Date, timeZone: string): void {
  const instant = now.toISOString();
  const today = localDate(instant, timeZone);
  const data = generateDemoData({ seed: DEMO_SEED, today, now: instant, userId: DEMO_USER_ID });
  clearDemoData(storage);
  const write = (key: string, value: unknown) => storage.setItem(key, JSON.stringify(value));
  write(DEMO_DATA_KEYS.user, demoUser(data.connection.connected_at));
  write(DEMO_DATA_KEYS.timeZone, timeZone);
  write(DEMO_DATA_KEYS.metrics, data.metrics);
  // The simulated WHOOP is the only source at first: its days are also its own records.
  write(DEMO_DATA_KEYS.sourceDays, data.metrics);
  write(DEMO_DATA_KEYS.moods, data.moods);
  write(DEMO_DATA_KEYS.scores, data.scores);
  write(DEMO_DATA_KEYS.insights, data.insights);
  write(DEMO_DATA_KEYS.connections, [data.connection]);
  storage.setItem(DEMO_DATA_KEYS.seededAt, instant);
}
