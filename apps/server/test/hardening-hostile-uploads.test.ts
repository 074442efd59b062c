// The second security review's uploads (docs/security.md), replayed at full size against the production
// start command (the supervisor running the serve script, heap limit 256 MB). Each once crashed
// the server (items 1–3: out of heap, SIGABRT, restart) or froze it (item 5). Now each is refused
// with its message while /healthz answers within a second throughout, the server process is
// never restarted, and its peak memory (the memory-pressure case: every file is larger than the
// heap) stays within 128 MB of what it used before the upload. The files are made here, on disk.
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import {
  type DataImport,
  dataImportCsvLineTooLong,
  dataImportXmlTooLong,
  dataImportZipEntries,
  EXPORT_JSON_MAX_BYTES,
  EXPORT_SCHEMA_VERSION,
  importUnpacksTooLarge,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XML_MAX_TOKEN_CHARS } from "../src/imports/apple-health/xml-bounds.ts";
import { CSV_MAX_RECORD_BYTES } from "../src/imports/whoop-export/whoop-export.ts";
import { ZIP_MAX_ENTRIES } from "../src/imports/zip-file.ts";
import { APPLE_DOCTYPE } from "./support/health-exports.ts";
import {
  processMemory,
  resetPeakMemory,
  writeCsvWithLongFirstLine,
  writeXmlWithLongAttribute,
  writeZipOfEmptyEntries,
  zipOfPaddedExport,
} from "./support/hostile-files.ts";
import {
  packageScriptArgs,
  type ServerProcess,
  spawnServer,
  stopSupervised,
  supervisedServerPids,
  waitUntilListening,
} from "./support/server-process.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { signUpUser } from "./support/test-users.ts";

const MB = 1024 * 1024;
/** How much more than before an upload the server may come to hold while it handles it. */
const MEMORY_HEADROOM = 128 * MB;

let supervisor: ServerProcess;
let url: string;
let serverPid: number;
let token: string;
let files: string;

const startedServers = () => supervisedServerPids(supervisor);

beforeAll(async () => {
  files = makeTempDir("evenkeel-hostile");
  supervisor = spawnServer(
    { NODE_ENV: "production", DATA_DIR: path.join(files, "data") },
    packageScriptArgs("start"),
  );
  url = await waitUntilListening(supervisor, 55_000);
  [serverPid = 0] = startedServers();
  token = (await signUpUser({ url })).accessToken;
}, 90_000);
afterAll(() => stopSupervised(supervisor), 30_000);

/** One GET /healthz on a connection of its own (a pooled one may be closed by the server's idle timeout). */
function healthz(): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/healthz`, { agent: false, timeout: 5_000 }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy(new Error("no answer in 5 s")));
    request.on("error", reject);
  });
}

/**
 * Runs `work` while asking /healthz every 100 ms, and fails the test on any answer that is not
 * 200 or takes a second or more, or on a restart; answers the server's peak memory over what it
 * held before.
 */
async function whileHealthy<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  resetPeakMemory(serverPid);
  const before = processMemory(serverPid).now;
  let done = false;
  let slowestMs = 0;
  const began = performance.now();
  const problems: string[] = [];
  const probe = (async () => {
    while (!done) {
      const start = performance.now();
      try {
        const status = await healthz();
        if (status !== 200) problems.push(`healthz answered ${status}`);
      } catch (error) {
        problems.push(`healthz failed: ${(error as Error).message}`);
      }
      const took = performance.now() - start;
      slowestMs = Math.max(slowestMs, took);
      if (took >= 1_000)
        problems.push(`healthz took ${Math.round(took)} ms, ${Math.round(start - began)} ms into the upload`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    const result = await work();
    console.info(`the upload and import took ${Math.round(performance.now() - began)} ms`);
    const peak = processMemory(serverPid).peak - before;
    // The figures for docs/security.md.
    console.info(`slowest /healthz ${Math.round(slowestMs)} ms, peak memory +${Math.round(peak / MB)} MB`);
    return { result, peak };
  } finally {
    done = true;
    await probe;
    expect(problems).toEqual([]);
    expect(startedServers()).toEqual([serverPid]);
    expect(supervisor.stderr()).not.toContain("the server died");
  }
}

/** A signed-in request sent by curl: another process streams the file, leaving this one to probe. */
function curl(args: string[]): Promise<{ status: number; body: { id?: string; detail?: string } }> {
  return new Promise((resolve, reject) => {
    execFile(
      "curl",
      ["-sS", "-w", "\n%{http_code}", "-H", `authorization: Bearer ${token}`, ...args],
      { maxBuffer: 1024 * 1024 },
      (error, stdout) => {
        if (error) {
          reject(error);
          return;
        }
        const cut = stdout.lastIndexOf("\n");
        resolve({ status: Number(stdout.slice(cut + 1)), body: JSON.parse(stdout.slice(0, cut)) });
      },
    );
  });
}

const upload = (file: string, name: string) =>
  curl(["-F", `file=@${file};filename=${name}`, `${url}/api/imports`]);

async function importEnds(id: string): Promise<DataImport> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await fetch(`${url}/api/imports/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as DataImport;
    if (body.status === "done" || body.status === "failed") return body;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("hostile uploads against `npm start`", () => {
  it("item 1: a 45 MB zip of 500,000 empty entries is refused with 400 during the upload", async () => {
    const file = path.join(files, "entries.zip");
    const size = writeZipOfEmptyEntries(file, 500_000);
    expect(size).toBeGreaterThan(40 * MB);
    const { result, peak } = await whileHealthy(() => upload(file, "entries.zip"));
    expect(result).toMatchObject({
      status: 400,
      body: { detail: dataImportZipEntries("entries.zip", ZIP_MAX_ENTRIES) },
    });
    expect(peak).toBeLessThan(MEMORY_HEADROOM);
  }, 120_000);

  it("item 2: an export.xml with a 300 MB attribute fails its import by line", async () => {
    const file = path.join(files, "export.xml");
    writeXmlWithLongAttribute(file, 300 * MB);
    const { result, peak } = await whileHealthy(async () => {
      const started = await upload(file, "export.xml");
      expect(started.status).toBe(202);
      return importEnds(started.body.id ?? "");
    });
    // The record's line: the declaration, the DTD's lines, <HealthData>, then the record.
    const line = 1 + APPLE_DOCTYPE.split("\n").length + 2;
    expect(result).toMatchObject({
      status: "failed",
      message: dataImportXmlTooLong("export.xml", line, "a tag with its attributes", XML_MAX_TOKEN_CHARS),
    });
    expect(peak).toBeLessThan(MEMORY_HEADROOM);
  }, 180_000);

  it("item 3: a WHOOP CSV whose first line runs 300 MB fails its import on line 1", async () => {
    const file = path.join(files, "physiological_cycles.csv");
    writeCsvWithLongFirstLine(file, 300 * MB);
    const { result, peak } = await whileHealthy(async () => {
      const started = await upload(file, "physiological_cycles.csv");
      expect(started.status).toBe(202);
      return importEnds(started.body.id ?? "");
    });
    expect(result).toMatchObject({
      status: "failed",
      message: dataImportCsvLineTooLong("physiological_cycles.csv", 1, CSV_MAX_RECORD_BYTES),
    });
    expect(peak).toBeLessThan(MEMORY_HEADROOM);
  }, 180_000);

  it("item 5: a small zip whose export unpacks to 125 MB is refused without stalling the server", async () => {
    const zip = zipOfPaddedExport(
      {
        format: "evenkeel-export",
        schema_version: EXPORT_SCHEMA_VERSION,
        exported_at: "2026-11-23T08:00:00.000Z",
        account: { first_name: null, last_name: null, time_zone: "UTC" },
        health_metrics: [],
        moods: [],
        burnout_scores: [],
        insights: [],
      },
      125 * MB,
    );
    expect(zip.length).toBeLessThan(MB);
    const file = path.join(files, "evenkeel-export.zip");
    fs.writeFileSync(file, zip);
    const { result, peak } = await whileHealthy(() =>
      curl(["-H", "content-type: application/zip", "--data-binary", `@${file}`, `${url}/api/import`]),
    );
    expect(result).toMatchObject({
      status: 400,
      body: { detail: importUnpacksTooLarge(EXPORT_JSON_MAX_BYTES) },
    });
    expect(peak).toBeLessThan(MEMORY_HEADROOM);
  }, 120_000);
});
