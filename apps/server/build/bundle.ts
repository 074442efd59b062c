// The server as plain JavaScript (docs/decisions/057-server-runs-compiled.md): esbuild bundles
// the app's own modules and the workspace packages (@evenkeel/*, published as TypeScript) into
// one file per entry; npm packages stay outside and load from node_modules. `npm run build`
// writes apps/server/dist, which `npm start` and `npm run serve` run; the browser tests bundle
// the fakes the same way (apps/web/e2e/support/server-bundle.ts). Each file is written beside
// its final name and renamed into place, so a process starting meanwhile never reads half of it.
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");
/** Where `npm run build` writes the server's bundles. */
export const SERVER_DIST_DIR = path.join(REPO_ROOT, "apps/server/dist");

/** The server's entries, by the name of their .mjs file. */
export const SERVER_ENTRIES = {
  server: "apps/server/src/main.ts",
  start: "apps/server/src/start.ts",
  // read-export-worker.ts starts its worker from "./read-export-boot.mjs" beside its own
  // module: in a bundle that is the job itself, already JavaScript, with no tsx to register.
  "read-export-boot": "apps/server/src/exports/read-export-job.ts",
} as const;

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

/**
 * Bundles each entry (name → path from the repository root) into `outdir`/<name>.mjs. Not
 * minified, so a stack trace still reads: each module's code sits under a "// src/…" line with
 * its own names (no source maps: Node's would slow every Error.stack read in production).
 */
export function bundleEntries(entries: Readonly<Record<string, string>>, outdir: string): void {
  const result = buildSync({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, entry]) => [name, path.join(REPO_ROOT, entry)]),
    ),
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: npmPackages(),
    logLevel: "error",
    write: false,
  });
  fs.mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
}

/** `npm run build` in apps/server. */
export function buildServer(): string {
  bundleEntries(SERVER_ENTRIES, SERVER_DIST_DIR);
  return SERVER_DIST_DIR;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  buildServer();
  console.log(
    `server: bundled into ${path.relative(REPO_ROOT, SERVER_DIST_DIR)} in ${Math.round(performance.now() - started)} ms`,
  );
}
