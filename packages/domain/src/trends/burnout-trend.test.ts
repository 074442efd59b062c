// Burnout trend: a move of more than 5 points either way, else stable.
import { describe, expect, it } from "vitest";
import { burnoutTrend } from "./burnout-trend.ts";

describe("burnoutTrend", () => {
  it("needs a move of more than 5 points either way", () => {
    expect(burnoutTrend(45.1, 40)).toBe("increasing");
    expect(burnoutTrend(45, 40)).toBe("stable");
    expect(burnoutTrend(35, 40)).toBe("stable");
    expect(burnoutTrend(34.9, 40)).toBe("decreasing");
    expect(burnoutTrend(40, 40)).toBe("stable");
  });

  it("is stable without two scores", () => {
    expect(burnoutTrend(60, null)).toBe("stable");
    expect(burnoutTrend(undefined, 20)).toBe("stable");
  });
});
