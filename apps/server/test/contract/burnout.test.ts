// Contract: calculating today's burnout score and reading the score history. The numbers
// come from each home's rule (the demo rule, or ek-3 on the server: docs/score.md); the
// shape, the storage and the history's order do not differ. What has come before the low days
// is ek-3's reading of the history in both homes (docs/decisions/052-personal-signals-shown-not-scored.md).
import {
  burnoutScoreSchema,
  DEMO_RISK_BANDS,
  PERSONAL_SIGNAL_NAMES,
  personalSignalsSchema,
  riskLevelFromBands,
} from "@evenkeel/contracts";
import { describePersonalSignals } from "@evenkeel/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore } from "./homes/dates.ts";
import { HOMES, type Home } from "./homes/index.ts";

describe.each(HOMES)("burnout scores in the $name home", (factory) => {
  let home: Home;

  beforeAll(async () => {
    home = await factory.start();
  });
  afterAll(() => home.close());

  it("calculates today's score by the home's rule and keeps it in the history", async () => {
    const score = burnoutScoreSchema.parse(await home.client.burnout.calculate.mutate({}));

    expect(score).toMatchObject({
      user_id: home.userId,
      date: home.today,
      algorithm_version: home.expects.scoreAlgorithm,
    });
    expect(score.overall_risk_score).toBeGreaterThanOrEqual(0);
    expect(score.overall_risk_score).toBeLessThanOrEqual(100);
    if (home.expects.scoreAlgorithm === "demo-1") {
      // The demo's bands: below 30 low, below 50 moderate, below 70 high, otherwise critical.
      expect(score.risk_level).toBe(riskLevelFromBands(DEMO_RISK_BANDS, score.overall_risk_score));
    }
    const [stored] = await home.client.burnout.history.query({
      start_date: home.today,
      end_date: home.today,
    });
    expect(stored).toEqual(score);
  });

  it("lists the history newest first, inside the range, at most the limit", async () => {
    const start = daysBefore(home.today, 20);
    const history = await home.client.burnout.history.query({
      start_date: start,
      end_date: home.today,
      limit: 30,
    });
    expect(history.length).toBeGreaterThan(0);
    const dates = history.map((score) => score.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((date) => date >= start && date <= home.today)).toBe(true);

    const limited = await home.client.burnout.history.query({
      start_date: start,
      end_date: home.today,
      limit: 2,
    });
    expect(limited).toEqual(history.slice(0, 2));
  });

  it("says which wearable signals have come before the low days, from the days up to today", async () => {
    const answer = personalSignalsSchema.parse(await home.client.burnout.personalSignals.query());
    expect(answer.date).toBe(home.today);
    expect(answer.signals.map((signal) => signal.signal)).toEqual([...PERSONAL_SIGNAL_NAMES]);
    const { sentence, ...summary } = answer;
    expect(sentence).toBe(describePersonalSignals(summary));
    // A read: asked again, the same answer.
    expect(await home.client.burnout.personalSignals.query()).toEqual(answer);
  });
});
