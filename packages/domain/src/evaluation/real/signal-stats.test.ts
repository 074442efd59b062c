// The signal figures that shape the simulator (docs/score.md "Simulator against real data"):
// spread, carry-over, missing days and low-week swings, checked on people built to have them.
import { describe, expect, it } from "vitest";
import { dateFromDayNumber, dayNumber } from "../../burnout/calendar.ts";
import type { BurnoutMood, BurnoutRecord } from "../../burnout/inputs.ts";
import { SeededRandom } from "../seeded-random.ts";
import { signalStats } from "./signal-stats.ts";

/** People with white-noise mood (SD 1.5) and sleep that falls by 60 min on days of mood ≤ 4. */
function people(count: number, days: number) {
  const first = dayNumber("2025-01-01");
  return Array.from({ length: count }, (_, person) => {
    const random = new SeededRandom(7, person);
    const records: BurnoutRecord[] = [];
    const moods: BurnoutMood[] = [];
    let restingNoise = 0;
    for (let d = 0; d < days; d++) {
      const date = dateFromDayNumber(first + d);
      const mood = 6 + 1.5 * random.normal();
      restingNoise = 0.9 * restingNoise + Math.sqrt(1 - 0.81) * random.normal();
      moods.push({ date, rating: mood });
      // Every fifth day has no wearable record.
      if (d % 5 === 4) continue;
      records.push({
        date,
        resting_hr: 60 + 2 * restingNoise,
        sleep_duration_minutes: 420 + 30 * random.normal() - (mood <= 4 ? 60 : 0),
        hrv: null,
        sleep_quality_score: null,
        recovery_score: null,
        day_strain: null,
      });
    }
    return { records, moods };
  });
}

describe("signalStats", () => {
  const stats = signalStats(people(30, 200));
  const of = (signal: string) => stats.find((row) => row.signal === signal);

  it("measures the daily spread, the carry-over and the missing days", () => {
    expect(of("mood")?.sd).toBeCloseTo(1.5, 0);
    expect(Math.abs(of("mood")?.autocorrelation ?? 1)).toBeLessThan(0.1);
    expect(of("restingHr")?.autocorrelation).toBeGreaterThan(0.75);
    expect(of("restingHr")?.missing).toBeCloseTo(0.2, 2);
    expect(of("mood")?.missing).toBe(0);
  });

  it("finds a signal lower in the person's lowest-mood weeks, and no swing where there is none", () => {
    expect(of("mood")?.lowWeekZ).toBeLessThan(-0.5);
    expect(of("sleepMinutes")?.lowWeekZ).toBeLessThan(-0.15);
    expect(Math.abs(of("restingHr")?.lowWeekZ ?? 1)).toBeLessThan(0.15);
    // HRV was never recorded: no person to measure.
    expect(of("lnHrv")?.people).toBe(0);
  });
});
