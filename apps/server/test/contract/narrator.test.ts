// Contract: without a language model (the demo always, a server without LLM_BASE_URL) both homes
// answer the same narrator settings, refuse to turn it on with the same words, and write
// insights with the deterministic writer only.
import { NARRATOR_UNAVAILABLE } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcFailure } from "../support/trpc-client.ts";
import { HOMES, type Home } from "./homes/index.ts";

describe.each(HOMES)("narrator settings in the $name home", (factory) => {
  let home: Home;

  beforeAll(async () => {
    home = await factory.start();
  });
  afterAll(() => home.close());

  it("say no model is configured", async () => {
    expect(await home.client.narrator.settings.query()).toEqual({
      enabled: false,
      allow_notes: false,
      model: null,
    });
  });

  it("refuse to turn the narrator on, and change nothing", async () => {
    expect(await trpcFailure(home.client.narrator.updateSettings.mutate({ enabled: true }))).toEqual({
      code: "CONFLICT",
      httpStatus: 409,
      detail: NARRATOR_UNAVAILABLE,
    });
    expect((await home.client.narrator.settings.query()).enabled).toBe(false);
  });

  it("leave insights to the deterministic writer", async () => {
    const insight = await home.client.insights.generate.mutate({ insight_type: "weekly_summary" });
    expect(insight.written_by ?? "deterministic").toBe("deterministic");
    expect(insight.narration ?? null).toBeNull();
  });
});
