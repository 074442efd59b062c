// The check-in page's own check of a link agrees with what checkin.status accepts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkinStatusInputSchema } from "./calls/outreach.ts";
import { CHECKIN_TOKEN_LENGTH, isWellFormedCheckinLink } from "./checkin-link.ts";

const accepted = (token: string, date: string) => checkinStatusInputSchema.safeParse({ token, date }).success;

describe("isWellFormedCheckinLink", () => {
  it("accepts a reminder's link and refuses one cut short or with a day that does not exist", () => {
    const token = "a".repeat(43);
    expect(isWellFormedCheckinLink(token, "2024-02-29")).toBe(true);
    expect(isWellFormedCheckinLink(token.slice(0, CHECKIN_TOKEN_LENGTH.min - 1), "2024-02-29")).toBe(false);
    expect(isWellFormedCheckinLink(token, "2023-02-29")).toBe(false);
    expect(isWellFormedCheckinLink(token, "2024-02-2")).toBe(false);
  });

  it("says what the call's schema says, for any token and day", () => {
    const day = fc
      .tuple(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(
        ([y, m, d]) =>
          `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
      );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 220 }),
        fc.oneof(day, fc.string({ maxLength: 12 })),
        (token, date) => {
          expect(isWellFormedCheckinLink(token, date)).toBe(accepted(token, date));
        },
      ),
    );
  });
});
