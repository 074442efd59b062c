// Card trend: the latest value against the fixed reference values.
import { TREND_REFERENCES } from "@evenkeel/contracts";
import { describe, expect, it } from "vitest";
import { cardTrend } from "./card-trend.ts";

describe("cardTrend", () => {
  it("compares the latest value with the card's reference", () => {
    expect(cardTrend(71, TREND_REFERENCES.recovery)).toBe("up");
    expect(cardTrend(69.9, TREND_REFERENCES.recovery)).toBe("down");
    expect(cardTrend(70, TREND_REFERENCES.recovery)).toBe("stable");
    expect(cardTrend(50.1, TREND_REFERENCES.hrv)).toBe("up");
    expect(cardTrend(6, TREND_REFERENCES.mood)).toBe("down");
    expect(cardTrend(7, TREND_REFERENCES.mood)).toBe("stable");
    expect(cardTrend(80, TREND_REFERENCES.sleep_quality)).toBe("up");
  });

  it("is stable when either side is missing", () => {
    expect(cardTrend(null, TREND_REFERENCES.mood)).toBe("stable");
    expect(cardTrend(undefined, 70)).toBe("stable");
    expect(cardTrend(80, null)).toBe("stable");
    expect(cardTrend(Number.NaN, 70)).toBe("stable");
  });

  it("uses the cards' fixed reference values of docs/screens.md", () => {
    expect(TREND_REFERENCES).toEqual({ recovery: 70, hrv: 50, mood: 7, sleep_quality: 75 });
  });
});
