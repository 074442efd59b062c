// What has come before the demo visitor's low days (burnout.personalSignals,
// docs/decisions/052-personal-signals-shown-not-scored.md): the same router as the server, over
// the demo's seeded metrics and check-ins, reading the look-back up to today and nothing later.
import {
  addDays,
  describePersonalSignals,
  PERSONAL_SIGNALS_HISTORY_DAYS,
  personalSignals,
} from "@evenkeel/domain";
import { describe, expect, it } from "vitest";
import { DEMO_USER_ID } from "./demo-user.ts";
import { startDemo, TODAY } from "./testing/demo-test-kit.ts";

/** The demo home with its store's scoring reads recorded, range by range. */
function demoWithRecordedReads() {
  const demo = startDemo();
  const store = demo.ports.store;
  const reads: string[] = [];
  const metricDays = store.metrics.scoringDays.bind(store.metrics);
  const moodDays = store.moods.scoringDays.bind(store.moods);
  demo.ports.store = {
    ...store,
    metrics: {
      ...store.metrics,
      scoringDays: (userId, from, to) => {
        reads.push(`metrics ${from}…${to}`);
        return metricDays(userId, from, to);
      },
    },
    moods: {
      ...store.moods,
      scoringDays: (userId, from, to) => {
        reads.push(`moods ${from}…${to}`);
        return moodDays(userId, from, to);
      },
    },
  };
  return { reads, store, caller: demo.caller };
}

describe("what has come before the demo visitor's low days", () => {
  it("reads the seeded check-ins over the look-back up to today, and nothing after it", async () => {
    const { reads, caller } = demoWithRecordedReads();
    const answer = await (await caller()).burnout.personalSignals();
    const from = addDays(TODAY, -PERSONAL_SIGNALS_HISTORY_DAYS);
    expect(reads.sort()).toEqual([`metrics ${from}…${TODAY}`, `moods ${from}…${TODAY}`]);
    expect(answer.date).toBe(TODAY);
    // Ninety seeded days with most days checked in: enough to say something of every signal.
    expect(answer.days).toBeGreaterThanOrEqual(14);
    expect(answer.signals.every((signal) => signal.preceded !== null)).toBe(true);
    expect(answer.sentence).toMatch(/^For you, .+ \(based on \d+ days\)\.$/);
  });

  it("is the domain's function of the demo's history, the same on every call", async () => {
    const { store, caller } = demoWithRecordedReads();
    const call = await caller();
    const first = await call.burnout.personalSignals();
    const from = addDays(TODAY, -PERSONAL_SIGNALS_HISTORY_DAYS);
    const expected = personalSignals({
      date: TODAY,
      records: await store.metrics.scoringDays(DEMO_USER_ID, from, TODAY),
      moods: await store.moods.scoringDays(DEMO_USER_ID, from, TODAY),
    });
    expect(first).toEqual({ ...expected, sentence: describePersonalSignals(expected) });
    expect(await call.burnout.personalSignals()).toEqual(first);
  });

  it("moves with the visitor's check-ins: a week of low moods changes what the figures rest on", async () => {
    const { caller } = demoWithRecordedReads();
    const call = await caller();
    const before = await call.burnout.personalSignals();
    for (let back = 0; back < 7; back += 1) {
      await call.mood.create({ date: addDays(TODAY, -back), rating: 1 });
    }
    const after = await call.burnout.personalSignals();
    expect(after.signals.map((signal) => signal.association)).not.toEqual(
      before.signals.map((signal) => signal.association),
    );
  });
});
