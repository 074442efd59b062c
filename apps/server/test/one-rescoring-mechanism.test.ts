// One way to rescore (docs/decisions/042-one-way-to-rescore.md): every writer of a day's data
// hands its change to the router's services/rescoring.ts, which scores the days the change can
// move at once or queues them on the history-rescoring job (file imports and restored exports
// queue their days through it; score upgrades are the job finding another version). Checked on the source: each writer calls the mechanism, and
// nothing else scores days or fills the queue. packages/demo-store's one-rescoring-mechanism test
// watches the mechanism at work while the router writes moods and syncs.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SOURCE_DIRS = ["apps/server/src", "packages/domain/src", "packages/demo-store/src"];
const MECHANISM = "packages/domain/src/router/services/rescoring.ts";

function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : productionFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = new Map(
  SOURCE_DIRS.flatMap((dir) => productionFiles(path.join(ROOT, dir))).map((file) => [
    path.relative(ROOT, file),
    fs.readFileSync(file, "utf8"),
  ]),
);

function filesMatching(pattern: RegExp): string[] {
  return [...sources].filter(([, text]) => pattern.test(text)).map(([file]) => file);
}

/** Each writer, and the entry point of the mechanism it must call. */
const WRITERS: [string, string, RegExp][] = [
  ["a mood write", "packages/domain/src/router/procedures/mood.ts", /\bchangeDayAndRescore\(/],
  ["a one-tap check-in", "packages/domain/src/router/procedures/outreach.ts", /\bchangeDayAndRescore\(/],
  [
    "a manual sync and a connection's backfill",
    "packages/domain/src/router/procedures/wearable.ts",
    /\brescoreSync\(/,
  ],
  ["a changed preferred source", "packages/domain/src/router/procedures/health.ts", /\brescoreChange\(/],
  [
    "a background sync and a webhook",
    "apps/server/src/wearables/core/integration.ts",
    /\brescoreSync\([\s\S]*\brescoreSync\(/,
  ],
  ["a file import", "apps/server/src/imports/import-runner.ts", /\brescoreChange\([^)]*"background"\)/],
  [
    "restoring an export",
    "packages/domain/src/export/import-export.ts",
    /\brescoreChange\([^)]*"background"\)/,
  ],
];

describe("rescoring", () => {
  it("reads the production sources", () => {
    expect(sources.size).toBeGreaterThan(200);
    expect(sources.has(MECHANISM)).toBe(true);
  });

  it.each(WRITERS)("goes through the one mechanism for %s", (_writer, file, call) => {
    expect(sources.get(file) ?? "").toMatch(call);
  });

  it("scores days only in the mechanism, the queue's worker, and the score asked for today", () => {
    expect(filesMatching(/\brescoreDays\(/).sort()).toEqual([
      // The history-rescoring job: the queue's worker (upgrades, imports, queued changes).
      "apps/server/src/rescoring/history-rescoring.ts",
      // burnout.calculate: today's score, asked for by the user, not a change to rescore.
      "packages/domain/src/router/procedures/burnout.ts",
      MECHANISM,
      "packages/domain/src/router/services/scores.ts",
    ]);
  });

  it("fills the queue only through the rescoring port", () => {
    // The port's one implementation writes the queue; only the mechanism calls the port.
    expect(filesMatching(/score-rescoring\.repository[\s\S]*\bqueueRescoring\(/)).toEqual([
      "apps/server/src/router-ports.ts",
    ]);
    const callers = filesMatching(/historyRescoring\b/).filter(
      (file) => !file.endsWith("/router/ports.ts") && !file.endsWith("/demo-router.ts"),
    );
    expect(callers.sort()).toEqual(["apps/server/src/router-ports.ts", MECHANISM]);
  });

  it("has no second way left: no rescoring after a sync outside the mechanism", () => {
    expect(filesMatching(/\brescoreAfterChange\b|\brescoreInBackground\b|\brescoreSynced\b/)).toEqual([]);
  });
});
