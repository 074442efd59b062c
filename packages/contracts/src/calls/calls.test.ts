import { describe, expect, it } from "vitest";
import { type ProcedureName, procedures } from "../procedures.ts";
import { validInputs, validOutputs } from "../testing/call-examples.ts";

function parse(name: ProcedureName, input: unknown) {
  return procedures[name].input.safeParse(input);
}

function messagesOf(name: ProcedureName, input: unknown): string[] {
  const result = parse(name, input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe.each(Object.keys(procedures) as ProcedureName[])("%s", (name) => {
  it("accepts a valid input and a valid output", () => {
    expect(parse(name, validInputs[name]).success).toBe(true);
    expect(procedures[name].output.safeParse(validOutputs[name]).success).toBe(true);
  });

  it("refuses an input that is not an object", () => {
    expect(parse(name, "oops").success).toBe(false);
  });
});

describe("mood inputs", () => {
  it.each([0, 11, 5.5])("refuse rating %d on create and update", (rating) => {
    expect(messagesOf("mood.create", { date: "2024-04-30", rating })).toEqual([
      "Rating must be a whole number from 1 to 10",
    ]);
    expect(parse("mood.update", { date: "2024-04-30", rating }).success).toBe(false);
  });

  it("refuses an impossible date wherever a date is taken", () => {
    const expected = ["Date must be a real date in YYYY-MM-DD format"];
    expect(messagesOf("mood.create", { date: "2024-02-30", rating: 5 })).toEqual(expected);
    expect(messagesOf("mood.delete", { date: "2024-02-30" })).toEqual(expected);
    expect(messagesOf("health.dashboard", { selected_date: "2024-02-30" })).toEqual(expected);
    expect(messagesOf("health.metrics", { start_date: "2024-02-30" })).toEqual(expected);
  });

  it("takes 10,000-character notes and refuses 10,001", () => {
    expect(parse("mood.create", { date: "2024-04-30", rating: 5, notes: "x".repeat(10_000) }).success).toBe(
      true,
    );
    expect(messagesOf("mood.create", { date: "2024-04-30", rating: 5, notes: "x".repeat(10_001) })).toEqual([
      "Notes must be at most 10,000 characters",
    ]);
    expect(parse("mood.update", { date: "2024-04-30", notes: "x".repeat(10_001) }).success).toBe(false);
  });

  it("reads query strings and applies defaults", () => {
    expect(parse("mood.list", { limit: "5", start_date: "" }).data).toEqual({ limit: 5 });
    expect(parse("mood.list", undefined).data).toEqual({ limit: 30 });
    expect(parse("mood.stats", { days: "7" }).data).toEqual({ days: 7 });
    expect(parse("mood.stats", {}).data).toEqual({ days: 30 });
    expect(parse("mood.stats", { days: "366" }).success).toBe(false);
  });

  it("refuses an end date before the start date", () => {
    expect(messagesOf("mood.list", { start_date: "2024-05-02", end_date: "2024-05-01" })).toEqual([
      "end_date must not be before start_date",
    ]);
  });
});

describe("limits and days", () => {
  it.each([-1, "-1", "abc", "", 0, 1001, "1.5"])("refuse limit %j", (limit) => {
    expect(messagesOf("health.metrics", { start_date: "2024-04-01", limit })).toEqual([
      "Must be a whole number from 1 to 1000",
    ]);
    expect(parse("burnout.history", { start_date: "2024-04-01", limit }).success).toBe(false);
  });

  it("coerce query-string numbers and default the limit", () => {
    expect(parse("health.metrics", { start_date: "2024-04-01", limit: "30" }).data).toEqual({
      start_date: "2024-04-01",
      limit: 30,
    });
    expect(procedures["burnout.history"].input.parse({ start_date: "2024-04-01" }).limit).toBe(30);
    expect(parse("insights.list", { limit: "100" }).data).toEqual({ limit: 100 });
    expect(parse("insights.list", { limit: "101" }).success).toBe(false);
    expect(parse("insights.list", {}).data).toEqual({ limit: 10 });
  });

  it("bound burnout calculation to 7..90 days, default 14", () => {
    expect(parse("burnout.calculate", {}).data).toEqual({ days: 14 });
    expect(parse("burnout.calculate", { days: "7" }).data).toEqual({ days: 7 });
    expect(parse("burnout.calculate", { days: 6 }).success).toBe(false);
    expect(parse("burnout.calculate", { days: 91 }).success).toBe(false);
  });

  it("requires start_date for metrics and burnout history", () => {
    expect(parse("health.metrics", {}).success).toBe(false);
    expect(parse("burnout.history", { limit: 5 }).success).toBe(false);
  });
});

describe("insight inputs", () => {
  it("default to a 14-day weekly summary and refuse an unknown type", () => {
    expect(parse("insights.generate", undefined).data).toEqual({ insight_type: "weekly_summary", days: 14 });
    expect(parse("insights.generate", { insight_type: "burnout_alert", days: "30" }).data).toEqual({
      insight_type: "burnout_alert",
      days: 30,
    });
    expect(parse("insights.generate", { insight_type: "daily_digest" }).success).toBe(false);
    expect(parse("insights.generate", { days: "91" }).success).toBe(false);
  });

  it("read helpful from the query string and bound feedback", () => {
    expect(parse("insights.feedback", { id: "i-1", helpful: "true" }).data).toEqual({
      id: "i-1",
      helpful: true,
    });
    expect(parse("insights.feedback", { id: "i-1", helpful: "false" }).data).toEqual({
      id: "i-1",
      helpful: false,
    });
    expect(parse("insights.feedback", { id: "i-1", helpful: "yes" }).success).toBe(false);
    expect(parse("insights.feedback", { id: "i-1" }).success).toBe(false);
    expect(messagesOf("insights.feedback", { id: "i-1", helpful: true, feedback: "x".repeat(2001) })).toEqual(
      ["Feedback must be at most 2,000 characters"],
    );
  });
});

describe("auth inputs", () => {
  it("trim and lower-case the e-mail but never touch the password", () => {
    const result = parse("auth.signup", { email: "  Ada@Example.COM ", password: " 1234567 " });
    expect(result.data).toEqual({ email: "ada@example.com", password: " 1234567 " });
  });

  it("refuse a 7-character and a 129-character password", () => {
    expect(messagesOf("auth.signup", { email: "a@b.co", password: "1234567" })).toEqual([
      "Password must be at least 8 characters",
    ]);
    expect(messagesOf("auth.signup", { email: "a@b.co", password: "x".repeat(129) })).toEqual([
      "Password must be at most 128 characters",
    ]);
    expect(parse("auth.signup", { email: "a@b.co", password: "x".repeat(128) }).success).toBe(true);
  });

  it("refuse a malformed e-mail and an empty sign-in password", () => {
    expect(messagesOf("auth.signin", { email: "not-an-email", password: "pw" })).toEqual([
      "Enter a valid email address",
    ]);
    expect(parse("auth.signin", { email: "a@b.co", password: "" }).success).toBe(false);
  });

  it("accept only uploaded picture paths", () => {
    const base = { email: "a@b.co", password: "12345678" };
    expect(parse("auth.signup", { ...base, profile_picture_url: "/api/uploads/ab12.webp" }).success).toBe(
      true,
    );
    expect(parse("auth.signup", { ...base, profile_picture_url: "https://x.example/a.png" }).success).toBe(
      false,
    );
    expect(parse("auth.updateMe", { profile_picture_url: "/api/uploads/../../etc/passwd" }).success).toBe(
      false,
    );
    expect(parse("auth.updateMe", { profile_picture_url: "javascript:alert(1)" }).success).toBe(false);
  });

  it("bound names and confirmation type", () => {
    expect(parse("auth.updateMe", { first_name: "x".repeat(101) }).success).toBe(false);
    expect(parse("auth.updateMe", { first_name: "  Ada  " }).data).toEqual({ first_name: "Ada" });
    expect(parse("auth.confirm", { token_hash: "t", type: "recovery" }).success).toBe(false);
    expect(parse("auth.confirm", { type: "signup" }).success).toBe(false);
  });

  it("take the picture as bytes, not as a string", () => {
    expect(parse("auth.uploadProfilePicture", { file: { bytes: "aGVsbG8=" } }).success).toBe(false);
    expect(parse("auth.uploadProfilePicture", {}).success).toBe(false);
  });
});

describe("wearable inputs", () => {
  it("accept only enabled providers", () => {
    expect(parse("wearable.connection", { provider: "garmin" }).success).toBe(false);
    expect(parse("wearable.sync", { provider: "fitbit" }).success).toBe(false);
  });

  it("refuse a non-http redirect_uri and a callback without code or state", () => {
    expect(
      parse("wearable.authorize", { provider: "whoop", redirect_uri: "javascript:alert(1)" }).success,
    ).toBe(false);
    expect(parse("wearable.authorize", { provider: "whoop", redirect_uri: "/settings" }).success).toBe(false);
    const callback = validInputs["wearable.callback"];
    expect(parse("wearable.callback", { ...callback, code: "" }).success).toBe(false);
    expect(parse("wearable.callback", { ...callback, state: undefined }).success).toBe(false);
  });

  it("read the sync range from the query string", () => {
    expect(
      parse("wearable.sync", { provider: "whoop", start_date: "2024-04-01", end_date: "" }).data,
    ).toEqual({
      provider: "whoop",
      start_date: "2024-04-01",
    });
    expect(parse("wearable.sync", { provider: "whoop", start_date: "2024-13-01" }).success).toBe(false);
  });
});
