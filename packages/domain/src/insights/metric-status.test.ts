// A week's status: against the person's baseline in SWC units, or fixed guides without one.
import { describe, expect, it } from "vitest";
import { statusOf } from "./metric-status.ts";

describe("statusOf", () => {
  it("judges against the baseline in multiples of the SWC, in the metric's better direction", () => {
    expect(statusOf("hrv", 58, -4, 4, "stable")).toBe("good"); // 1 SWC below: within
    expect(statusOf("hrv", 55, -7, 4, "stable")).toBe("fair"); // 1.75 SWC below
    expect(statusOf("hrv", 45, -17, 4, "stable")).toBe("needs_attention"); // 4.25 SWC below
    expect(statusOf("resting_hr", 60, 7, 2, "stable")).toBe("needs_attention"); // higher is worse
    expect(statusOf("resting_hr", 50, -7, 2, "stable")).toBe("good");
  });

  it("uses fixed guides without a baseline, and the week's move for metrics that have none", () => {
    expect(statusOf("recovery_score", 67, null, 5, "stable")).toBe("good");
    expect(statusOf("recovery_score", 66, null, 5, "stable")).toBe("fair");
    expect(statusOf("recovery_score", 33, null, 5, "stable")).toBe("needs_attention");
    expect(statusOf("sleep_hours", 6.9, null, 0.3, "stable")).toBe("fair");
    expect(statusOf("day_strain", 14, null, 1, "declining")).toBe("fair");
    expect(statusOf("day_strain", 14, null, 1, "stable")).toBe("good");
  });

  it("never calls a low mood good, even when it is the person's normal", () => {
    // 7-day mood 1.7/10, level with a baseline of 1.8: only the baseline would say "good".
    expect(statusOf("mood", 1.7, -0.1, 0.5, "stable")).toBe("needs_attention");
    expect(statusOf("mood", 5.5, 0, 0.5, "stable")).toBe("fair");
    expect(statusOf("mood", 8, 0, 0.5, "stable")).toBe("good");
    // A mood well under the person's normal stays needs attention even above the guide.
    expect(statusOf("mood", 7.2, -2.5, 0.5, "stable")).toBe("needs_attention");
    // HRV is individual: a low but usual HRV is not judged by the population guide.
    expect(statusOf("hrv", 30, 0, 4, "stable")).toBe("good");
  });

  it("has no status without data", () => {
    expect(statusOf("mood", null, null, 0.5, "stable")).toBeNull();
  });
});
