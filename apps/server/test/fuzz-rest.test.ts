// Fuzzing every REST route of the contracts' table with inputs derived from the zod schemas:
// valid inputs succeed or fail for a listed business reason; mutated ones (wrong types, huge
// or exotic strings, absurd numbers, malformed dates, missing and extra fields) and hostile
// path segments get a 4xx with a detail, never a 5xx; a failed call changes none of the
// caller's rows, and no request pollutes Object.prototype.
import { procedures, type RestRoute, restRoutes } from "@evenkeel/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validInputOf } from "./support/arbitraries.ts";
import {
  assertProperty,
  brief,
  callAndCheck,
  expectNoProblems,
  FUZZ_RUNS,
  type FuzzWorld,
  runsFor,
  startFuzzWorld,
} from "./support/fuzz-fixture.ts";
import { hostilePathSegment, mutatedInputOf } from "./support/fuzz-hostile-inputs.ts";
import { sendRest } from "./support/fuzz-requests.ts";
import { pngBytes } from "./support/media-fixtures.ts";

let world: FuzzWorld;
let png: Uint8Array;
beforeAll(async () => {
  world = await startFuzzWorld();
  png = new Uint8Array(await pngBytes(8, 8));
});
afterAll(() => world.server.close());

function inputsFor(route: RestRoute): fc.Arbitrary<unknown> {
  const schema = procedures[route.procedure].input;
  const valid = validInputOf(schema);
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: valid, weight: 2 },
    { arbitrary: mutatedInputOf(schema), weight: 3 },
  ];
  // Some valid calls should reach real records: the user's insight, a real picture.
  if (route.inputFrom.id === "path") {
    const withInsightId = valid.map((input) => ({ ...(input as object), id: world.insightId }));
    choices.push({ arbitrary: withInsightId, weight: 1 });
  }
  if (route.body === "multipart") {
    choices.push({ arbitrary: fc.constant({ file: { bytes: png } }), weight: 1 });
  }
  return fc.oneof(...choices);
}

describe("every REST route, fuzzed", () => {
  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s answers valid and mutated inputs as the contract says",
    async (_label, route) => {
      await assertProperty(
        fc.asyncProperty(inputsFor(route), async (input) => {
          const { answer, problems } = await callAndCheck(
            world,
            route.procedure,
            route.successStatus,
            (token) => sendRest(world.server.url, route, input, token),
          );
          expectNoProblems(brief(input), answer.status, problems);
        }),
        runsFor(route.procedure),
      );
    },
  );

  const withParams = restRoutes.filter((route) => Object.values(route.inputFrom).includes("path"));
  it.each(withParams.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s refuses hostile path segments with a 4xx and a detail",
    async (_label, route) => {
      const names = Object.entries(route.inputFrom).filter(([, source]) => source === "path");
      await assertProperty(
        fc.asyncProperty(
          validInputOf(procedures[route.procedure].input),
          fc.constantFrom(...names.map(([name]) => name)),
          hostilePathSegment,
          async (input, name, segment) => {
            const { answer, problems } = await callAndCheck(
              world,
              route.procedure,
              route.successStatus,
              (token) => sendRest(world.server.url, route, input, token, { [name]: segment }),
            );
            expectNoProblems(brief(segment), answer.status, problems);
          },
        ),
        Math.ceil(FUZZ_RUNS / 2),
      );
    },
  );

  it.each(withParams.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers a path segment of "." or "..", sent as written, as the contract says',
    async (_label, route) => {
      const names = Object.entries(route.inputFrom).filter(([, source]) => source === "path");
      for (const [name] of names) {
        for (const dots of [".", ".."]) {
          await fc.assert(
            fc.asyncProperty(validInputOf(procedures[route.procedure].input), async (input) => {
              const { answer, problems } = await callAndCheck(
                world,
                route.procedure,
                route.successStatus,
                (token) => sendRest(world.server.url, route, { ...(input as object), [name]: dots }, token),
              );
              expectNoProblems(dots, answer.status, problems);
            }),
            { numRuns: 1 },
          );
        }
      }
    },
  );

  it("left Object.prototype unpolluted", () => {
    expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);
  });
});
