// Fuzzing every procedure of the contracts over /api/trpc, the transport the web app uses:
// queries by GET, mutations by POST, inputs derived from the zod schemas. Valid inputs succeed
// or fail for a listed business reason, mutated ones get a 4xx with `error.data.detail`,
// nothing answers 5xx, and a failed call changes none of the caller's rows.
import { PROCEDURE_NAMES, type ProcedureName, procedures } from "@evenkeel/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validInputOf } from "./support/arbitraries.ts";
import {
  assertProperty,
  brief,
  callAndCheck,
  expectNoProblems,
  type FuzzWorld,
  runsFor,
  startFuzzWorld,
} from "./support/fuzz-fixture.ts";
import { mutatedInputOf } from "./support/fuzz-hostile-inputs.ts";
import { sendTrpc } from "./support/fuzz-requests.ts";

let world: FuzzWorld;
beforeAll(async () => {
  world = await startFuzzWorld();
});
afterAll(() => world.server.close());

function inputsFor(name: ProcedureName): fc.Arbitrary<unknown> {
  const schema = procedures[name].input;
  const valid = validInputOf(schema);
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: valid, weight: 2 },
    { arbitrary: mutatedInputOf(schema), weight: 3 },
  ];
  if (name === "insights.feedback" || name === "insights.delete") {
    const withInsightId = valid.map((input) => ({ ...(input as object), id: world.insightId }));
    choices.push({ arbitrary: withInsightId, weight: 1 });
  }
  return fc.oneof(...choices);
}

describe("every tRPC procedure, fuzzed", () => {
  it.each(PROCEDURE_NAMES.map((name) => [name, procedures[name].type] as const))(
    "%s (%s) answers valid and mutated inputs as the contract says",
    async (name) => {
      await assertProperty(
        fc.asyncProperty(inputsFor(name), async (input) => {
          const { answer, problems } = await callAndCheck(world, name, 200, (token) =>
            sendTrpc(world.server.url, name, input, token),
          );
          expectNoProblems(brief(input), answer.status, problems);
        }),
        runsFor(name),
      );
    },
  );

  it("left Object.prototype unpolluted", () => {
    expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);
  });
});
