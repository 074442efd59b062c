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

/**
 * The interpolated MAD computed the straightforward way: every breakpoint, sorted, scanned
 * from the first with the mass summed in the same order as the window does.
 */
function scannedInterpolatedMad(values: readonly number[], centre: number, resolution: number): number {
  const half = resolution / 2;
  const sorted = [...values].sort((a, b) => a - b);
  const distinct = [...new Set(sorted)];
  const counts = distinct.map((value) => sorted.filter((v) => v === value).length);
  const points = [0, ...distinct.flatMap((d) => [Math.abs(d - half - centre), Math.abs(d + half - centre)])];
  points.sort((a, b) => a - b);
  let previous = 0;
  let previousMass = 0;
  for (const point of points) {
    let mass = 0;
    distinct.forEach((value, k) => {
      const overlap = Math.min(value + half, centre + point) - Math.max(value - half, centre - point);
      if (overlap > 0) mass += ((counts[k] as number) * overlap) / resolution;
    });
    mass /= sorted.length;
    if (mass >= 0.5) {
      return mass === previousMass
        ? point
        : previous + ((0.5 - previousMass) * (point - previous)) / (mass - previousMass);
    }
    previous = point;
    previousMass = mass;
  }
  return previous;
}

describe("SortedWindow", () => {
  it("gives the interpolated MAD of a scan over every sorted breakpoint, to the bit", () => {
    const random = new SeededRandom(11);
    for (let trial = 0; trial < 400; trial++) {
      const size = 1 + Math.floor(random.next() * 60);
      const spread = [0.4, 1, 3, 8][trial % 4] as number;
      const values = Array.from({ length: size }, () => Math.round(random.normal(58, spread)));
      const window = new SortedWindow(60);
      for (const value of values) window.add(value);
      // The window's own centre, and centres off it (between values, outside the range).
      for (const centre of [window.interpolatedMedian(1), 58.25, 40, 75, 58]) {
        expect(window.interpolatedMad(centre, 1)).toBe(scannedInterpolatedMad(values, centre, 1));
      }
    }
  });

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

  it("replaces a value exactly as removing it and adding the new one would", () => {
    const random = new SeededRandom(5);
    // Whole numbers (many ties), halves, and missing values leaving or entering.
    const draw = () => (random.next() < 0.15 ? Number.NaN : Math.round(random.normal(50, 6) * 2) / 2);
    const values = Array.from({ length: 400 }, draw);
    const replaced = new SortedWindow(40);
    const reference = new SortedWindow(40);
    for (let i = 0; i < values.length; i++) {
      const value = values[i] as number;
      if (i < 40) {
        replaced.add(value);
        reference.add(value);
        continue;
      }
      const out = values[i - 40] as number;
      replaced.replace(out, value);
      reference.remove(out);
      reference.add(value);
      expect(replaced.toArray()).toEqual(reference.toArray());
    }
    expect(() => replaced.replace(1000, 1)).toThrow(RangeError);
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
