// Importing a large Apple Health export.xml through the production server, as
// Settings does (POST /api/imports, multipart), then following it to the end (GET
// /api/imports/{id}). The file is generated on disk as a stream (never held in memory): ten-odd
// years of a Watch and an iPhone, mostly records Evenkeel does not read, as in a real export.
// Reports the upload and import seconds, the import's MB/s (bytes parsed per second) and the
// server's peak RSS (VmHWM), against the targets ≥ 50 MB/s and < 300 MB. `--import-mb=N` sets
// the size (default 1024, `--quick` 64).
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { addDays } from "@evenkeel/domain";
import { appleHistoryChunks } from "../apps/server/test/support/health-exports.ts";
import type { BenchOptions } from "./options.ts";
import { type Figure, figure } from "./report.ts";
import { freePort, startEvenkeel } from "./server-process.ts";

/** Days of history the file covers; the records per day grow with the size asked for. */
const HISTORY_DAYS = 3000;
/** About this many bytes per filler record (a heart-rate sample or a step count). */
const FILLER_RECORD_BYTES = 300;

async function writeExport(file: string, bytes: number): Promise<void> {
  const firstDate = addDays(new Date().toISOString().slice(0, 10), -(HISTORY_DAYS + 30));
  const fillerPerDay = Math.max(10, Math.round(bytes / HISTORY_DAYS / FILLER_RECORD_BYTES));
  const out = fs.createWriteStream(file, { highWaterMark: 4 * 1024 * 1024 });
  let pending: string[] = [];
  let pendingBytes = 0;
  for (const chunk of appleHistoryChunks({ firstDate, targetBytes: bytes, fillerPerDay })) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= 1024 * 1024) {
      if (!out.write(pending.join(""))) await once(out, "drain");
      pending = [];
      pendingBytes = 0;
    }
  }
  out.end(pending.join(""));
  await once(out, "finish");
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function benchImport(
  workDir: string,
  options: BenchOptions,
  jwtSecret: string,
): Promise<Figure[]> {
  const file = path.join(workDir, "export.xml");
  const targetBytes = options.importMb * 1024 * 1024;
  const generated = performance.now();
  await writeExport(file, targetBytes);
  const size = fs.statSync(file).size;
  const mb = size / (1024 * 1024);
  process.stdout.write(
    `  generated export.xml: ${mb.toFixed(0)} MB in ${((performance.now() - generated) / 1000).toFixed(1)} s\n`,
  );

  const port = await freePort();
  const server = await startEvenkeel({
    dataDir: path.join(workDir, "import"),
    port,
    jwtSecret,
    env: { IMPORT_MAX_BYTES: String(8 * 1024 ** 3) },
  });
  try {
    const api = `${server.url}/api`;
    const signUp = await call<{ access_token: string }>(`${api}/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "import-bench@example.test", password: "bench-steady-keel-2026" }),
    });
    const authorization = `Bearer ${signUp.access_token}`;
    const form = new FormData();
    form.append("file", await fs.openAsBlob(file), "export.xml");

    const uploadStarted = performance.now();
    const started = await call<{ id: string }>(`${api}/imports`, {
      method: "POST",
      headers: { authorization },
      body: form,
    });
    const uploadSeconds = (performance.now() - uploadStarted) / 1000;
    const importStarted = performance.now();
    let done: { status: string; days_imported: number; records_imported: number; message: string | null };
    for (;;) {
      done = await call(`${api}/imports/${started.id}`, { headers: { authorization } });
      if (done.status === "done" || done.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const importSeconds = (performance.now() - importStarted) / 1000;
    if (done.status !== "done") throw new Error(`the import failed: ${done.message}`);
    const peak = server.peakRssMb();
    process.stdout.write(
      `  upload ${uploadSeconds.toFixed(1)} s, import ${importSeconds.toFixed(1)} s (${(mb / importSeconds).toFixed(1)} MB/s), ${done.days_imported} days from ${done.records_imported} records, server peak RSS ${peak.toFixed(0)} MB\n`,
    );
    return [
      figure(`import export.xml ${mb.toFixed(0)} MB upload`, uploadSeconds, "s"),
      figure(`import export.xml ${mb.toFixed(0)} MB`, importSeconds, "s"),
      figure("import MB/s", mb / importSeconds, "MB/s"),
      figure("import server peak RSS", peak, "MB"),
    ];
  } finally {
    await server.stop();
    fs.rmSync(file, { force: true });
  }
}
