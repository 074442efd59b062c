// The scoring rule is a port of the router: the router reads the history the rule
// asks for, passes the moods with their context tags, and stores whatever the home's rule
// answers. Checked with a recording rule plugged into the demo home's ports.

import { demoScoringRule } from "@evenkeel/domain";
import { createAppRouter, createCallerFactory, type ScoringInput } from "@evenkeel/domain/router";
import { describe, expect, it } from "vitest";
import { createDemoRouter } from "./demo-router.ts";
import { activateDemo } from "./demo-session.ts";
import { createMemoryStorage } from "./key-value-storage.ts";
import { START, TIME_ZONE, TODAY } from "./testing/demo-test-kit.ts";

const createCaller = createCallerFactory(createAppRouter());

function homeWithRecordingRule() {
  const storage = createMemoryStorage();
  activateDemo(storage, START, { timeZone: TIME_ZONE });
  const demo = createDemoRouter(storage, {
    clock: { now: () => START.toISOString() },
    sleep: async () => {},
    timeZone: () => TIME_ZONE,
  });
  const calls: ScoringInput[] = [];
  demo.ports.scoring = {
    version: "test-7",
    historyDays: 3,
    reachDays: 0,
    scoreDays(input) {
      calls.push(input);
      return demoScoringRule.scoreDays(input).map((day) => ({ ...day, algorithm_version: "test-7" }));
    },
  };
  return { calls, caller: async () => createCaller(await demo.createContext()) };
}

describe("the scoring port", () => {
  it("rescores after a mood write with the day's tags, and stores the rule's scores", async () => {
    const { calls, caller } = homeWithRecordingRule();
    const call = await caller();
    await call.mood.create({ date: TODAY, rating: 2, tags: ["alcohol", "poor_sleep_environment"] });

    const input = calls.at(-1);
    expect(input).toMatchObject({ from: TODAY, to: TODAY });
    expect(input?.moods.find((mood) => mood.date === TODAY)).toMatchObject({
      rating: 2,
      tags: ["alcohol", "poor_sleep_environment"],
    });
    // The rule asked for 3 days of history: the router read exactly that far back.
    expect(input?.records.map((record) => record.date)).toEqual([
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
    const [stored] = await call.burnout.history({ start_date: TODAY, end_date: TODAY, limit: 1 });
    expect(stored?.algorithm_version).toBe("test-7");
  });

  it("passes changed tags on an update too", async () => {
    const { calls, caller } = homeWithRecordingRule();
    const call = await caller();
    await call.mood.create({ date: TODAY, rating: 5 });
    await call.mood.update({ date: TODAY, tags: ["ill"] });
    expect(calls.at(-1)?.moods.find((mood) => mood.date === TODAY)?.tags).toEqual(["ill"]);
  });
});
