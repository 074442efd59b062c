// The composite: the blend, the multi-system bonus and drift points, and how the score is
// attributed to the factors.
import { describe, expect, it } from "vitest";
import { composeScore } from "./composite.ts";
import type { DayFactors, FactorValues } from "./factors.ts";
import { EK2_PARAMETERS } from "./parameters.ts";

const values = (
  mood: number,
  sleep: number,
  hrv: number,
  recovery: number,
  strain: number,
): FactorValues => ({
  mood,
  sleep_quality: sleep,
  hrv,
  recovery,
  strain,
});
const sum = (contributions: FactorValues) =>
  Object.values(contributions).reduce((total, value) => total + (Number.isNaN(value) ? 0 : value), 0);

describe("composeScore", () => {
  it("blends 0.4 acute and 0.6 chronic when nothing drifts", () => {
    const factors: DayFactors = {
      acute: values(50, 50, 50, 50, 50),
      chronic: values(0, 0, 0, 0, 0),
      drift: 0,
      driftParts: values(0, 0, 0, 0, Number.NaN),
    };
    expect(composeScore(factors, EK2_PARAMETERS)?.score).toBe(20);
  });

  it("adds drift points from zStart to zFull and gives them to the factors that drifted", () => {
    const { zStart, zFull, points } = EK2_PARAMETERS.composite.drift;
    const drift = (zStart + zFull) / 2;
    // Every sub-risk still 0 (under its start), but HRV and mood drifted together.
    const factors: DayFactors = {
      acute: values(0, 0, 0, 0, 0),
      chronic: values(0, 0, 0, 0, 0),
      drift,
      driftParts: values(drift / 2, 0, drift / 2, 0, Number.NaN),
    };
    const composite = composeScore(factors, EK2_PARAMETERS);
    expect(composite?.score).toBe(points / 2);
    expect(composite?.contributions?.hrv).toBe(points / 4);
    expect(composite?.contributions?.mood).toBe(points / 4);
    expect(composite?.contributions?.sleep_quality).toBe(0);
    expect(sum(composite?.contributions ?? values(0, 0, 0, 0, 0))).toBeCloseTo(points / 2, 5);
  });

  it("keeps the contributions adding up to the score when the cap applies", () => {
    const factors: DayFactors = {
      acute: values(100, 100, 100, 100, 100),
      chronic: values(100, 100, 100, 100, 100),
      drift: 2,
      driftParts: values(0.5, 0.5, 0.5, 0.5, Number.NaN),
    };
    const composite = composeScore(factors, EK2_PARAMETERS);
    expect(composite?.score).toBe(100);
    expect(sum(composite?.contributions ?? values(0, 0, 0, 0, 0))).toBeCloseTo(100, 0);
  });

  it("gives the same score and risks without the contributions when not asked to explain", () => {
    const factors: DayFactors = {
      acute: values(80, 20, Number.NaN, 45, 10),
      chronic: values(60, 35, 50, Number.NaN, 0),
      drift: 0.4,
      driftParts: values(0.2, 0.1, 0.1, Number.NaN, Number.NaN),
    };
    const explained = composeScore(factors, EK2_PARAMETERS);
    const bare = composeScore(factors, EK2_PARAMETERS, false);
    expect(explained?.contributions).not.toBeNull();
    expect(bare?.contributions).toBeNull();
    expect(bare?.score).toBe(explained?.score);
    expect(bare?.factorRisks).toEqual(explained?.factorRisks);
    expect(bare?.chronicRisks).toEqual(explained?.chronicRisks);
  });
});
