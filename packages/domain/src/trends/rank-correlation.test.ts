// Spearman's ρ with ties, and null when no association can be read.
import { describe, expect, it } from "vitest";
import { ranks, spearman } from "./rank-correlation.ts";

describe("ranks", () => {
  it("average tied ranks", () => {
    expect(ranks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
  });
});

describe("spearman", () => {
  it("is 1 for any increasing relation and −1 for any decreasing one", () => {
    const xs = [1, 2, 3, 4, 5, 6];
    expect(
      spearman(
        xs,
        xs.map((x) => x ** 3),
      ),
    ).toBeCloseTo(1, 10);
    expect(
      spearman(
        xs,
        xs.map((x) => -Math.exp(x)),
      ),
    ).toBeCloseTo(-1, 10);
  });

  it("matches a hand-computed value with ties", () => {
    // ranks x: 1,2,3,4,5; ranks y: 2,1,4,4,4 → Σdxdy = 7, Σdx² = 10, Σdy² = 8 → 7/√80
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 7, 7, 7])).toBeCloseTo(7 / Math.sqrt(80), 10);
  });

  it("is null when it cannot be read: too few pairs or a constant side", () => {
    expect(spearman([1, 2], [2, 1])).toBeNull();
    expect(spearman([1, 2, 3, 4], [5, 5, 5, 5])).toBeNull();
    expect(() => spearman([1, 2, 3], [1, 2])).toThrow(RangeError);
  });
});
