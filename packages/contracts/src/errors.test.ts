import { describe, expect, it } from "vitest";
import { z } from "zod";
import { moodCreateInputSchema } from "./calls/mood.ts";
import {
  APP_ERROR_CODES,
  AppError,
  appErrorCodeOfStatus,
  errorBodySchema,
  formatZodError,
  httpStatusOf,
  isAppError,
  trpcCodeOf,
} from "./errors.ts";

describe("error code table", () => {
  it("maps each code to its HTTP status", () => {
    const statuses = Object.fromEntries(
      Object.keys(APP_ERROR_CODES).map((code) => [code, httpStatusOf(code as never)]),
    );
    expect(statuses).toEqual({
      BAD_REQUEST: 400,
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      PAYLOAD_TOO_LARGE: 413,
      UNPROCESSABLE_CONTENT: 422,
      TOO_MANY_REQUESTS: 429,
      INTERNAL_SERVER_ERROR: 500,
      NOT_IMPLEMENTED: 501,
      SERVICE_UNAVAILABLE: 503,
    });
  });

  it("gives the tRPC code and reads a status back", () => {
    expect(trpcCodeOf("PAYLOAD_TOO_LARGE")).toBe("PAYLOAD_TOO_LARGE");
    expect(appErrorCodeOfStatus(409)).toBe("CONFLICT");
    expect(appErrorCodeOfStatus(418)).toBe("INTERNAL_SERVER_ERROR");
  });
});

describe("AppError", () => {
  it("carries code, detail, status and Retry-After", () => {
    const error = new AppError("TOO_MANY_REQUESTS", "Too many requests", { retryAfterSeconds: 30 });
    expect(error).toBeInstanceOf(Error);
    expect(isAppError(error)).toBe(true);
    expect(error.message).toBe("Too many requests");
    expect(error.detail).toBe("Too many requests");
    expect(error.httpStatus).toBe(429);
    expect(error.retryAfterSeconds).toBe(30);
    expect(isAppError(new Error("x"))).toBe(false);
  });

  it("serialises to the { detail } body", () => {
    const error = new AppError("NOT_FOUND", "Insight not found");
    expect(errorBodySchema.parse({ detail: error.detail, stack: "hidden" })).toEqual({
      detail: "Insight not found",
    });
  });
});

describe("formatZodError", () => {
  it("names the field and the rule", () => {
    const result = moodCreateInputSchema.safeParse({ date: "2024-05-01", rating: 11 });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatZodError(result.error)).toBe("rating: Rating must be a whole number from 1 to 10");
    }
  });

  it("says Required for a missing field and joins several problems", () => {
    const result = z.object({ a: z.string(), b: z.number().max(1, "b too big") }).safeParse({ b: 2 });
    if (result.success) throw new Error("expected failure");
    expect(formatZodError(result.error)).toBe("a: Required; b: b too big");
  });

  it("has no path prefix for a top-level problem", () => {
    const result = z.string().safeParse(1);
    if (result.success) throw new Error("expected failure");
    expect(formatZodError(result.error)).toBe("Invalid input: expected string, received number");
  });
});
