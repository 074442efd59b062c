// Contract: insights are generated from the user's numbers by the same deterministic
// writers in both homes, listed newest first, rated and deleted — with the message
// "Insight not found" for an id that is not the user's.
import { INSIGHT_TYPES, insightSchema } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcFailure } from "../support/trpc-client.ts";
import { HOMES, type Home } from "./homes/index.ts";

describe.each(HOMES)("insights in the $name home", (factory) => {
  let home: Home;

  beforeAll(async () => {
    home = await factory.start();
  });
  afterAll(() => home.close());

  it.each(INSIGHT_TYPES)("generates a %s insight from the last 14 days", async (type) => {
    const insight = insightSchema.parse(
      await home.client.insights.generate.mutate({ insight_type: type, days: 14 }),
    );

    expect(insight).toMatchObject({
      user_id: home.userId,
      insight_type: type,
      date_range_end: home.today,
      helpful: null,
    });
    expect(insight.title.length).toBeGreaterThan(0);
    expect(insight.content.length).toBeGreaterThan(0);
    const [newest] = await home.client.insights.list.query({ limit: 1 });
    expect(newest).toEqual(insight);
  });

  it("lists newest first, at most the limit", async () => {
    const listed = await home.client.insights.list.query({ limit: 3 });
    expect(listed).toHaveLength(3);
    const created = listed.map((insight) => insight.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(listed.map((insight) => insight.insight_type)).toEqual([
      "trend_analysis",
      "burnout_alert",
      "weekly_summary",
    ]);
  });

  it("records feedback and keeps it", async () => {
    const [target] = await home.client.insights.list.query({ limit: 1 });
    if (!target) throw new Error("an insight was generated above");

    const rated = await home.client.insights.feedback.mutate({
      id: target.id,
      helpful: false,
      feedback: "Too vague",
    });

    expect(rated).toMatchObject({ id: target.id, helpful: false, feedback: "Too vague" });
    const [again] = await home.client.insights.list.query({ limit: 1 });
    expect(again).toMatchObject({ helpful: false });
  });

  it("deletes an insight; a second delete and feedback on it say it is not found", async () => {
    const [target] = await home.client.insights.list.query({ limit: 1 });
    if (!target) throw new Error("an insight was generated above");

    expect(await home.client.insights.delete.mutate({ id: target.id })).toEqual({
      message: "Insight deleted",
    });

    const listed = await home.client.insights.list.query({ limit: 100 });
    expect(listed.some((insight) => insight.id === target.id)).toBe(false);
    const notFound = { code: "NOT_FOUND", httpStatus: 404, detail: "Insight not found" };
    expect(await trpcFailure(home.client.insights.delete.mutate({ id: target.id }))).toEqual(notFound);
    expect(await trpcFailure(home.client.insights.feedback.mutate({ id: target.id, helpful: true }))).toEqual(
      notFound,
    );
  });
});
