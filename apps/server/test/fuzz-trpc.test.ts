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
import { hostilePathSegment, mutatedInputOf } from "./support/fuzz-hostile-inputs.ts";
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

function isMalformed(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
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

  // The review's probes first (malformed UTF-8 and a lone surrogate), then fuzzed segments: in
  // place of a procedure, after one, or in a batch; alone or after a procedure name.
  const reviewProbes = fc.constantFrom("%C0", "%ED%A0%80", "%E0%A4%A", "%", "%FF%FE");
  // Queries only: a batch runs its well-formed calls, and sign-out or erase would end the world.
  const queries = PROCEDURE_NAMES.filter((name) => procedures[name].type === "query");
  it.each(queries.map((name) => [name] as const))(
    "%s: a hostile procedure path never answers 5xx; a malformed percent-encoding answers 400",
    async (name) => {
      await assertProperty(
        fc.asyncProperty(
          fc.oneof(reviewProbes, hostilePathSegment),
          fc.constantFrom("alone", "suffix", "batch", "batch-get"),
          async (segment, shape) => {
            const path = {
              alone: segment,
              suffix: `${name}${segment}`,
              batch: `${name},${segment}?batch=1`,
              "batch-get": `${segment},${name}?batch=1&input=%7B%7D`,
            }[shape];
            const response = await fetch(`${world.server.url}/api/trpc/${path}`, {
              headers: { authorization: `Bearer ${world.user.accessToken}` },
            });
            const text = await response.text();
            const body = JSON.parse(text) as { detail?: unknown; error?: { data?: { detail?: unknown } } };
            const detail = body.detail ?? body.error?.data?.detail;
            const problems: string[] = [];
            if (response.status >= 500) problems.push(`answered ${response.status}: ${text.slice(0, 200)}`);
            if (isMalformed(segment) && (response.status !== 400 || typeof detail !== "string")) {
              problems.push(`a malformed encoding answered ${response.status}: ${text.slice(0, 200)}`);
            }
            expectNoProblems(`${shape} ${brief(segment)}`, response.status, problems);
          },
        ),
        Math.ceil(runsFor(name) / 2),
      );
    },
  );

  it("left Object.prototype unpolluted", () => {
    expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);
  });
});
