import { describe, expect, it } from "vitest";
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
