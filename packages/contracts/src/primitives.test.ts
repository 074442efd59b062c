import { describe, expect, it } from "vitest";
import {
  idSchema,
  insightTypeSchema,
  isoDateSchema,
  moodRatingSchema,
  optionalQueryDateSchema,
  queryBooleanSchema,
  queryIntSchema,
  riskLevelSchema,
  timestampSchema,
  wearableProviderSchema,
} from "./primitives.ts";

function issueMessages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("isoDateSchema", () => {
  it.each(["2024-02-29", "2024-12-31", "2023-01-01", "2000-02-29"])("accepts the real date %s", (date) => {
    expect(isoDateSchema.parse(date)).toBe(date);
  });

  it.each([
    "2024-02-30",
    "2023-02-29",
    "2024-13-01",
    "2024-04-31",
    "1900-02-29",
    "2024-1-01",
    "",
    "2024/01/01",
  ])("refuses %j with a clear message", (date) => {
    const result = isoDateSchema.safeParse(date);
    expect(result.success).toBe(false);
    expect(issueMessages(result)).toContain("Date must be a real date in YYYY-MM-DD format");
  });

  it("refuses a non-string", () => {
    expect(isoDateSchema.safeParse(20240101).success).toBe(false);
  });
});

describe("moodRatingSchema", () => {
  it.each([1, 5, 10])("accepts %d", (rating) => {
    expect(moodRatingSchema.parse(rating)).toBe(rating);
  });

  it.each([0, 11, 5.5, -1, "5", null, Number.NaN])(
    "refuses %j as not a whole number from 1 to 10",
    (rating) => {
      const result = moodRatingSchema.safeParse(rating);
      expect(result.success).toBe(false);
      expect(issueMessages(result)).toEqual(["Rating must be a whole number from 1 to 10"]);
    },
  );
});

describe("queryIntSchema", () => {
  const limit = queryIntSchema(1, 1000);

  it("reads the query-string form and the number alike", () => {
    expect(limit.parse("30")).toBe(30);
    expect(limit.parse(30)).toBe(30);
    expect(limit.parse("1000")).toBe(1000);
  });

  it.each(["", "-1", "0", "1.5", "abc", " 30", "1e3", "1001", 0, -1, 1.5, 1001, true, null])(
    "refuses %j with one message",
    (value) => {
      const result = limit.safeParse(value);
      expect(result.success).toBe(false);
      expect(issueMessages(result)).toEqual(["Must be a whole number from 1 to 1000"]);
    },
  );

  it("applies a default only when the value is absent", () => {
    const withDefault = queryIntSchema(1, 100).default(10);
    expect(withDefault.parse(undefined)).toBe(10);
    expect(withDefault.safeParse("").success).toBe(false);
  });
});

describe("queryBooleanSchema", () => {
  it("reads true/false as words or booleans", () => {
    expect(queryBooleanSchema.parse("true")).toBe(true);
    expect(queryBooleanSchema.parse("false")).toBe(false);
    expect(queryBooleanSchema.parse(true)).toBe(true);
    expect(queryBooleanSchema.parse(false)).toBe(false);
  });

  it.each(["yes", "1", "0", "", "TRUE", 1, 0, null, undefined])("refuses %j", (value) => {
    const result = queryBooleanSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(issueMessages(result)).toEqual(["Must be true or false"]);
  });
});

describe("optionalQueryDateSchema", () => {
  it("treats a missing or empty value as absent", () => {
    expect(optionalQueryDateSchema.parse(undefined)).toBeUndefined();
    expect(optionalQueryDateSchema.parse("")).toBeUndefined();
  });

  it("keeps a real date and refuses an impossible one", () => {
    expect(optionalQueryDateSchema.parse("2024-02-29")).toBe("2024-02-29");
    const result = optionalQueryDateSchema.safeParse("2024-02-30");
    expect(issueMessages(result)).toEqual(["Date must be a real date in YYYY-MM-DD format"]);
  });
});

describe("timestampSchema and idSchema", () => {
  it("accepts ISO date-times with Z or an offset", () => {
    expect(timestampSchema.parse("2024-05-01T08:30:00.000Z")).toBe("2024-05-01T08:30:00.000Z");
    expect(timestampSchema.parse("2024-05-01T08:30:00-04:00")).toBe("2024-05-01T08:30:00-04:00");
  });

  it.each(["2024-05-01", "yesterday", "2024-05-01T08:30:00", "2024-02-30T00:00:00Z"])(
    "refuses %j",
    (value) => {
      expect(timestampSchema.safeParse(value).success).toBe(false);
    },
  );

  it("refuses empty and overlong ids", () => {
    expect(idSchema.safeParse("").success).toBe(false);
    expect(idSchema.safeParse("x".repeat(129)).success).toBe(false);
    expect(idSchema.parse("b6f1")).toBe("b6f1");
  });
});

describe("enums", () => {
  it("knows exactly the three insight types", () => {
    expect(insightTypeSchema.options).toEqual(["weekly_summary", "burnout_alert", "trend_analysis"]);
    expect(insightTypeSchema.safeParse("daily_digest").success).toBe(false);
  });

  it("knows exactly the four lower-case risk levels", () => {
    expect(riskLevelSchema.options).toEqual(["low", "moderate", "high", "critical"]);
    expect(riskLevelSchema.safeParse("High").success).toBe(false);
  });

  it("accepts only enabled wearable providers", () => {
    expect(wearableProviderSchema.parse("whoop")).toBe("whoop");
    expect(wearableProviderSchema.safeParse("garmin").success).toBe(false);
    expect(wearableProviderSchema.safeParse("WHOOP").success).toBe(false);
  });
});
