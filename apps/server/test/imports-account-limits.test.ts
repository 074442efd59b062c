// What one account may ask of the import runner (docs/security.md, "Imports"): one import
// waiting or running at a time (409 before the body is read), a daily allowance of uploaded
// bytes (429 with Retry-After), and an import cut short twice by a dying process ends as
// failed, with a message the user reads and a line for the operator, instead of being taken
// up again after every restart.
import fs from "node:fs";
import path from "node:path";
import {
  DATA_IMPORT_ALREADY_ACTIVE,
  DATA_IMPORT_STOPPED_TWICE,
  dataImportDailyAllowance,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importsFolderId } from "../src/imports/imports-folder.ts";
import { type ApiClient, api } from "./support/api-client.ts";
import { appleHealthXml, appleHistoryChunks, hrvSdnn, restingHr, sleep } from "./support/health-exports.ts";
import { importExport, uploadExport, waitForImport } from "./support/import-client.ts";
import { seedDataImport } from "./support/import-rows.ts";
import { captureLogs } from "./support/log-capture.ts";
import { sameData, startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

const XML = appleHealthXml([
  restingHr(55, "2026-03-07 07:00:00 -0500"),
  hrvSdnn(48, "2026-03-07 03:00:00 -0500"),
  sleep("AsleepCore", "2026-03-06 23:00:00 -0500", "2026-03-07 06:00:00 -0500"),
]);
const XML_BYTES = Buffer.byteLength(XML);
/** Room for two of XML's uploads and a little, not three. */
const ALLOWANCE = 2 * XML_BYTES + 100;

let server: TestServer;
const logs = captureLogs("info");

beforeAll(async () => {
  server = await startTestServer(
    { IMPORT_USER_BYTES_PER_DAY: String(ALLOWANCE) },
    { logger: logs.logger, imports: { firstTickMs: 50, tickMs: 200 }, rescoring: { firstTickMs: 60_000 } },
  );
});
afterAll(() => server.close());

async function newUser(): Promise<{ id: string; client: ApiClient }> {
  const user = await signUpUser(server);
  return { id: user.id, client: api(server, user.accessToken) };
}

function importsFolder(): string {
  return path.join(server.dataDir, "imports");
}

function uploadsOnDisk(): string[] {
  return fs.readdirSync(importsFolder()).filter((name) => name.endsWith(".upload"));
}

/** Uploads stored since `before` was read (a finished import's file may leave meanwhile). */
function newUploads(before: string[]): string[] {
  return uploadsOnDisk().filter((name) => !before.includes(name));
}

/** A row as a process leaves it: `status`, its upload stored as `storedFile` (if any). */
async function seedImport(
  userId: string,
  id: string,
  status: "queued" | "running",
  storedFile: string | null,
  interruptions = 0,
): Promise<void> {
  await seedDataImport(server, {
    id,
    userId,
    kind: "apple_health",
    status,
    fileName: "export.xml",
    storedFile,
    interruptions,
  });
}

async function metricRows(userId: string): Promise<unknown[]> {
  return server.db.selectFrom("source_daily_metrics").selectAll().where("user_id", "=", userId).execute();
}

describe("one import at a time per user", () => {
  it("refuses a second upload with 409 while one waits, before a byte of it is stored", async () => {
    const user = await newUser();
    // Waiting in another process's folder, so no pass here takes it: it stays queued.
    await seedImport(user.id, `waiting-${user.id}`, "queued", "0000000000000000-elsewhere.upload");
    fs.mkdirSync(importsFolder(), { recursive: true });
    const before = uploadsOnDisk();
    const refused = await uploadExport(user.client, XML, "export.xml");
    expect(refused).toMatchObject({ status: 409, body: { detail: DATA_IMPORT_ALREADY_ACTIVE } });
    expect(newUploads(before)).toEqual([]);
    expect(await metricRows(user.id)).toEqual([]);

    // Another user is not held by it.
    const other = await newUser();
    expect(await importExport(other.client, XML, "export.xml")).toMatchObject({ status: "done" });

    // Once it has ended, the next file is taken.
    await server.db
      .updateTable("data_imports")
      .set({ status: "done", stored_file: null })
      .where("id", "=", `waiting-${user.id}`)
      .execute();
    expect(await importExport(user.client, XML, "export.xml")).toMatchObject({ status: "done" });
  });

  it("queues exactly one of two uploads sent at the same moment", async () => {
    const user = await newUser();
    const answers = await Promise.all([
      uploadExport(user.client, XML, "export.xml"),
      uploadExport(user.client, XML, "export.xml"),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const accepted = answers.find((answer) => answer.status === 202);
    expect(await waitForImport(user.client, accepted?.body.id ?? "")).toMatchObject({ status: "done" });
    const rows = await server.db
      .selectFrom("data_imports")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe("the daily allowance of uploaded bytes", () => {
  it("answers 429 with Retry-After past it, stores nothing, and leaves other users their own", async () => {
    const user = await newUser();
    expect(await importExport(user.client, XML, "export.xml")).toMatchObject({ status: "done" });
    expect(await importExport(user.client, XML, "export.xml")).toMatchObject({ status: "done" });
    const imports = await server.db
      .selectFrom("data_imports")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    const before = uploadsOnDisk();

    const refused = await uploadExport(user.client, XML, "export.xml");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    // The first upload leaves the 24-hour window in a little under a day.
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(refused.body).toEqual({ detail: dataImportDailyAllowance(ALLOWANCE, retryAfter) });
    expect(refused.body.detail).toContain("try again in 24 hours");
    expect(newUploads(before)).toEqual([]);
    expect(
      await server.db.selectFrom("data_imports").select("id").where("user_id", "=", user.id).execute(),
    ).toEqual(imports);

    const other = await newUser();
    expect(await importExport(other.client, XML, "export.xml")).toMatchObject({ status: "done" });
  });

  it("refuses a file larger than what is left of it while it streams", async () => {
    const user = await newUser();
    expect(await importExport(user.client, XML, "export.xml")).toMatchObject({ status: "done" });
    const before = uploadsOnDisk();
    // Padding after the export's end: a valid file, but more bytes than the allowance leaves.
    const refused = await uploadExport(user.client, `${XML}${" ".repeat(XML_BYTES + 200)}`, "export.xml");
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^This upload would take you past/);
    expect(newUploads(before)).toEqual([]);
    expect(
      await server.db.selectFrom("data_imports").select("id").where("user_id", "=", user.id).execute(),
    ).toHaveLength(1);
  });
});

describe("an import cut short by a dying process", () => {
  function storeUpload(name: string): string {
    fs.mkdirSync(importsFolder(), { recursive: true });
    const storedFile = `${importsFolderId(server.dataDir)}-${name}.upload`;
    fs.writeFileSync(path.join(importsFolder(), storedFile), XML);
    return storedFile;
  }

  it("is taken up again after the first interruption, and counted", async () => {
    const user = await newUser();
    await seedImport(user.id, `once-${user.id}`, "running", storeUpload(`once-${user.id}`));
    expect(await waitForImport(user.client, `once-${user.id}`)).toMatchObject({
      status: "done",
      days_imported: 1,
    });
    const row = await server.db
      .selectFrom("data_imports")
      .select("interruptions")
      .where("id", "=", `once-${user.id}`)
      .executeTakeFirstOrThrow();
    expect(row.interruptions).toBe(1);
  });

  it("fails at the second interruption with a message, removes the file, imports nothing, and tells the operator", async () => {
    const user = await newUser();
    const storedFile = storeUpload(`twice-${user.id}`);
    await seedImport(user.id, `twice-${user.id}`, "running", storedFile, 1);
    const ended = await waitForImport(user.client, `twice-${user.id}`);
    expect(ended).toMatchObject({ status: "failed", message: DATA_IMPORT_STOPPED_TWICE, days_imported: 0 });
    expect(fs.existsSync(path.join(importsFolder(), storedFile))).toBe(false);
    expect(await metricRows(user.id)).toEqual([]);
    const line = logs.lines.find((entry) => entry.importId === `twice-${user.id}` && entry.level === 50);
    expect(line).toMatchObject({
      msg: expect.stringContaining("stopped the import twice"),
      interruptions: 2,
    });
    // The user may upload again at once: a failed import holds nothing.
    expect(await importExport(user.client, XML, "export.xml")).toMatchObject({ status: "done" });
  });

  it("is not counted when the server stops cleanly: it waits again, as if never started", async () => {
    const stopping = await startTestServer({}, { imports: { firstTickMs: 50, tickMs: 200 } });
    const user = await signUpUser(stopping);
    const client = api(stopping, user.accessToken);
    const xml = [
      ...appleHistoryChunks({ firstDate: "2022-01-01", targetBytes: 30 * 1024 ** 2, fillerPerDay: 200 }),
    ].join("");
    const started = await uploadExport(client, xml, "export.xml");
    expect(started.status).toBe(202);
    const deadline = Date.now() + 30_000;
    while ((await client.get<{ status: string }>(`/imports/${started.body.id}`)).body.status !== "running") {
      if (Date.now() > deadline) throw new Error("the import never ran");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stopping.close();
    const reopened = await startTestServer(sameData(stopping), {
      imports: { firstTickMs: 60_000, tickMs: 60_000 },
    });
    try {
      const row = await reopened.db
        .selectFrom("data_imports")
        .select(["status", "interruptions"])
        .where("id", "=", started.body.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "queued", interruptions: 0 });
    } finally {
      await reopened.close();
    }
  });
});
