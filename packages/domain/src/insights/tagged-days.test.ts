import { describe, expect, it } from "vitest";
import { findTaggedBadDays, type TaggedMood, taggedBadDaysSentence } from "./tagged-days.ts";

const span = { start: "2026-11-01", end: "2026-11-14", days: 14 };
const day = (n: number) => `2026-11-${String(n).padStart(2, "0")}`;

function moods(spec: Array<[rating: number, tags?: TaggedMood["tags"]]>): TaggedMood[] {
  return spec.map(([rating, tags], i) => ({ date: day(i + 1), rating, ...(tags && { tags }) }));
}

describe("tags on the worst days", () => {
  it("says how many of the five lowest-mood days carried a tag", () => {
    const found = findTaggedBadDays(
      moods([
        [3, ["alcohol"]],
        [8],
        [2, ["alcohol", "deadline"]],
        [7, ["alcohol"]],
        [4, ["deadline"]],
        [3, ["alcohol"]],
        [9],
        [4],
      ]),
      span,
    );
    expect(found).toEqual({
      worstDays: 5,
      tags: [
        { tag: "alcohol", days: 3 },
        { tag: "deadline", days: 2 },
      ],
    });
    expect(taggedBadDaysSentence(found)).toBe("3 of the 5 worst days were tagged alcohol, 2 deadline.");
  });

  it("ignores tags on good days and a tag on a single bad day", () => {
    const found = findTaggedBadDays(
      moods([[2, ["ill"]], [3], [3], [4], [4], [9, ["travel"]], [9, ["travel"]], [8, ["travel"]]]),
      span,
    );
    expect(found).toBeNull();
    expect(taggedBadDaysSentence(found)).toBeNull();
  });

  it("needs three mood days in the span, and counts only days inside it", () => {
    expect(
      findTaggedBadDays(
        moods([
          [2, ["ill"]],
          [2, ["ill"]],
        ]),
        span,
      ),
    ).toBeNull();
    const outside = [{ date: "2026-10-20", rating: 1, tags: ["ill" as const] }];
    const found = findTaggedBadDays(
      [...outside, ...moods([[2, ["hard_training"]], [3, ["hard_training"]], [7]])],
      span,
    );
    expect(taggedBadDaysSentence(found)).toBe("2 of the 3 worst days were tagged hard training.");
  });
});
