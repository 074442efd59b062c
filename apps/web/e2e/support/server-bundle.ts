// The browser tests run the server and the fakes as plain JavaScript, bundled by the same
// function as `npm run build` of apps/server (apps/server/build/bundle.ts, docs/decisions/057), once
// per run in the runner, so a spec always meets the code of the worktree. The fakes are test and
// development machinery: they are bundled here only. See docs/testing.md.
import path from "node:path";
import { bundleEntries, REPO_ROOT, SERVER_ENTRIES } from "../../../server/build/bundle";

/** Inside the repository, so that the bundles' npm imports resolve from its node_modules. */
export const SERVER_BUNDLE_DIR = path.join(REPO_ROOT, "node_modules/.cache/evenkeel-e2e");

/** The bundles, by the name of their .mjs file in SERVER_BUNDLE_DIR. */
const ENTRIES = {
  ...SERVER_ENTRIES,
  "fake-whoop": "apps/server/fakes/whoop/main.ts",
  "fake-oura": "apps/server/fakes/oura/main.ts",
  "fake-language-model": "apps/server/fakes/language-model/main.ts",
  "fake-google-health": "apps/server/fakes/google-health/main.ts",
} as const;

export type BundleName = keyof typeof ENTRIES;

/** Builds every bundle into SERVER_BUNDLE_DIR (about a second) and answers the folder. */
export function buildServerBundles(): string {
  bundleEntries(ENTRIES, SERVER_BUNDLE_DIR);
  return SERVER_BUNDLE_DIR;
}

/** The command that runs one bundle with node (no loader hooks), after `nodeFlags`. */
export function bundleCommand(name: BundleName, dir: string, nodeFlags = ""): string {
  return `node ${nodeFlags}${JSON.stringify(path.join(dir, `${name}.mjs`))}`;
}
