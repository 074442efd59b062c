// Levels over time: bands, hysteresis and the critical persistence rule at their boundaries.
import { describe, expect, it } from "vitest";
import { replayLevel, type ScoredDay } from "./levels.ts";
import { EK2_PARAMETERS } from "./parameters.ts";

const days = (scores: number[], strongFactors = 2): ScoredDay[] =>
  scores.map((score) => ({ score, strongFactors, calibrating: false, settled: true, enoughForHigh: true }));
// ek-1's immediate entry into high; the confirmation day ek-2 adds is tested on its own below.
const IMMEDIATE = { ...EK2_PARAMETERS, levels: { ...EK2_PARAMETERS.levels, enterHighDays: 1 } };
const levelAfter = (list: (ScoredDay | undefined)[], parameters = IMMEDIATE) =>
  replayLevel(list, 0, list.length - 1, parameters);

describe("risk level bands", () => {
  it("are low < 30, moderate < 50, high < 70 on a first day", () => {
    expect(levelAfter(days([29.9]))).toBe("low");
    expect(levelAfter(days([30]))).toBe("moderate");
    expect(levelAfter(days([50]))).toBe("high");
    // 70 on a first day is not critical: nothing has persisted yet.
    expect(levelAfter(days([70]))).toBe("high");
  });

  it("is null when no day was scored", () => {
    expect(levelAfter([undefined, undefined])).toBeNull();
  });
});

describe("hysteresis", () => {
  it("keeps a level while the score sits less than 5 points under its boundary", () => {
    expect(levelAfter(days([55, 46, 46, 46, 46, 46, 46]))).toBe("high");
  });

  it("leaves a level only after 3 days at least 5 points under its boundary", () => {
    expect(levelAfter(days([55, 45, 45]))).toBe("high");
    expect(levelAfter(days([55, 45, 45, 45]))).toBe("moderate");
    // A day back above the margin restarts the count.
    expect(levelAfter(days([55, 45, 45, 46, 45, 45]))).toBe("high");
  });

  it("may fall several levels at once when each boundary has been cleared for 3 days", () => {
    expect(levelAfter(days([55, 20, 20, 20]))).toBe("low");
    expect(levelAfter(days([55, 26, 26, 26]))).toBe("moderate");
  });

  it("goes up at once", () => {
    expect(levelAfter(days([10, 10, 31]))).toBe("moderate");
  });

  it("skips unscored days without counting them", () => {
    expect(levelAfter([...days([55, 45, 45]), undefined, undefined])).toBe("high");
  });
});

describe("critical persistence", () => {
  const highThenCritical = (highDays: number, strongFactors = 2) => [
    ...days(Array(14 - highDays).fill(20)),
    ...days(Array(highDays - 1).fill(60)),
    { score: 75, strongFactors, calibrating: false, settled: true, enoughForHigh: true },
  ];

  it("needs high or above on 10 of the last 14 scored days", () => {
    expect(levelAfter(highThenCritical(10))).toBe("critical");
    expect(levelAfter(highThenCritical(9))).toBe("high");
  });

  it("needs two factors at 50 or more", () => {
    expect(levelAfter(highThenCritical(14, 1))).toBe("high");
    expect(levelAfter(highThenCritical(14, 2))).toBe("critical");
  });

  it("counts held levels: days kept high by hysteresis are high days", () => {
    const held = [
      ...days([55]),
      ...days(Array(9).fill(47)),
      { score: 72, strongFactors: 3, calibrating: false, settled: true, enoughForHigh: true },
    ];
    expect(levelAfter(held)).toBe("critical");
  });

  it("needs a full 28-day personal baseline", () => {
    const list = highThenCritical(14);
    list[list.length - 1] = {
      score: 75,
      strongFactors: 3,
      calibrating: false,
      settled: false,
      enoughForHigh: true,
    };
    expect(levelAfter(list)).toBe("high");
  });
});

describe("while calibrating", () => {
  it("the level is at most moderate, whatever the score", () => {
    const calibrating = (score: number) => ({
      score,
      strongFactors: 3,
      calibrating: true,
      settled: false,
      enoughForHigh: true,
    });
    expect(levelAfter([calibrating(55)])).toBe("moderate");
    expect(levelAfter([...days(Array(13).fill(60)), calibrating(90)])).toBe("moderate");
    // Once the baseline is personal, the same score is high at once.
    expect(levelAfter([calibrating(55), ...days([55])])).toBe("high");
  });
});

describe("entering high (ek-2)", () => {
  it("needs two consecutive days at or above the high boundary", () => {
    expect(levelAfter(days([20, 20, 55]), EK2_PARAMETERS)).toBe("moderate");
    expect(levelAfter(days([20, 55, 55]), EK2_PARAMETERS)).toBe("high");
    expect(levelAfter(days([55, 20, 55]), EK2_PARAMETERS)).toBe("moderate");
    // Without the rule one spike is high at once.
    expect(levelAfter(days([20, 20, 55]))).toBe("high");
  });

  it("does not count a day whose coverage was not enough for high", () => {
    const thin = { score: 55, strongFactors: 2, calibrating: false, settled: true, enoughForHigh: false };
    expect(levelAfter([thin, ...days([55])], EK2_PARAMETERS)).toBe("moderate");
  });
});
