// Writes vitest.durations.json from the durations vitest kept of its last run
// (node_modules/.vite/vitest/*/results.json): the suites of two seconds or more, longest first.
// vitest.sequencer.ts starts them first; run this after a whole `npm run test:unit`
// (docs/testing.md).
import fs from "node:fs";
import path from "node:path";

const cacheDir = "node_modules/.vite/vitest";
const MIN_MS = 2_000;

const caches = fs.existsSync(cacheDir)
  ? fs.readdirSync(cacheDir).map((hash) => path.join(cacheDir, hash, "results.json"))
  : [];
const latest = caches
  .filter((file) => fs.existsSync(file))
  .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
if (!latest) {
  console.error(`test-durations: no results.json under ${cacheDir}; run npm run test:unit first`);
  process.exit(1);
}
const { results } = JSON.parse(fs.readFileSync(latest, "utf8"));
const seconds = Object.fromEntries(
  results
    .filter(([, result]) => (result.duration ?? 0) >= MIN_MS)
    .sort(([, a], [, b]) => b.duration - a.duration)
    .map(([key, result]) => [key, Math.round(result.duration / 100) / 10]),
);
fs.writeFileSync("vitest.durations.json", `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`test-durations: ${Object.keys(seconds).length} suites from ${latest}`);
