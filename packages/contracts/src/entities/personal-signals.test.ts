// The answer of burnout.personalSignals (docs/decisions/052-personal-signals-shown-not-scored.md):
// three named signals, each with its standing, a correlation from −1 to 1 (or none yet) and the
// days it rests on, and the sentence the Insights page shows.
import { describe, expect, it } from "vitest";
import { procedures } from "../procedures.ts";
import { validOutputs } from "../testing/call-examples.ts";
import { personalSignalsSchema } from "./personal-signals.ts";

const answer = validOutputs["burnout.personalSignals"];

describe("burnout.personalSignals", () => {
  it("is a signed-in query that takes nothing and answers the summary with its sentence", () => {
    const call = procedures["burnout.personalSignals"];
    expect(call).toMatchObject({ type: "query", auth: "user" });
    expect(call.input.parse(undefined)).toEqual({});
    expect(call.output).toBe(personalSignalsSchema);
    expect(personalSignalsSchema.parse(answer)).toEqual(answer);
  });

  it("accepts a summary with too few days: no standing and no figure yet", () => {
    const notYet = {
      date: "2024-04-30",
      signals: answer.signals.map((s) => ({ ...s, preceded: null, association: null, days: 3 })),
      days: 3,
      sentence: "Not enough check-ins yet to tell which signals come before your low days (3 of 14 days).",
    };
    expect(personalSignalsSchema.parse(notYet)).toEqual(notYet);
  });

  it.each([
    ["an unknown signal", { signals: [{ signal: "steps", preceded: true, association: 0.2, days: 20 }] }],
    [
      "a correlation above 1",
      { signals: [{ signal: "low_hrv", preceded: true, association: 1.2, days: 20 }] },
    ],
    ["a fractional day count", { days: 4.5 }],
    ["a missing sentence", { sentence: "" }],
    ["an impossible date", { date: "2024-02-30" }],
    ["a fourth signal", { signals: [...answer.signals, answer.signals[0]] }],
  ])("refuses %s", (_label, change) => {
    expect(personalSignalsSchema.safeParse({ ...answer, ...change }).success).toBe(false);
  });
});
