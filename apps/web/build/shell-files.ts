// Writes this build's app shell into the service worker (dist/sw.js), so it can keep the shell
// for offline use before the first page is gone (docs/decisions/047-offline-reading-and-check-in.md):
// every script and stylesheet the app may load, except the code loaded only when a person asks
// for an export or the clinician report (and the fonts that report embeds), and the pages the
// build painted into HTML of their own (build/painted-pages.ts), by the path that serves them.
// The list carries the build's version, so each build's worker is a new one that replaces the
// last one's files.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The line of public/sw.js the build replaces. */
export const SHELL_MARKER = 'const BUILD = { version: "dev", files: [], pages: [] };';
/** Chunks loaded only when asked for (api/accountFiles.ts); not kept ahead of time. */
const ON_DEMAND = new Set(["export", "report"]);

/** The shell's files ("/assets/…"), from the entry chunks through every import but the on-demand ones. */
export function shellFiles(bundle: OutputBundle): string[] {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === "chunk") chunks.set(output.fileName, output);
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || reached.has(fileName) || (chunk.isDynamicEntry && ON_DEMAND.has(chunk.name))) return;
    reached.add(fileName);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const styles = Object.values(bundle)
    .filter((output) => output.type === "asset" && output.fileName.endsWith(".css"))
    .map((output) => output.fileName);
  return [...reached, ...styles].map((fileName) => `/${fileName}`).sort();
}

/** The painted pages' paths ("/login" for pages/login.html). */
export function paintedPaths(bundle: OutputBundle): string[] {
  return Object.keys(bundle)
    .map((fileName) => /^pages\/([a-z][a-z-]*)\.html$/.exec(fileName)?.[1])
    .filter((name): name is string => name !== undefined)
    .map((name) => `/${name}`)
    .sort();
}

export function shellIntoServiceWorker(): Plugin {
  let outDir = "";
  return {
    name: "evenkeel-shell-files",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const worker = path.join(outDir, "sw.js");
      const source = fs.readFileSync(worker, "utf8");
      if (!source.includes(SHELL_MARKER)) throw new Error(`public/sw.js must contain ${SHELL_MARKER}`);
      const files = shellFiles(bundle);
      const pages = paintedPaths(bundle);
      const hash = createHash("sha256");
      for (const html of ["index.html", ...pages.map((page) => `pages${page}.html`)])
        hash.update(fs.readFileSync(path.join(outDir, html)));
      const version = hash.update(files.join("\n")).digest("hex").slice(0, 12);
      fs.writeFileSync(
        worker,
        source.replace(SHELL_MARKER, `const BUILD = ${JSON.stringify({ version, files, pages })};`),
      );
    },
  };
}
