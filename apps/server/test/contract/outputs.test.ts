// Contract: every answer a home builds passes its output contract as it is: zod's parse of it
// (the check tRPC runs on the way out, in both homes) succeeds and gives back the same value,
// nothing stripped, defaulted or rewritten. This suite asks a home's reads with real data
// behind them, so an answer that carries a key its contract does not name, or lacks one, is
// found here rather than by a user.
import { type ProcedureName, procedures } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { daysBefore } from "./homes/dates.ts";
import { HOMES, type Home } from "./homes/index.ts";

describe.each(HOMES)("answers of the $name home", (factory) => {
  let home: Home;
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
  });
  afterAll(() => home.close());

  it("answers the dashboard, today's and a past day's, as built", async () => {
    const today = kept("health.dashboard", await home.client.health.dashboard.query({}));
    expect(today.recent_moods.length).toBeGreaterThan(0);
    expect(today.latest_burnout_score).not.toBeNull();
    expect(today.latest_insight).not.toBeNull();
    kept(
      "health.dashboard",
      await home.client.health.dashboard.query({ selected_date: daysBefore(home.today, 3) }),
    );
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
    kept("burnout.personalSignals", await home.client.burnout.personalSignals.query());
    kept("auth.me", await home.client.auth.me.query());
    await home.client.wearable.providers.query();
    kept("notifications.settings", await home.client.notifications.settings.query());
    await home.client.notifications.alerts.query();
    await home.client.narrator.settings.query();
    await home.client.imports.list.query();
  });

  it("built every answer exactly as its contract reads it", () => {
    expect(answers.length).toBeGreaterThan(5);
    for (const [name, answer] of answers) {
      const schema = procedures[name].output as z.ZodType;
      const parsed = schema.safeParse(answer);
      expect(parsed.success, `${name}: refused by its contract`).toBe(true);
      expect(JSON.stringify(parsed.data), `${name}: changed by its contract`).toBe(JSON.stringify(answer));
    }
  });
});
