// At low scores the gauge draws one mark (the needle), not an arc stub
// beside it that read as two dots.
import { describe, expect, it } from "vitest";
import { angleOf, showsValueArc } from "./gaugeGeometry";

// The dashboard's gauge at 1440 px: outer radius about 120, ring thickness 24.
const thickness = 24;
const needleRadius = 120 - thickness / 2;

describe("the gauge's score arc", () => {
  it("is left out while it would be no longer than the needle's mark", () => {
    for (const score of [0, 1, 2, 5, 8])
      expect(showsValueArc(score, needleRadius, thickness), `${score}`).toBe(false);
  });

  it("is drawn once it reaches beyond the needle", () => {
    for (const score of [15, 22, 50, 100])
      expect(showsValueArc(score, needleRadius, thickness), `${score}`).toBe(true);
  });

  it("maps 0 to the left end and 100 to the right end, clamping beyond", () => {
    expect(angleOf(0)).toBeCloseTo(-Math.PI / 2);
    expect(angleOf(100)).toBeCloseTo(Math.PI / 2);
    expect(angleOf(140)).toBeCloseTo(Math.PI / 2);
    expect(angleOf(-3)).toBeCloseTo(-Math.PI / 2);
  });
});
