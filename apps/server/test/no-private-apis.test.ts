// Production code uses only the public, documented APIs of the libraries it depends on
// (docs/decisions/040-reads-through-the-stock-stack.md): no tRPC core marked "do not import", no `_def` or `_zod` internals of
// tRPC or zod, and no code generated at run time. Tests may look inside a schema (the fuzzers
// derive inputs from zod's definitions); the product may not.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SOURCE_DIRS = [
  "apps/server/src",
  "apps/web/src",
  "packages/contracts/src",
  "packages/domain/src",
  "packages/demo-store/src",
];
const FORBIDDEN: [RegExp, string][] = [
  [/unstable-core-do-not-import/, "tRPC's private core"],
  [/\._def\b/, "a tRPC internal (_def)"],
  [/\._zod\b/, "a zod internal (_zod)"],
  [/\bnew Function\s*\(/, "code generated at run time"],
];

/** Every production source file: .ts and .tsx under the source folders, tests and test folders left out. */
function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "testing" || entry.name === "test" ? [] : productionFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("production code", () => {
  const files = SOURCE_DIRS.flatMap((dir) => productionFiles(path.join(ROOT, dir)));

  it("is found", () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it("uses no private API of its libraries and generates no code", () => {
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return FORBIDDEN.filter(([pattern]) => pattern.test(text)).map(
        ([, what]) => `${path.relative(ROOT, file)}: ${what}`,
      );
    });
    expect(found).toEqual([]);
  });
});
