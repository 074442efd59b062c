// The diagnosis rule against every way of telling a person they have a condition that a model
// has written or might write, and against the sentences Evenkeel itself needs: its score's name,
// denials, doubt, and plain descriptions of numbers (docs/narrator.md, "Never a diagnosis").
import { describe, expect, it } from "vitest";
import { diagnosisIn } from "./diagnosis.ts";

const DIAGNOSES: readonly string[] = [
  "Honestly, you're burning out.",
  "You are burning out.",
  "You're burnt out.",
  "You are burned out, plain and simple.",
  "You sound burnt-out this week.",
  "You are experiencing burnout.",
  "You have burnout.",
  "You've got burnout.",
  "This is burnout.",
  "Classic burnout.",
  "These numbers mean you have burnout.",
  "You're heading for burnout.",
  "You're on the verge of burning out.",
  "You will burn out if this goes on.",
  "Your burn-out is showing in every number.",
  "The burnout you're feeling is real.",
  "You are showing signs of burnout syndrome.",
  "No wonder you're burnt out.",
  "There is no doubt: you're burning out.",
  "You're not sleeping well and you're burning out.",
  "You're depressed.",
  "You seem depressed this week.",
  "This pattern looks like depression.",
  "You may be suffering from depression.",
  "This could be a depressive episode.",
  "You might be clinically depressed.",
  "You have an anxiety disorder.",
  "Your anxiety is getting worse.",
  "You're showing symptoms of anxiety.",
  "These are the signs of a panic disorder.",
  "You're having panic attacks.",
  "You have insomnia.",
  "This looks like sleep apnea.",
  "You may have a mood disorder.",
  "You could have PTSD.",
  "You might be bipolar.",
  "You've developed chronic fatigue.",
  "This is a mental illness.",
  "You have a mental health condition.",
  "You're dealing with emotional exhaustion.",
  "This is textbook overtraining syndrome.",
  "You're exhibiting classic signs of burnout.",
  "You're having a breakdown.",
  "This could be chronic stress syndrome.",
  "You might be developing an illness.",
  "You may be living with a sleep condition.",
  "It's not hard to see that you're burning out.",
  "There's no denying you are burnt out.",
  "We can't ignore the depression in these numbers.",
  "My diagnosis: you need rest.",
];

const DESCRIPTIONS: readonly string[] = [
  "This is not a diagnosis.",
  "Evenkeel is not a medical service.",
  "Your burnout risk score on Mar 20 was 21.5 (low).",
  "Burnout check: low risk, your numbers look steady.",
  "Your burnout-risk score fell this week.",
  "This does not mean you are burning out.",
  "These numbers cannot tell whether you have burnout.",
  "If you feel burnt out, talk to someone you trust.",
  "There is no sign of burnout in a single week of numbers.",
  "Your numbers look like strain: sleep is down and mood is lower than usual.",
  "You slept 6.1 h a night, 0.9 h under your usual 7.0 h.",
  "Numbers cannot tell the whole story: please consider talking to a licensed mental-health professional.",
];

describe("diagnosisIn", () => {
  it(`catches each of ${DIAGNOSES.length} ways of telling a person they have a condition`, () => {
    expect(DIAGNOSES.length).toBeGreaterThanOrEqual(30);
    const missed = DIAGNOSES.filter((sentence) => diagnosisIn(sentence) === null);
    expect(missed).toEqual([]);
  });

  it("lets through Evenkeel's own terms, denials, doubt and descriptions of numbers", () => {
    const flagged = DESCRIPTIONS.map((sentence) => [sentence, diagnosisIn(sentence)]).filter(
      ([, phrase]) => phrase !== null,
    );
    expect(flagged).toEqual([]);
  });

  it("names the words at fault, for the retry", () => {
    expect(diagnosisIn("Honestly, you're burning out.")).toBe("burning out");
    expect(diagnosisIn("You might be clinically depressed.")).toBe("clinically depressed");
  });
});
