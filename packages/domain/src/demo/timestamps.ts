// Realistic instants for simulated rows: a time on the row's date, never after a cap (the
// demo's "now" or its last sync), so nothing appears to come from the future.
import type { SeededRandom } from "./seeded-random.ts";

/** An ISO instant on `date` at `hour`:random minutes (UTC), capped at `notAfter`. */
export function timestampOn(date: string, hour: number, random: SeededRandom, notAfter: string): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  const candidate = Date.parse(
    `${date}T${pad(hour)}:${pad(random.integer(0, 59))}:${pad(random.integer(0, 59))}.000Z`,
  );
  return new Date(Math.min(candidate, Date.parse(notAfter))).toISOString();
}

/** `instant` moved by `hours` (negative goes back). */
export function hoursBefore(instant: string, hours: number): string {
  return new Date(Date.parse(instant) - hours * 3_600_000).toISOString();
}
