// The words of "What has come before your low days" (docs/screens.md, Insights): the sentence,
// each signal's figure and standing, and how many days it rests on.
import { describe, expect, it } from "vitest";
import {
  personalSignalFigure,
  personalSignalStanding,
  personalSignalsFiguresExplained,
  personalSignalsNotYet,
  personalSignalsSentence,
} from "./personal-signals.ts";

describe("the personal signals sentence", () => {
  it("names what came before the low days and what did not, with the days it rests on", () => {
    expect(personalSignalsSentence(["short_sleep"], ["raised_resting_hr"], 42)).toBe(
      "For you, short sleep has come before your low days; a raised resting heart rate has not (based on 42 days).",
    );
    expect(personalSignalsSentence([], ["short_sleep", "low_hrv"], 1)).toBe(
      "For you, none of short sleep and low heart rate variability has come before your low days (based on 1 day).",
    );
    expect(personalSignalsNotYet(5, 14)).toBe(
      "Not enough check-ins yet to tell which signals come before your low days (5 of 14 days).",
    );
  });
});

describe("the card's figures", () => {
  it("writes a correlation with two decimals and a true minus sign, and a dash without one", () => {
    expect(personalSignalFigure(0.21)).toBe("0.21");
    expect(personalSignalFigure(0.1)).toBe("0.10");
    expect(personalSignalFigure(-0.05)).toBe("\u22120.05");
    expect(personalSignalFigure(0)).toBe("0.00");
    expect(personalSignalFigure(null)).toBe("\u2013");
  });

  it("says each signal's standing and the days in words", () => {
    expect([true, false, null].map(personalSignalStanding)).toEqual([
      "Came before",
      "Did not come before",
      "Too few days yet",
    ]);
    expect(personalSignalsFiguresExplained(0.1)).toContain("0.10 or more counts as having come before");
  });
});
