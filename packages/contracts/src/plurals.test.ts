import { describe, expect, it } from "vitest";
import {
  dataImportSkippedLine,
  dataImportSummary,
  dataImportUnchanged,
  demoSyncCompleted,
  importCompleted,
} from "./messages.ts";
import { alternativesOf, countOf } from "./plurals.ts";

describe("countOf", () => {
  it("says one thing in the singular and every other count in the plural", () => {
    expect(countOf(1, "day")).toBe("1 day");
    expect(countOf(0, "day")).toBe("0 days");
    expect(countOf(2, "insight")).toBe("2 insights");
    expect(countOf(1, "check-in")).toBe("1 check-in");
  });
  it("takes an irregular plural and groups thousands the US way", () => {
    expect(countOf(3, "entry", "entries")).toBe("3 entries");
    expect(countOf(1204, "record")).toBe("1,204 records");
  });
});

describe("alternativesOf", () => {
  it("joins choices with or", () => {
    expect(alternativesOf([])).toBe("");
    expect(alternativesOf(["WHOOP"])).toBe("WHOOP");
    expect(alternativesOf(["WHOOP", "Oura"])).toBe("WHOOP or Oura");
    expect(alternativesOf(["WHOOP", "Oura", "Garmin"])).toBe("WHOOP, Oura or Garmin");
  });
});

describe("the messages that count", () => {
  it("say one of a thing in the singular (Your Data, import summaries, demo sync)", () => {
    expect(importCompleted({ health_metrics: 1, moods: 1, burnout_scores: 1, insights: 1 })).toBe(
      "Imported 1 day of health data, 1 mood, 1 burnout score and 1 insight.",
    );
    expect(dataImportSummary("WHOOP export", 1, 1)).toBe("WHOOP export: 1 day from 1 record.");
    expect(dataImportSkippedLine(1, "naps")).toBe("1 nap (a nap never counts as the night's sleep)");
    expect(dataImportSkippedLine(3, "unscored")).toBe("3 cycles WHOOP did not score");
    expect(demoSyncCompleted("WHOOP", 1)).toBe("Synced 1 day of simulated WHOOP data");
    expect(dataImportUnchanged("Apple Health", 1)).toBe(
      "Apple Health: the 1 day in this file was already here, with the same values.",
    );
  });
});
