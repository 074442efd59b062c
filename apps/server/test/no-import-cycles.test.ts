// No import cycle among the production files of packages/contracts and packages/domain: two
// modules that need the same piece import it from a module below both (as burnout/day-values.ts
// and the messages/<feature>.ts files are). The import graph counts every `import`, `import type`,
// `export … from` and `import("…")` of a relative path. TypeScript 7 ships no stable JavaScript
// API to list them, and no maintained cycle finder is installed, so the statements are read here:
// biome's formatting starts each one at the beginning of a line. Cycles are the graph's strongly
// connected components (Tarjan's algorithm).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const CHECKED_DIRS = ["packages/contracts/src", "packages/domain/src"];

/** Every production source file under `dir`: tests and testing folders left out. */
function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : productionFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// The clause between the keyword and `from` holds only names, braces, commas, `*` and spaces.
const STATEMENT = /^(?:import|export)\s[\w$*{},\s]*?\bfrom\s*["']([^"'\s]+)["']/gm;
const SIDE_EFFECT = /^import\s*["']([^"'\s]+)["']/gm;
const DYNAMIC = /\bimport\(\s*["']([^"'\s]+)["']\s*\)/g;

/** What a module's import and re-export statements name, in order. */
function importedSpecifiers(text: string): string[] {
  return [STATEMENT, SIDE_EFFECT, DYNAMIC].flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => match[1] as string),
  );
}

/** The files of `sources` each one imports by a relative path (other packages are left out). */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const resolve = (from: string, specifier: string): string | null => {
    const base = path.resolve(path.dirname(from), specifier);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
    return candidates.find((file) => sources.has(file)) ?? null;
  };
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = importedSpecifiers(text)
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles of `graph`: each strongly connected component of more than one file, or a file importing itself. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe("import cycles", () => {
  it("are found by the check: a type-only import closing a loop counts", () => {
    const sources = new Map([
      ["/p/a.ts", 'import { b } from "./b.ts";\nexport const a = b;'],
      ["/p/b.ts", 'import type { C } from "./dir/c.ts";\nexport const b = 1;'],
      ["/p/dir/c.ts", 'export type { A } from "../a";\nexport type C = number;'],
      ["/p/d.ts", 'import { a } from "./a.ts";\nimport { z } from "zod";\nexport const d = [a, z];'],
      ["/p/e.ts", 'import "./e.ts";\nexport const e = 1;'],
      ["/p/f.ts", 'export const f = "read from";\nexport const g = () => import("./d.ts");'],
      ["/p/g.ts", 'import {\n  type A,\n  b as c,\n} from "./f.ts";\nexport * from "./g.ts";'],
    ]);
    expect(importCycles(importGraph(sources))).toEqual([
      ["/p/a.ts", "/p/b.ts", "/p/dir/c.ts"],
      ["/p/e.ts"],
      ["/p/g.ts"],
    ]);
  });

  it.each(CHECKED_DIRS)("there are none among the production files of %s", (dir) => {
    const files = productionFiles(path.join(ROOT, dir));
    expect(files.length).toBeGreaterThan(20);
    const sources = new Map(files.map((file) => [file, fs.readFileSync(file, "utf8")]));
    const cycles = importCycles(importGraph(sources)).map((cycle) =>
      cycle.map((file) => path.relative(ROOT, file)).join(" ↔ "),
    );
    expect(cycles).toEqual([]);
  });
});
