// Reads a V8 .cpuprofile (from `npm run bench -- --cpu-prof`) and prints where the time went:
// self time by function and by package, and inclusive time of the heaviest functions.
// Usage: npx tsx bench/profile-summary.ts bench/results/profiles/evenkeel-….cpuprofile [top]
import fs from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error("usage: tsx bench/profile-summary.ts <file.cpuprofile> [top]");
const top = Number(topArg ?? 30);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

// Time per sample: the delta that follows it.
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
  selfMs.set(id, (selfMs.get(id) ?? 0) + ms);
});
const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);

function where(node: ProfileNode): string {
  const url = node.callFrame.url.replace(/^file:\/\//, "");
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const local = /\/(apps|packages)\/([^/]+)\//.exec(url);
  if (local) return `${local[1]}/${local[2]}`;
  return url === "" ? "(native/vm)" : url.startsWith("node:") ? "node:internal" : "other";
}
const label = (node: ProfileNode) => {
  const short = node.callFrame.url.split("/").slice(-2).join("/");
  return `${node.callFrame.functionName || "(anonymous)"} ${short}:${node.callFrame.lineNumber + 1}`;
};

const selfByFunction = new Map<string, number>();
const selfByPackage = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const node = byId.get(id);
  if (!node) continue;
  selfByFunction.set(label(node), (selfByFunction.get(label(node)) ?? 0) + ms);
  selfByPackage.set(where(node), (selfByPackage.get(where(node)) ?? 0) + ms);
  // Each function on the stack once, however often it recurses.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at);
    if (!frame) break;
    const name = label(frame);
    if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    seen.add(name);
  }
}

function print(title: string, entries: Map<string, number>, count: number) {
  process.stdout.write(`\n${title}\n`);
  for (const [name, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    process.stdout.write(
      `${((ms / total) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}\n`,
    );
  }
}

process.stdout.write(`${file}: ${total.toFixed(0)} ms sampled\n`);
print("Self time by package", selfByPackage, 25);
print("Self time by function", selfByFunction, top);
print("Inclusive time by function", inclusive, top);
