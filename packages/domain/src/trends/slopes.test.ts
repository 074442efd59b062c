// Least-squares and Theil–Sen slopes on gappy days and with outliers.
import { describe, expect, it } from "vitest";
import { leastSquaresSlope, theilSenSlope } from "./slopes.ts";

const line = (slope: number, n: number) => Array.from({ length: n }, (_, x) => ({ x, y: 5 + slope * x }));

describe("slopes", () => {
  it("recover the slope of an exact line", () => {
    expect(leastSquaresSlope(line(0.25, 7))).toBeCloseTo(0.25, 10);
    expect(theilSenSlope(line(-1.5, 10))).toBeCloseTo(-1.5, 10);
  });

  it("use x positions, so gaps in the days are respected", () => {
    const gappy = [
      { x: 0, y: 4 },
      { x: 4, y: 6 },
      { x: 6, y: 7 },
    ];
    expect(leastSquaresSlope(gappy)).toBeCloseTo(0.5, 10);
    expect(theilSenSlope(gappy)).toBeCloseTo(0.5, 10);
  });

  it("Theil–Sen ignores one outlier that drags least squares", () => {
    const flat = Array.from({ length: 14 }, (_, x) => ({ x, y: 60 }));
    const withOutlier = [...flat.slice(0, 13), { x: 13, y: 10 }];
    expect(theilSenSlope(withOutlier)).toBe(0);
    expect(leastSquaresSlope(withOutlier) as number).toBeLessThan(-1);
  });

  it("return null when no slope exists", () => {
    expect(leastSquaresSlope([{ x: 1, y: 3 }])).toBeNull();
    expect(
      leastSquaresSlope([
        { x: 2, y: 3 },
        { x: 2, y: 5 },
      ]),
    ).toBeNull();
    expect(theilSenSlope([])).toBeNull();
  });
});
