import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import knownDurations from "./vitest.durations.json" with { type: "json" };

/**
 * Seconds a suite took, keyed "project:path", for the suites of two seconds or more
 * (vitest.durations.json; how to refresh it: docs/testing.md).
 */
const SECONDS: Record<string, number> = knownDurations;

function keyOf(spec: TestSpecification): string {
  const relative = path.relative(spec.project.config.root, spec.moduleId).split(path.sep).join("/");
  return `${spec.project.name}:${relative}`;
}

/**
 * Starts the longest suites first, so that none of them starts last and keeps one worker busy
 * while the others have finished (docs/testing.md). A fresh clone has no duration cache of
 * vitest's own, and there vitest's order puts small files of a long project last: the fuzz
 * suites, a few kilobytes each, ran a minute at the end of the run.
 *
 * The files of one project stay together, since a worker that goes on with the same project
 * keeps its module graph (isolate: false); the projects come in the order of their longest
 * suite. Inside a project the known long suites come first, longest first, and the others keep
 * the order vitest's own sequencer gives them.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longestOfProject = new Map<string, number>();
    for (const spec of sorted) {
      const seconds = SECONDS[keyOf(spec)] ?? 0;
      const name = spec.project.name;
      longestOfProject.set(name, Math.max(longestOfProject.get(name) ?? 0, seconds));
    }
    const projectOrder = [...longestOfProject.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    // Array.prototype.sort is stable: equal keys keep vitest's order.
    return sorted.sort(
      (a, b) =>
        projectOrder.indexOf(a.project.name) - projectOrder.indexOf(b.project.name) ||
        (SECONDS[keyOf(b)] ?? 0) - (SECONDS[keyOf(a)] ?? 0),
    );
  }
}
