// Production code never loads test code: every relative import under apps/server/src (static,
// dynamic or re-export) resolves outside apps/server/test. The local fakes `npm run dev` starts
// live in apps/server/fakes for this reason (docs/wearables.md, "Local fakes").
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(SERVER, "src");
const TESTS = path.join(SERVER, "test");
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The imports of `text` (relative to `file`) that land in the test folder. */
function testImportsOf(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[1] as string)
    .filter((specifier) => specifier.startsWith("."))
    .filter((specifier) => {
      const target = path.resolve(path.dirname(file), specifier);
      return target === TESTS || target.startsWith(`${TESTS}${path.sep}`);
    });
}

describe("apps/server/src", () => {
  const files = sourceFiles(SOURCE);

  it("is found", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("recognises an import from test/ when it sees one", () => {
    const file = path.join(SOURCE, "dev-fakes.ts");
    expect(testImportsOf(file, 'const m = await import("../test/fakes/x.ts");')).toEqual([
      "../test/fakes/x.ts",
    ]);
    expect(testImportsOf(file, 'import { a } from "../test/support/a.ts";')).toEqual([
      "../test/support/a.ts",
    ]);
    expect(testImportsOf(file, 'import { a } from "../fakes/a.ts";')).toEqual([]);
  });

  it("imports nothing from apps/server/test", () => {
    const found = files.flatMap((file) =>
      testImportsOf(file, fs.readFileSync(file, "utf8")).map(
        (specifier) => `${path.relative(SERVER, file)} → ${specifier}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
