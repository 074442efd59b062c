// Mean, median, SD, robust spread and half-away-from-zero rounding.
import { describe, expect, it } from "vitest";
import { mean, median, robustSpread, roundTo, standardDeviation } from "./summary-statistics.ts";

describe("summary statistics", () => {
  it("answers null rather than a made-up number for empty or too-short input", () => {
    expect(mean([])).toBeNull();
    expect(median([])).toBeNull();
    expect(standardDeviation([5])).toBeNull();
    expect(robustSpread([5])).toBeNull();
  });

  it("computes mean, median (odd and even) and sample SD", () => {
    expect(mean([2, 4, 9])).toBe(5);
    expect(median([9, 2, 4])).toBe(4);
    expect(median([9, 2, 4, 5])).toBe(4.5);
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.138, 3);
  });

  it("keeps the robust spread small when one value is wild", () => {
    const calm = [60, 62, 61, 59, 60, 61, 62];
    expect(robustSpread([...calm, 5]) as number).toBeLessThan(3);
    expect(standardDeviation([...calm, 5]) as number).toBeGreaterThan(15);
  });

  it("rounds half away from zero, including floating-point halves", () => {
    expect(roundTo(6.85, 1)).toBe(6.9);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(7.04, 1)).toBe(7);
  });
});
