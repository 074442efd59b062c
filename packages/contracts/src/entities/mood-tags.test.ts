import { describe, expect, it } from "vitest";
import { moodCreateInputSchema, moodUpdateInputSchema } from "../calls/mood.ts";
import { MOOD_TAG_LABELS, MOOD_TAG_UNKNOWN, MOOD_TAGS_REPEATED } from "../messages.ts";
import { MOOD_TAGS, moodSchema, moodTagsSchema } from "./mood.ts";

const stored = {
  id: "m-1",
  user_id: "u-1",
  date: "2026-11-20",
  rating: 6,
  notes: null,
  created_at: "2026-11-20T20:00:00.000Z",
  updated_at: "2026-11-20T20:00:00.000Z",
};

describe("mood context tags", () => {
  it("accepts any set of tags from the closed list", () => {
    expect(moodTagsSchema.parse([...MOOD_TAGS])).toEqual([...MOOD_TAGS]);
    expect(moodTagsSchema.parse([])).toEqual([]);
  });

  it("refuses an unknown tag with a message naming the allowed ones", () => {
    const result = moodCreateInputSchema.safeParse({ date: "2026-11-20", rating: 5, tags: ["hangover"] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MOOD_TAG_UNKNOWN);
    for (const tag of MOOD_TAGS) expect(MOOD_TAG_UNKNOWN).toContain(tag);
  });

  it("refuses a tag given twice", () => {
    const result = moodUpdateInputSchema.safeParse({ date: "2026-11-20", tags: ["ill", "ill"] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MOOD_TAGS_REPEATED);
  });

  it("reads a mood stored before tags existed as having none", () => {
    expect(moodSchema.parse(stored).tags).toEqual([]);
  });

  it("has a readable label for every tag", () => {
    expect(Object.keys(MOOD_TAG_LABELS).sort()).toEqual([...MOOD_TAGS].sort());
    expect(MOOD_TAG_LABELS.poor_sleep_environment).toBe("Poor sleep environment");
  });
});
