// The incremental look-back summary against the straightforward computation (every baseline
// window and window location rebuilt from scratch each day), on random histories with gaps,
// device and measure changes, glitches and tags.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateFromDayNumber, dayNumber } from "./calendar.ts";
import type { BurnoutMood, BurnoutRecord } from "./inputs.ts";
import { computeBurnoutSeries } from "./series.ts";

const START = dayNumber("2025-01-01");
const day = fc.record({
  recorded: fc.double({ min: 0, max: 1, noNaN: true }),
  hrv: fc.double({ min: 3, max: 320, noNaN: true }),
  rhr: fc.integer({ min: 0, max: 130 }),
  sleep: fc.integer({ min: 0, max: 1300 }),
  quality: fc.integer({ min: 0, max: 100 }),
  recovery: fc.integer({ min: 0, max: 100 }),
  strain: fc.double({ min: 0, max: 21, noNaN: true }),
  rating: fc.option(fc.integer({ min: 1, max: 10 }), { freq: 3 }),
  tag: fc.constantFrom(undefined, undefined, undefined, "ill", "alcohol", "deadline"),
  device: fc.constantFrom(undefined, undefined, undefined, undefined, "whoop", "oura", "apple"),
});

type Day = typeof day extends fc.Arbitrary<infer T> ? T : never;

function history(days: readonly Day[], drift: number) {
  const records: BurnoutRecord[] = [];
  const moods: BurnoutMood[] = [];
  days.forEach((d, i) => {
    const date = dateFromDayNumber(START + i);
    // Most days near a person's normal (so baselines and windows matter), a few wild ones.
    const near = d.recorded < 0.9;
    if (d.recorded < 0.8) {
      records.push({
        date,
        hrv: near ? Math.round(40 + (d.hrv % 20) - drift * i) : d.hrv,
        resting_hr: near ? 50 + (d.rhr % 8) : d.rhr,
        sleep_duration_minutes: near ? 380 + (d.sleep % 90) : d.sleep,
        sleep_quality_score: d.quality,
        recovery_score: d.recovery,
        day_strain: d.strain,
        ...(d.device ? { source: d.device, hrv_measure: d.device === "apple" ? "sdnn" : "rmssd" } : {}),
      });
    }
    if (d.rating !== null) moods.push({ date, rating: d.rating, ...(d.tag ? { tags: [d.tag] } : {}) });
  });
  return { records, moods };
}

describe("the look-back summary", () => {
  it("gives the same scores as the straightforward computation on random histories", () => {
    fc.assert(
      fc.property(
        fc.array(day, { minLength: 20, maxLength: 140 }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.integer({ min: 0, max: 40 }),
        (days, drift, span) => {
          const input = history(days, drift);
          const last = START + days.length - 1;
          const range = { from: dateFromDayNumber(last - span), to: dateFromDayNumber(last), ...input };
          expect(computeBurnoutSeries(range, "summary")).toEqual(
            computeBurnoutSeries(range, "straightforward"),
          );
        },
      ),
      { numRuns: 60, seed: 15 },
    );
  });
});
