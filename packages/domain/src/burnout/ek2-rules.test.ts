// The rules ek-2 added (docs/score.md), each with data that fails without the rule: the same
// history scored with the rule switched off (a parameter variant) or without the tag/source
// that triggers it reads worse.
import { describe, expect, it } from "vitest";
import type { BurnoutParameters } from "./parameters.ts";
import { EK2_PARAMETERS } from "./parameters.ts";
import { computeBurnoutScore } from "./score.ts";
import { computeBurnoutSeries } from "./series.ts";
import { syntheticHistory } from "./synthetic-history.ts";

const END = "2025-06-30";
const HIGH_OR_ABOVE = ["high", "critical"];
const withParameters = (changes: (p: BurnoutParameters) => BurnoutParameters) =>
  changes(JSON.parse(JSON.stringify(EK2_PARAMETERS)) as BurnoutParameters);

describe("coverage before level", () => {
  // Resting HR only (no other field, no mood), 6 bpm a day above normal for the last 4 weeks.
  const restingOnly = () => {
    const history = syntheticHistory({
      end: END,
      days: 120,
      moods: false,
      drift: (b) => (b < 28 ? { restingHr: 3 } : {}),
    });
    return {
      moods: [],
      records: history.records.map((r) => ({
        date: r.date,
        resting_hr: r.resting_hr,
        hrv: null,
        sleep_duration_minutes: null,
        sleep_quality_score: null,
        recovery_score: null,
        day_strain: null,
      })),
    };
  };

  it("does not let one wearable factor carry a day to high, and says what the day stood on", () => {
    const result = computeBurnoutScore({ date: END, ...restingOnly() });
    expect(HIGH_OR_ABOVE).not.toContain(result.risk_level);
    expect(result.overall_risk_score).toBeLessThan(50);
    expect(result.coverage).toEqual({
      systems: ["recovery"],
      enough_for_high: false,
      shrink: expect.any(Number),
    });
    expect(result.coverage.shrink).toBeLessThan(1);
    // Without the rule (one system and any confidence allowed), the same day is high.
    const parameters = withParameters((p) => ({
      ...p,
      coverage: { ...p.coverage, minSystems: 1, minConfidence: 0 },
    }));
    expect(HIGH_OR_ABOVE).toContain(
      computeBurnoutScore({ date: END, ...restingOnly(), parameters }).risk_level,
    );
  });

  it("lets mood alone carry a day to high: the person told us", () => {
    const moods = syntheticHistory({
      end: END,
      days: 120,
      wearable: false,
      drift: (b) => (b < 28 ? { mood: 3 } : {}),
    });
    const result = computeBurnoutScore({ date: END, ...moods });
    expect(result.coverage.systems).toEqual(["mood"]);
    expect(result.coverage.enough_for_high).toBe(true);
    expect(HIGH_OR_ABOVE).toContain(result.risk_level);
    const parameters = withParameters((p) => ({
      ...p,
      coverage: { ...p.coverage, moodCarries: false as boolean },
    }));
    expect(HIGH_OR_ABOVE).not.toContain(computeBurnoutScore({ date: END, ...moods, parameters }).risk_level);
  });
});

describe("real noise", () => {
  it("leaves sensor glitches out: three nights of 6 ms HRV and one of 0 bpm do not move the factors", () => {
    const glitches = syntheticHistory({
      end: END,
      days: 120,
      override: (b) => (b === 1 || b === 3 || b === 5 ? { hrv: 6 } : b === 2 ? { resting_hr: 0 } : {}),
    });
    const clean = computeBurnoutScore({ date: END, ...syntheticHistory({ end: END, days: 120 }) });
    const result = computeBurnoutScore({ date: END, ...glitches });
    expect(result.risk_factors.hrv).toBeLessThan(20);
    expect(Math.abs(result.overall_risk_score - clean.overall_risk_score)).toBeLessThan(8);
    const parameters = withParameters((p) => ({
      ...p,
      baseline: { ...p.baseline, glitchBeyondSpreads: { lnHrv: 1000, restingHr: 1000 } },
    }));
    expect(computeBurnoutScore({ date: END, ...glitches, parameters }).risk_factors.hrv).toBeGreaterThan(35);
  });

  it("starts new baselines on a device and measure change instead of reading it as a drift", () => {
    // Three weeks ago the person moved from a WHOOP (RMSSD) to an Apple Watch (SDNN) that
    // reads 40 % lower and puts resting HR 6 bpm higher.
    const changed = (labelled: boolean) => {
      const history = syntheticHistory({ end: END, days: 150 });
      return {
        moods: history.moods,
        records: history.records.map((r, i, all) => {
          const after = i >= all.length - 21;
          const values = after
            ? { hrv: Math.round((r.hrv ?? 0) * 0.6), resting_hr: (r.resting_hr ?? 0) + 6 }
            : {};
          const device = labelled
            ? after
              ? { source: "apple", hrv_measure: "sdnn" as const }
              : { source: "whoop" }
            : {};
          return { ...r, ...values, ...device };
        }),
      };
    };
    const labelled = computeBurnoutScore({ date: END, ...changed(true) });
    const unlabelled = computeBurnoutScore({ date: END, ...changed(false) });
    expect(labelled.risk_level).toBe("low");
    expect(labelled.risk_factors.hrv ?? 0).toBeLessThan(20);
    // Read as one device, the same numbers are a steep HRV fall and a resting HR rise.
    expect(unlabelled.risk_factors.hrv).toBeGreaterThan(60);
    expect(unlabelled.overall_risk_score).toBeGreaterThan(labelled.overall_risk_score + 15);
  });

  it("lowers confidence for a missing week, never the other way round for the score", () => {
    const full = syntheticHistory({ end: END, days: 120 });
    const gap = {
      records: full.records.filter((_, i) => i < 113),
      moods: full.moods.filter((_, i) => i < 113),
    };
    const before = computeBurnoutScore({ date: END, ...full });
    const after = computeBurnoutScore({ date: END, ...gap });
    expect(after.confidence_score).toBeLessThan(before.confidence_score);
    expect(after.overall_risk_score).toBeLessThanOrEqual(before.overall_risk_score + 1);
    expect(after.risk_level).toBe("low");
  });

  it("does not raise the level for a slow seasonal swing", () => {
    const seasonal = syntheticHistory({
      end: END,
      days: 400,
      drift: (b) => {
        const s = Math.sin((2 * Math.PI * b) / 365);
        return { hrv: s, restingHr: s, sleep: s, mood: 0.5 * s };
      },
    });
    const days = computeBurnoutSeries({ from: "2024-08-01", to: END, ...seasonal });
    expect(days.filter((d) => HIGH_OR_ABOVE.includes(d.risk_level))).toHaveLength(0);
  });
});

describe("context tags", () => {
  // A bad ten-day illness from 23 days before the end: HRV −3 SD, resting HR +4 SD, recovery
  // −3 SD, sleep quality −2 SD, mood −3 SD.
  const illness = { hrv: 3, restingHr: 4, recovery: 3, sleepQuality: 2, mood: 3 };
  const ill = (before: number) => before >= 14 && before < 24;
  const highDays = (tags: readonly ("ill" | "deadline")[] | null) => {
    let high = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const history = syntheticHistory({ end: END, days: 120, seed, drift: (b) => (ill(b) ? illness : {}) });
      const moods = history.moods.map((m, i) =>
        tags && ill(history.moods.length - 1 - i) ? { ...m, tags } : m,
      );
      const days = computeBurnoutSeries({ from: "2025-05-20", to: END, records: history.records, moods });
      high += days.filter((d) => HIGH_OR_ABOVE.includes(d.risk_level)).length;
    }
    return high;
  };

  it("sets days tagged ill aside: an illness the person told us about never reads high", () => {
    expect(highDays(null)).toBeGreaterThan(0);
    expect(highDays(["ill"])).toBe(0);
  });

  it("keeps deadline as context only: it changes nothing", () => {
    expect(highDays(["deadline"])).toBe(highDays(null));
  });

  it("takes days tagged alcohol out of the windows", () => {
    const history = syntheticHistory({ end: END, days: 120, drift: (b) => (b >= 2 && b < 7 ? illness : {}) });
    const tagged = {
      records: history.records,
      moods: history.moods.map((m, i) => {
        const before = history.moods.length - 1 - i;
        return before >= 2 && before < 7 ? { ...m, tags: ["alcohol" as const] } : m;
      }),
    };
    const plain = computeBurnoutScore({ date: END, ...history });
    const aside = computeBurnoutScore({ date: END, ...tagged });
    expect(aside.overall_risk_score).toBeLessThan(plain.overall_risk_score);
  });
});
