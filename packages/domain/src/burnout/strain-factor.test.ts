// The strain factor: EWMA acute:chronic ratio mapping and the hard-day penalty.
import { describe, expect, it } from "vitest";
import { dayNumber } from "./calendar.ts";
import { buildDailySeries } from "./daily-series.ts";
import { EK2_PARAMETERS } from "./parameters.ts";
import { ratioRisk, strainFactor } from "./strain-factor.ts";
import { syntheticHistory } from "./synthetic-history.ts";

describe("strain factor", () => {
  it("maps the acute:chronic load ratio to 0 at 1.2 and 100 at 1.7, linearly between", () => {
    expect(ratioRisk(1.0, EK2_PARAMETERS)).toBe(0);
    expect(ratioRisk(1.2, EK2_PARAMETERS)).toBe(0);
    expect(ratioRisk(1.45, EK2_PARAMETERS)).toBeCloseTo(50, 10);
    expect(ratioRisk(1.7, EK2_PARAMETERS)).toBe(100);
    expect(ratioRisk(2.5, EK2_PARAMETERS)).toBe(100);
  });

  function strainOn(records: ReturnType<typeof syntheticHistory>["records"]): number {
    const first = dayNumber(records[0]?.date ?? "");
    const last = dayNumber(records.at(-1)?.date ?? "");
    const series = buildDailySeries(records, [], first, last, EK2_PARAMETERS);
    return strainFactor(series, series.length - 1, 0, EK2_PARAMETERS);
  }

  it("is low under steady load and high when load jumps in the last week", () => {
    const steady = syntheticHistory({ end: "2025-05-31", days: 68, moods: false });
    expect(strainOn(steady.records)).toBeLessThan(10);
    // From an easy 5 to an all-out 21 for a week: acute load ≈ 18.9, chronic ≈ 11.3, ratio ≈ 1.67.
    const jump = syntheticHistory({
      end: "2025-05-31",
      days: 68,
      moods: false,
      override: (before) => ({ day_strain: before < 7 ? 21 : 5, recovery_score: 60 }),
    });
    expect(strainOn(jump.records)).toBeGreaterThan(85);
  });

  it("adds 20 per hard day (strain ≥ 14 on recovery ≤ 33) in the last 7 days", () => {
    const history = (hardDays: number) =>
      syntheticHistory({
        end: "2025-05-31",
        days: 68,
        moods: false,
        // Hard days alternate with rest so the load ratio itself stays unremarkable.
        override: (before) =>
          before < 2 * hardDays && before % 2 === 0
            ? { day_strain: 14, recovery_score: 30 }
            : before < 2 * hardDays
              ? { day_strain: 8 }
              : { day_strain: 11 },
      }).records;
    const none = strainOn(history(0));
    const two = strainOn(history(2));
    expect(two - none).toBeGreaterThanOrEqual(40 - 1e-9);
    expect(strainOn(history(3))).toBeLessThanOrEqual(100);
  });

  it("has no value without four weeks of strain history", () => {
    const short = syntheticHistory({ end: "2025-05-31", days: 20, moods: false });
    expect(strainOn(short.records)).toBeNaN();
  });
});
