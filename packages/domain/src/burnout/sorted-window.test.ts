// The sliding window behind the baselines: median and MAD exact against brute force.
import { describe, expect, it } from "vitest";
import { SeededRandom } from "../evaluation/seeded-random.ts";
import { SortedWindow } from "./sorted-window.ts";

function bruteMedian(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

describe("SortedWindow", () => {
  it("gives the median and MAD of what is in the window as values slide in and out", () => {
    const random = new SeededRandom(3);
    const values = Array.from({ length: 200 }, () => Math.round(random.normal(50, 10)));
    const window = new SortedWindow(60);
    for (let i = 0; i < values.length; i++) {
      if (i >= 60) window.remove(values[i - 60] as number);
      window.add(values[i] as number);
      const inside = values.slice(Math.max(0, i - 59), i + 1);
      const median = bruteMedian(inside);
      expect(window.median()).toBe(median);
      expect(window.medianAbsoluteDeviation(median)).toBe(
        bruteMedian(inside.map((v) => Math.abs(v - median))),
      );
    }
  });

  it("ignores missing values (NaN)", () => {
    const window = new SortedWindow(4);
    window.add(Number.NaN);
    window.add(2);
    expect(window.count).toBe(1);
  });

  it("interpolates the median of whole numbers so it is not biased by half a step", () => {
    const window = new SortedWindow(10);
    for (const rating of [6, 6, 6, 6, 7, 7, 7, 7, 7, 7]) window.add(rating);
    // Plain median 7; as grouped data the middle falls 1/6 into the 7-class [6.5, 7.5).
    expect(window.median()).toBe(7);
    expect(window.interpolatedMedian(1)).toBeCloseTo(6.5 + 1 / 6, 10);
    expect(window.interpolatedMedian(0)).toBe(7);
  });

  it("interpolates the MAD of whole numbers instead of rounding it to 0 or 1", () => {
    const window = new SortedWindow(10);
    for (const rating of [6, 7, 7, 7, 7, 7, 7, 7, 7, 8]) window.add(rating);
    expect(window.medianAbsoluteDeviation(7)).toBe(0);
    // 8 of 10 ratings spread over [6.5, 7.5]: half the mass lies within 0.5 × 10/16 of 7.
    expect(window.interpolatedMad(7, 1)).toBeCloseTo(0.3125, 10);
    // On continuous data (resolution 0) it is the plain MAD.
    expect(window.interpolatedMad(7, 0)).toBe(0);
  });
});
