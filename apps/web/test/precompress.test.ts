// The build's compressed twins decompress to their source, and small or binary files get none.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { MIN_BYTES, precompressDirectory } from "../build/precompress.ts";

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("precompressDirectory", () => {
  it("writes brotli and gzip twins that decompress to the file, smaller than it", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "evenkeel-precompress-"));
    fs.mkdirSync(path.join(dir, "assets"));
    const script = "export const greeting = 'hello';\n".repeat(200);
    fs.writeFileSync(path.join(dir, "assets", "index-abc.js"), script);
    fs.writeFileSync(path.join(dir, "tiny.css"), "a{}");
    fs.writeFileSync(path.join(dir, "icon.png"), Buffer.alloc(MIN_BYTES * 4));
    fs.writeFileSync(path.join(dir, "assets", "index-abc.js.map"), "x".repeat(MIN_BYTES * 4));

    const twins = precompressDirectory(dir);

    expect(twins.map((twin) => path.relative(dir, twin.file))).toEqual([path.join("assets", "index-abc.js")]);
    const base = path.join(dir, "assets", "index-abc.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${base}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${base}.gz`)).toString()).toBe(script);
    expect(twins[0]?.brotli).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dir, "tiny.css.br"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "icon.png.br"))).toBe(false);
    expect(fs.existsSync(`${base}.map.br`)).toBe(false);
  });
});
