// Brotli and gzip twins of every text file of the build (file.js.br, file.js.gz), made once at
// build time with node:zlib so the server only picks one by Accept-Encoding
// (docs/decisions/046-phone-first-visit.md). Source maps are left alone: only developers load them.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** Files worth compressing: text the browser fetches. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed twin saves less than a packet. */
export const MIN_BYTES = 1024;

export interface Twin {
  file: string;
  bytes: number;
  brotli: number;
  gzip: number;
}

/** Writes file.br and file.gz beside each compressible file of `dir` (recursively); returns what it did. */
export function precompressDirectory(dir: string): Twin[] {
  const twins: Twin[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzip);
    twins.push({ file, bytes: source.length, brotli: brotli.length, gzip: gzip.length });
  }
  return twins;
}

/** The Vite plugin: runs after the bundle (and public/) has been written to outDir. */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "evenkeel-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
