// ek-3's additions (docs/score.md "ek-3"): the day-to-day reading orders ordinary days within
// their band, resting HR's sub-risk is left out, wearables are read against the person's own
// normal only (sleep debt, the first 28 days), and per-person weights learned from the
// person's own check-ins, in words.
import { describe, expect, it } from "vitest";
import { dateFromDayNumber, dayNumber } from "./calendar.ts";
import type { BurnoutMood } from "./inputs.ts";
import { EK2_PARAMETERS } from "./parameters.ts";
import { EK3_PARAMETERS, EK3_PERSONAL_PARAMETERS } from "./parameters-ek3.ts";
import { describePersonalSignals, personalSignals } from "./personal-signals.ts";
import { computeBurnoutScore } from "./score.ts";
import { computeBurnoutSeries } from "./series.ts";
import { syntheticHistory } from "./synthetic-history.ts";

const END = "2025-06-30";
const steady = syntheticHistory({ end: END, days: 120 });

describe("ek-3's day-to-day reading", () => {
  it("ranks a slightly worse ordinary week above a slightly better one, where ek-2 read 0 for both", () => {
    const worse = syntheticHistory({
      end: END,
      days: 120,
      drift: (d) => (d < 7 ? { mood: 0.4, hrv: 0.4 } : {}),
    });
    const better = syntheticHistory({
      end: END,
      days: 120,
      drift: (d) => (d < 7 ? { mood: -0.4, hrv: -0.4 } : {}),
    });
    const ek2 = (h: typeof steady) => computeBurnoutScore({ date: END, ...h, parameters: EK2_PARAMETERS });
    const ek3 = (h: typeof steady) => computeBurnoutScore({ date: END, ...h });
    expect(ek2(worse).overall_risk_score).toBe(ek2(better).overall_risk_score);
    expect(ek3(worse).overall_risk_score).toBeGreaterThan(ek3(better).overall_risk_score + 3);
    expect(ek3(worse).algorithm_version).toBe("ek-3");
  });

  it("never carries a day into the next band: the level is ek-2's rules' own", () => {
    const days = computeBurnoutSeries({ from: "2025-04-01", to: END, ...steady });
    const rulesOnly = computeBurnoutSeries({
      from: "2025-04-01",
      to: END,
      ...steady,
      parameters: { ...EK3_PARAMETERS, tilt: { ...EK3_PARAMETERS.tilt, points: 0 } },
    });
    const band = (score: number) => (score >= 70 ? 3 : score >= 50 ? 2 : score >= 30 ? 1 : 0);
    days.forEach((day, i) => {
      const rules = rulesOnly[i]?.overall_risk_score as number;
      expect(band(day.overall_risk_score)).toBe(band(rules));
      expect(day.overall_risk_score).toBeGreaterThanOrEqual(rules);
      // Contributions still add up to the score (to rounding).
      const sum = Object.values(day.contributions).reduce<number>((s, v) => s + (v ?? 0), 0);
      expect(Math.abs(sum - day.overall_risk_score)).toBeLessThan(0.6);
    });
  });

  it("leaves resting HR's sub-risk out but keeps its 5 bpm rise warning", () => {
    const small = syntheticHistory({
      end: END,
      days: 120,
      moods: false,
      drift: (d) => (d < 21 ? { restingHr: 1.5 } : {}),
    });
    const big = syntheticHistory({
      end: END,
      days: 120,
      moods: false,
      drift: (d) => (d < 21 ? { restingHr: 5 } : {}),
    });
    expect(computeBurnoutScore({ date: END, ...small }).risk_factors.recovery).toBe(0);
    expect(
      computeBurnoutScore({ date: END, ...small, parameters: EK2_PARAMETERS }).risk_factors.recovery,
    ).toBeGreaterThan(0);
    expect(computeBurnoutScore({ date: END, ...big }).risk_factors.recovery).toBeGreaterThanOrEqual(60);
  });
});

describe("ek-3 reads wearables against the person's own normal only", () => {
  it("counts sleep debt against the person's own normal: a habitual short sleeper's ordinary fortnight is no debt", () => {
    // Six and a half hours every night, as this person always sleeps.
    const history = syntheticHistory({ end: END, days: 120, moods: false });
    const records = history.records.map((r) => ({ ...r, sleep_duration_minutes: 390 }));
    const ek2 = computeBurnoutScore({ date: END, records, moods: [], parameters: EK2_PARAMETERS });
    const ek3 = computeBurnoutScore({ date: END, records, moods: [] });
    expect(ek2.risk_factors.sleep_quality).toBeGreaterThan(20);
    expect(ek3.risk_factors.sleep_quality).toBe(0);
    // Two weeks an hour under that normal are debt, in ek-3 too.
    const shorter = records.map((r) =>
      dayNumber(END) - dayNumber(r.date) < 14 ? { ...r, sleep_duration_minutes: 330 } : r,
    );
    expect(
      computeBurnoutScore({ date: END, records: shorter, moods: [] }).risk_factors.sleep_quality,
    ).toBeGreaterThan(20);
  });

  it("reads a new wearer's metrics as their normal until they have 28 days of their own", () => {
    // A person whose HRV sits far below the population's (ln RMSSD 3.0 against 3.8 ± 0.35),
    // resting HR far above it (70 against 58) and who sleeps 6 hours, from their first day.
    const unlike = (days: number) => {
      const history = syntheticHistory({ end: END, days, moods: false });
      return history.records.map((r) => ({
        ...r,
        hrv: Math.exp((r.hrv === null ? 4 : Math.log(r.hrv)) - 1),
        resting_hr: r.resting_hr === null ? null : r.resting_hr + 15,
        sleep_duration_minutes: 360,
      }));
    };
    // Four weeks in: the baseline (lagged a week) holds ~20 of their days.
    const early = unlike(28);
    const ek2 = computeBurnoutScore({ date: END, records: early, moods: [], parameters: EK2_PARAMETERS });
    const ek3 = computeBurnoutScore({ date: END, records: early, moods: [] });
    expect(ek2.risk_factors.hrv).toBeGreaterThan(0);
    expect(ek3.risk_factors.hrv).toBe(0);
    expect(ek3.risk_factors.recovery).toBe(0);
    expect(ek3.risk_factors.sleep_quality).toBe(0);
    expect(ek3.overall_risk_score).toBeLessThan(ek2.overall_risk_score);
    // With a full baseline of their own, the same person's normal is theirs: nothing reads.
    const settled = computeBurnoutScore({ date: END, records: unlike(120), moods: [] });
    expect(settled.risk_factors.hrv).toBe(0);
    // And a real drop from it reads once the baseline is full.
    const dropped = unlike(120).map((r) =>
      dayNumber(END) - dayNumber(r.date) < 21 && r.hrv !== null ? { ...r, hrv: r.hrv * 0.7 } : r,
    );
    expect(computeBurnoutScore({ date: END, records: dropped, moods: [] }).risk_factors.hrv).toBeGreaterThan(
      30,
    );
  });
});

/** 90 days where short nights come before low-mood weeks (or not), for the learned weights. */
function person(shortSleepBeforeLowDays: boolean) {
  const history = syntheticHistory({ end: END, days: 90, seed: 9 });
  const end = dayNumber(END);
  const records = history.records.map((r) => {
    const d = end - dayNumber(r.date);
    const short = d % 14 >= 10; // 4 short nights every fortnight
    return { ...r, sleep_duration_minutes: short ? 330 : 460 };
  });
  const moods: BurnoutMood[] = records.map((r) => {
    const d = end - dayNumber(r.date);
    // Low days follow the short nights by a few days, or fall at random in the fortnight.
    const low = shortSleepBeforeLowDays ? d % 14 >= 4 && d % 14 < 8 : (d * 7) % 13 < 4;
    return { date: r.date, rating: low ? 3 : 7 };
  });
  return { records, moods };
}

describe("per-person weights", () => {
  it("learns that short sleep came before this person's low days, from the past only", () => {
    const summary = personalSignals({ date: END, ...person(true) });
    const sleep = summary.signals.find((s) => s.signal === "short_sleep");
    expect(sleep?.preceded).toBe(true);
    expect(sleep?.days).toBeGreaterThan(40);
    expect(describePersonalSignals(summary)).toMatch(/^For you, short sleep has come before your low days/);
    expect(describePersonalSignals(summary)).toMatch(/\(based on \d+ days\)\.$/);
    // Data after the date changes nothing: no future.
    const { records, moods } = person(true);
    const later = dateFromDayNumber(dayNumber(END) + 10);
    const withFuture = personalSignals({
      date: END,
      records: [
        ...records,
        { ...(records.at(-1) as (typeof records)[0]), date: later, sleep_duration_minutes: 200 },
      ],
      moods: [...moods, { date: later, rating: 1 }],
    });
    expect(withFuture).toEqual(summary);
  });

  it("says it cannot tell yet without enough check-ins, and says 'has not' when a signal did not come first", () => {
    expect(
      describePersonalSignals(personalSignals({ date: END, records: steady.records, moods: [] })),
    ).toMatch(/^Not enough check-ins yet/);
    const summary = personalSignals({ date: END, ...person(false) });
    expect(summary.signals.find((s) => s.signal === "short_sleep")?.preceded).toBe(false);
    expect(describePersonalSignals(summary)).toContain("short sleep");
  });

  it("moves the score only through the tilt, deterministically, and the same alone or in a series", () => {
    const history = person(true);
    const parameters = EK3_PERSONAL_PARAMETERS;
    const alone = computeBurnoutScore({ date: END, ...history, parameters });
    const [inSeries] = computeBurnoutSeries({ from: END, to: END, ...history, parameters }).slice(-1);
    expect(alone).toEqual(inSeries);
    expect(computeBurnoutScore({ date: END, ...history, parameters })).toEqual(alone);
    const series = computeBurnoutSeries({ from: "2025-06-01", to: END, ...history, parameters });
    const last = series.at(-1);
    expect(last).toEqual(alone);
  });
});
