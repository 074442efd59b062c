// The browser tests run the server and the fakes as plain JavaScript: each process of the stack
// (three servers, four fakes) would otherwise pass every module through tsx's loader at start,
// about a second of CPU each on a 2-core machine, and keep the loader thread busy while the
// tests run. esbuild (what tsx itself runs on) bundles the same sources once per run, in the
// runner, so a spec always meets the code of the worktree. npm packages stay outside the
// bundle and load from node_modules as they do under tsx; only the workspace packages
// (@evenkeel/*, published as TypeScript) and the app's own modules are bundled.
// See docs/testing.md.
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

const REPO_ROOT = path.resolve(import.meta.dirname, "../../../..");
/** Inside the repository, so that the bundles' npm imports resolve from its node_modules. */
export const SERVER_BUNDLE_DIR = path.join(REPO_ROOT, "node_modules/.cache/evenkeel-e2e");

/** The bundles, by the name of their .mjs file in SERVER_BUNDLE_DIR. */
const ENTRIES = {
  server: "apps/server/src/main.ts",
  // read-export-worker.ts starts its worker from "./read-export-boot.mjs" beside its own
  // module: in the bundle that is the job itself, already JavaScript, with no tsx to register.
  "read-export-boot": "apps/server/src/exports/read-export-job.ts",
  "fake-whoop": "apps/server/fakes/whoop/main.ts",
  "fake-oura": "apps/server/fakes/oura/main.ts",
  "fake-language-model": "apps/server/fakes/language-model/main.ts",
  "fake-google-health": "apps/server/fakes/google-health/main.ts",
} as const;

export type BundleName = keyof typeof ENTRIES;

function readDependencies(manifest: string): string[] {
  const json = JSON.parse(fs.readFileSync(manifest, "utf8")) as Record<
    string,
    Record<string, string> | undefined
  >;
  return [...Object.keys(json.dependencies ?? {}), ...Object.keys(json.devDependencies ?? {})];
}

/** Every npm package a workspace names: loaded from node_modules, never bundled. */
function npmPackages(): string[] {
  const manifests = [
    path.join(REPO_ROOT, "package.json"),
    ...["apps", "packages"].flatMap((group) =>
      fs
        .readdirSync(path.join(REPO_ROOT, group))
        .map((name) => path.join(REPO_ROOT, group, name, "package.json"))
        .filter((file) => fs.existsSync(file)),
    ),
  ];
  const names = new Set(manifests.flatMap(readDependencies));
  return [...names].filter((name) => !name.startsWith("@evenkeel/"));
}

/** Builds every bundle into SERVER_BUNDLE_DIR (about a second) and answers the folder. */
export function buildServerBundles(): string {
  buildSync({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, entry]) => [name, path.join(REPO_ROOT, entry)]),
    ),
    outdir: SERVER_BUNDLE_DIR,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: npmPackages(),
    logLevel: "error",
  });
  return SERVER_BUNDLE_DIR;
}

/** The command that runs one bundle with node (no loader hooks), after `nodeFlags`. */
export function bundleCommand(name: BundleName, dir: string, nodeFlags = ""): string {
  return `node ${nodeFlags}${JSON.stringify(path.join(dir, `${name}.mjs`))}`;
}
