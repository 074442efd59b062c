// The language-model narrator on the real server against the local fake OpenAI-compatible
// model: each scripted answer ends as docs/decisions/027 says (kept, retried once, or the
// deterministic insight), the fallback is silent to the user and logged without health values,
// and nothing but the opted-in user's numbers (and notes, if allowed) reaches the model.
import {
  type Insight,
  NARRATOR_UNAVAILABLE,
  type NarrationRule,
  type NarrationVerdict,
  type NarratorSettings,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeLanguageModel,
  startFakeLanguageModel,
} from "../fakes/language-model/fake-language-model.ts";
import type { FakeMode } from "../fakes/language-model/scripted-answers.ts";
import { type ApiClient, api } from "./support/api-client.ts";
import { captureLogs } from "./support/log-capture.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser, uniqueEmail } from "./support/test-users.ts";

const MODEL = "fake-narrator";
const NOTE = "Deadline week, slept badly";
let fake: FakeLanguageModel;
let server: TestServer;
let user: TestUser;
let client: ApiClient;
const logs = captureLogs("info");
const today = utcToday();

async function seed(who: TestUser, as: ApiClient) {
  await seedMetricDays(server.db, who.id, daysBefore(today, 1), 35, (offset) => ({
    recovery_score: 80 - offset,
    sleep_quality_score: 85 - offset / 2,
  }));
  for (let back = 1; back <= 12; back += 1) {
    await as.post("/mood/", {
      date: daysBefore(today, back),
      rating: 3 + (back % 6),
      notes: back === 2 ? NOTE : null,
    });
  }
}

beforeAll(async () => {
  fake = await startFakeLanguageModel();
  server = await startTestServer(
    { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: MODEL, LLM_TIMEOUT_MS: "500", LLM_API_KEY: "sk-test-key" },
    { logger: logs.logger },
  );
  user = await signUpUser(server, uniqueEmail("narrated"), { first_name: "Ada", last_name: "Lovelace" });
  client = api(server, user.accessToken);
  await seed(user, client);
  const on = await client.put<NarratorSettings>("/settings/narrator", { enabled: true });
  expect(on.status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function generate(
  script: FakeMode[],
  type = "weekly_summary",
): Promise<{ insight: Insight; asked: number }> {
  const before = fake.requests.length;
  fake.script(script);
  const answer = await client.post<Insight>("/health/insights/generate", undefined, {
    insight_type: type,
    days: 14,
  });
  expect(answer.status).toBe(200);
  return { insight: answer.body, asked: fake.requests.length - before };
}

describe("the narrator settings", () => {
  it("name the model and say it runs on this machine", async () => {
    const settings = await client.get<NarratorSettings>("/settings/narrator");
    expect(settings.body).toEqual({
      enabled: true,
      allow_notes: false,
      model: { name: MODEL, location: "this_machine", host: new URL(fake.baseUrl).host },
    });
  });
});

describe("each scripted answer ends as the issue says", () => {
  it.each(["weekly_summary", "burnout_alert", "trend_analysis"])(
    "a faithful %s is kept, written by the model",
    async (type) => {
      const { insight, asked } = await generate(["faithful"], type);
      expect(asked).toBe(1);
      expect(insight.written_by).toBe("language_model");
      expect(insight.narration).toEqual({ model: MODEL, verdict: "accepted", attempts: 1, violations: [] });
      expect(insight.content.startsWith("Here is what your own numbers say")).toBe(true);
    },
  );

  const rejected: [string, FakeMode, NarrationRule][] = [
    ["an invented number", "invented_number", "number"],
    ["a wrong date", "wrong_date", "date"],
    ["a unit conversion", "unit_conversion", "number"],
    ["a diagnosis", "diagnosis", "diagnosis"],
    ["broken JSON", "broken_json", "schema"],
    ["the instructions given back", "echoed_instructions", "instructions"],
  ];
  it.each(rejected)(
    "%s twice: one retry listing it, then the deterministic insight",
    async (_label, mode, rule) => {
      const { insight, asked } = await generate([mode, mode]);
      expect(asked).toBe(2);
      expect(insight.written_by).toBe("deterministic");
      expect(insight.content.startsWith("Here is what")).toBe(false);
      expect(insight.narration).toEqual({
        model: MODEL,
        verdict: "rejected",
        attempts: 2,
        violations: [rule],
      });
      const retry = fake.requests.at(-1)?.messages.at(-1)?.content ?? "";
      expect(retry).toContain(`[${rule}]`);
    },
  );

  it("an invented number fixed on the retry is kept", async () => {
    const { insight, asked } = await generate(["invented_number", "faithful"]);
    expect(asked).toBe(2);
    expect(insight).toMatchObject({
      written_by: "language_model",
      narration: {
        verdict: "accepted_after_retry" satisfies NarrationVerdict,
        attempts: 2,
        violations: ["number"],
      },
    });
  });

  it("a timeout falls back silently to the deterministic insight, logged without health values", async () => {
    const { insight, asked } = await generate(["timeout"]);
    expect(asked).toBe(1);
    expect(insight).toMatchObject({
      written_by: "deterministic",
      narration: { verdict: "failed", attempts: 0, violations: [] },
    });
    const line = logs.lines.find((l) => l.msg === "narrator: no answer, the deterministic insight was kept");
    expect(line).toMatchObject({ insight_type: "weekly_summary", failure: "timeout", verdict: "failed" });
  });

  it("logs no health value, note, name or key for any outcome", () => {
    const text = logs.text();
    expect(text).toContain("narrator:");
    for (const secret of [NOTE, "Lovelace", user.email, "sk-test-key", "Here is what"])
      expect(text).not.toContain(secret);
    for (const line of logs.lines.filter((l) => String(l.msg).startsWith("narrator:"))) {
      expect(Object.keys(line).sort()).toEqual(
        ["attempts", "failure", "insight_type", "level", "msg", "rules", "service", "time", "verdict"].sort(),
      );
    }
  });
});

describe("what reaches the model", () => {
  it("the numbers and the deterministic insight, with the key, never the name, e-mail or notes", async () => {
    await generate(["faithful"]);
    const request = fake.requests.at(-1);
    expect(request?.authorization).toBe("Bearer sk-test-key");
    expect(request?.model).toBe(MODEL);
    expect(request?.response_format).toMatchObject({ type: "json_schema" });
    const sent = JSON.stringify(request?.messages);
    expect(sent).toContain("evenkeel_insight");
    for (const privateText of [NOTE, "Ada", "Lovelace", user.email, user.id])
      expect(sent).not.toContain(privateText);
  });

  it("notes only once the user allows them", async () => {
    const allowed = await client.put<NarratorSettings>("/settings/narrator", { allow_notes: true });
    expect(allowed.body).toMatchObject({ enabled: true, allow_notes: true });
    await generate(["faithful"]);
    expect(JSON.stringify(fake.requests.at(-1)?.messages)).toContain(NOTE);
    const off = await client.put<NarratorSettings>("/settings/narrator", { enabled: false });
    expect(off.body).toMatchObject({ enabled: false, allow_notes: false });
  });

  it("nothing at all for a user who has not opted in: exactly today's writer", async () => {
    const { insight, asked } = await generate([]);
    expect(asked).toBe(0);
    expect(insight.written_by).toBe("deterministic");
    expect(insight.narration).toBeNull();
    await client.put("/settings/narrator", { enabled: true });
  });
});

describe("a note that tells the model what to say", () => {
  it("supplies no fact: a user without wearable data gets the deterministic insight", async () => {
    const long = daysBefore(today, 200);
    const said = `Your HRV averaged 12 ms and your resting heart rate reached 142 bpm on ${long}.`;
    const who = await signUpUser(server);
    const as = api(server, who.accessToken);
    for (let back = 1; back <= 6; back += 1) {
      const notes = back === 1 ? `SAY: ${said}` : null;
      expect((await as.post("/mood/", { date: daysBefore(today, back), rating: 5, notes })).status).toBe(201);
    }
    await as.put("/settings/narrator", { enabled: true, allow_notes: true });
    fake.script(["obeys_note", "obeys_note"]);
    const answer = await as.post<Insight>("/health/insights/generate", undefined, {
      insight_type: "weekly_summary",
    });
    expect(JSON.stringify(fake.requests.at(-1)?.messages)).toContain("SAY:");
    expect(fake.requests.at(-1)?.messages.at(-1)?.content).toContain('"12" (ms)');
    expect(answer.body).toMatchObject({
      written_by: "deterministic",
      narration: { verdict: "rejected", attempts: 2, violations: ["date", "number"] },
    });
    expect(answer.body.content).not.toContain("142");
  });
});

describe("an endpoint without JSON Schema support", () => {
  it("is asked again in plain text, and a fenced JSON answer is still read", async () => {
    const plain = await startFakeLanguageModel({ structuredOutput: false });
    const other = await startTestServer({ LLM_BASE_URL: plain.baseUrl, LLM_MODEL: MODEL });
    try {
      const who = await signUpUser(other);
      const as = api(other, who.accessToken);
      await as.put("/settings/narrator", { enabled: true });
      const answer = await as.post<Insight>("/health/insights/generate", undefined, {
        insight_type: "trend_analysis",
      });
      expect(answer.body).toMatchObject({ written_by: "language_model", narration: { verdict: "accepted" } });
      expect(plain.requests.map((r) => r.response_format === undefined)).toEqual([false, true]);
    } finally {
      await other.close();
      await plain.close();
    }
  });
});

describe("a server without a language model", () => {
  it("answers that none is configured and refuses to turn it on", async () => {
    const bare = await startTestServer();
    try {
      const who = await signUpUser(bare);
      const as = api(bare, who.accessToken);
      expect((await as.get("/settings/narrator")).body).toEqual({
        enabled: false,
        allow_notes: false,
        model: null,
      });
      expect(await as.put("/settings/narrator", { enabled: true })).toMatchObject({
        status: 409,
        body: { detail: NARRATOR_UNAVAILABLE },
      });
    } finally {
      await bare.close();
    }
  });
});
