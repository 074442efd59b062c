// Contract: every answer a home builds passes its output check as it is (docs/decisions/047).
// Output validation stays on in both homes; its fast path hands back the answer itself when
// the exact check (exact-output.ts) takes it, and falls back to zod's parse, which copies,
// only when it does not. An answer whose keys come in another order than its contract's, or
// carry a key the contract does not name, would fall back on every call: this suite asks a
// home's reads with real data behind them and says which call fell back. Then it breaks those
// real answers one place at a time and checks that the exact check never takes what zod's parse
// would refuse or change.
import { type ProcedureName, procedures } from "@evenkeel/contracts";
import { exactCheckOf } from "@evenkeel/domain/router";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import type { z } from "zod";
import { daysBefore } from "./homes/dates.ts";
import { HOMES, type Home } from "./homes/index.ts";

describe.each(HOMES)("answers of the $name home", (factory) => {
  let home: Home;
  const fallbacks = new Map<ProcedureName, MockInstance>();
  const answers: [ProcedureName, unknown][] = [];
  const kept = <T>(name: ProcedureName, answer: T): T => {
    answers.push([name, answer]);
    return answer;
  };

  beforeAll(async () => {
    home = await factory.start();
    // Data behind every list: moods with notes and tags, a score, an insight of each kind.
    await home.client.mood.create.mutate({
      date: home.today,
      rating: 4,
      notes: "Long day, short night",
      tags: ["poor_sleep_environment"],
    });
    await home.client.mood.create.mutate({ date: daysBefore(home.today, 1), rating: 7 });
    await home.client.burnout.calculate.mutate({ days: 14 });
    for (const insight_type of ["weekly_summary", "burnout_alert", "trend_analysis"] as const) {
      await home.client.insights.generate.mutate({ insight_type, days: 14 });
    }
    for (const name of Object.keys(procedures) as ProcedureName[]) {
      if (procedures[name].type === "query") fallbacks.set(name, vi.spyOn(procedures[name].output, "parse"));
    }
  });
  afterAll(async () => {
    for (const spy of fallbacks.values()) spy.mockRestore();
    await home.close();
  });

  /** The calls whose output check fell back to zod's parse since the last look. */
  function fellBack(): string[] {
    const names = [...fallbacks].filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name);
    for (const spy of fallbacks.values()) spy.mockClear();
    return names;
  }

  it("answers the dashboard, today's and a past day's, as built", async () => {
    const today = kept("health.dashboard", await home.client.health.dashboard.query({}));
    expect(today.recent_moods.length).toBeGreaterThan(0);
    expect(today.latest_burnout_score).not.toBeNull();
    expect(today.latest_insight).not.toBeNull();
    await home.client.health.dashboard.query({ selected_date: daysBefore(home.today, 3) });
    expect(fellBack()).toEqual([]);
  });

  it("answers every list as built", async () => {
    const moods = kept("mood.list", await home.client.mood.list.query({ limit: 30 }));
    expect(moods.some((mood) => mood.tags.length > 0 && mood.notes !== null)).toBe(true);
    kept("mood.stats", await home.client.mood.stats.query({ days: 30 }));
    const metrics = kept(
      "health.metrics",
      await home.client.health.metrics.query({ start_date: daysBefore(home.today, 29), limit: 30 }),
    );
    expect(metrics.length).toBeGreaterThan(0);
    kept("health.sources", await home.client.health.sources.query());
    const insights = kept("insights.list", await home.client.insights.list.query({ limit: 10 }));
    expect(insights.length).toBeGreaterThanOrEqual(3);
    const scores = kept(
      "burnout.history",
      await home.client.burnout.history.query({ start_date: daysBefore(home.today, 29) }),
    );
    expect(scores.length).toBeGreaterThan(0);
    await home.client.burnout.rescoring.query();
    kept("auth.me", await home.client.auth.me.query());
    await home.client.wearable.providers.query();
    kept("notifications.settings", await home.client.notifications.settings.query());
    await home.client.notifications.alerts.query();
    await home.client.narrator.settings.query();
    await home.client.imports.list.query();
    expect(fellBack()).toEqual([]);
  });

  it("never takes a broken answer that zod's parse would refuse or change", () => {
    expect(answers.length).toBeGreaterThan(5);
    fc.assert(
      fc.property(fc.constantFrom(...answers), brokenOnce, ([name, answer], breakIt) => {
        const schema = procedures[name].output as z.ZodType;
        const broken = breakIt(structuredClone(answer));
        if (!exactCheckOf(schema)(broken)) return;
        const parsed = schema.safeParse(broken);
        expect(parsed.success, `${name}: zod refused what the check took`).toBe(true);
        expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(broken));
      }),
      { numRuns: 2000 },
    );
  });
});

/** Every place in a value: objects and arrays by key, with their parent. */
function places(value: unknown, into: { parent: Record<string, unknown>; key: string }[] = []) {
  if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      into.push({ parent: value as Record<string, unknown>, key });
      places(inner, into);
    }
  }
  return into;
}

/** Values near the edges of what the contracts allow, and far from them. */
const oddValue = fc.oneof(
  fc.constantFrom(null, undefined, "", "x".repeat(10_001), "2026-02-30", "2026-11-26T25:00:00Z", "low "),
  fc.constantFrom(-1, 0.5, 101, 1e21, Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 53),
  fc.constantFrom([], {}, [null], { extra: 1 }, true),
  fc.anything({ maxDepth: 2 }),
);

/** One change somewhere in an answer: a value replaced, a key dropped or added, keys reordered. */
const brokenOnce = fc
  .tuple(fc.nat(), fc.constantFrom("replace", "drop", "add", "reorder", "scale"), oddValue)
  .map(([at, how, odd]) => (answer: unknown): unknown => {
    const all = places(answer);
    const place = all[at % Math.max(all.length, 1)];
    if (!place) return odd;
    const { parent, key } = place;
    if (how === "replace") parent[key] = odd;
    else if (how === "drop") delete parent[key];
    else if (how === "add") parent[`${key}_extra`] = odd;
    else if (how === "scale" && typeof parent[key] === "number")
      parent[key] = (parent[key] as number) * 1.5 + 0.25;
    else if (how === "reorder") {
      const entries = Object.entries(parent);
      for (const [name] of entries) delete parent[name];
      for (const [name, inner] of entries.reverse()) parent[name] = inner;
    }
    return answer;
  });
