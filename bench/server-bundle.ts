// For `npm run bench -- --bundled-server`: the server bundled into one JavaScript file with
// esbuild (what tsx itself runs on), to compare against `npm start`'s tsx, which compiles every
// module at start-up and keeps its loader thread alive. Native modules stay outside the bundle.
import path from "node:path";
import { build } from "esbuild";
import { REPO_ROOT } from "./server-process.ts";

const OUT_FILE = path.join(REPO_ROOT, "node_modules/.cache/evenkeel-bench/server.mjs");

/** Builds the bundle and answers its path. */
export async function bundleServer(): Promise<string> {
  await build({
    entryPoints: [path.join(REPO_ROOT, "apps/server/src/main.ts")],
    outfile: OUT_FILE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // pg: CommonJS requiring Node built-ins at run time, which an ESM bundle cannot.
    external: ["better-sqlite3", "sharp", "@node-rs/argon2", "pg"],
    // Bundled CommonJS dependencies call require(); an ES module has none of its own.
    banner: {
      js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
    },
    logLevel: "error",
  });
  return OUT_FILE;
}
