// A Fitbit data export uploaded as several files at once (docs/wearables.md "Fitbit data
// export"): a Google Takeout split into two zips, the same zip chosen twice, the export's JSON
// and CSV files on their own, each imported as ONE import (one row, one transaction, one
// summary) with every value checked against the single zip's; several files of a format read
// from one file refused with a clear message; an import of several files cut short by a dying
// process taken up once, then failed, its stored files removed; and a stored upload nobody
// imports removed whole, judged by its newest file.
import fs from "node:fs";
import path from "node:path";
import {
  DATA_IMPORT_STOPPED_TWICE,
  type DataImport,
  dataImportEmptyPart,
  dataImportOneFileOnly,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importsFolderId } from "../src/imports/imports-folder.ts";
import { partFileName, writeManifest } from "../src/imports/stored-upload.ts";
import { type ApiClient, api } from "./support/api-client.ts";
import { zipOf } from "./support/fitbit-exports.ts";
import { EXPECTED_DAYS, storedFitbitDays, TAKEOUT, TAKEOUT_SUMMARY } from "./support/fitbit-takeout.ts";
import { appleHealthXml, restingHr, whoopCsv, whoopCycle } from "./support/health-exports.ts";
import { importExports, type UploadFile, uploadExports, waitForImport } from "./support/import-client.ts";
import { seedDataImport } from "./support/import-rows.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

/** Which of the Takeout's files the first of its two zips holds; the second holds the rest. */
const IN_FIRST_ZIP = [
  "resting_heart_rate-2026-01-01.json",
  "resting_heart_rate-2026-03-05.json",
  "sleep-2026-02-04.json",
  "exercise-0.json",
  "sleep_score.csv",
  "archive_browser.html",
];
const baseName = (entry: string) => entry.split("/").pop() ?? entry;
const half = (first: boolean) =>
  Object.fromEntries(
    Object.entries(TAKEOUT).filter(([entry]) => IN_FIRST_ZIP.includes(baseName(entry)) === first),
  );
const ZIP_1: UploadFile = { bytes: zipOf(half(true)), name: "takeout-20260306T101010Z-001.zip" };
const ZIP_2: UploadFile = { bytes: zipOf(half(false)), name: "takeout-20260306T101010Z-002.zip" };
const LOOSE: UploadFile[] = Object.entries(TAKEOUT).map(([entry, text]) => ({
  bytes: text,
  name: baseName(entry),
}));

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    {},
    { imports: { firstTickMs: 50, tickMs: 200 }, rescoring: { firstTickMs: 60_000 } },
  );
});
afterAll(() => server.close());

async function freshUser(): Promise<{ id: string; client: ApiClient }> {
  const user = await signUpUser(server);
  return { id: user.id, client: api(server, user.accessToken) };
}

const storedDays = (userId: string) => storedFitbitDays(server, userId);

const skippedOf = (done: DataImport) =>
  Object.fromEntries(done.skipped.map((skip) => [skip.reason, skip.count]));

const importsFolder = () => path.join(server.dataDir, "imports");
const uploadsOnDisk = () =>
  fs.existsSync(importsFolder())
    ? fs.readdirSync(importsFolder()).filter((name) => name.endsWith(".upload"))
    : [];

async function importRows(userId: string) {
  return server.db
    .selectFrom("data_imports")
    .select(["id", "file_name", "file_bytes", "stored_file"])
    .where("user_id", "=", userId)
    .execute();
}

describe("a Google Takeout split into two zips", () => {
  let user: { id: string; client: ApiClient };
  let done: DataImport;
  let before: string[];
  beforeAll(async () => {
    user = await freshUser();
    before = uploadsOnDisk();
    done = await importExports(user.client, [ZIP_1, ZIP_2]);
  });

  it("is one import with one summary, as the single zip is", async () => {
    expect(done).toMatchObject({ ...TAKEOUT_SUMMARY, days_changed: 5 });
    expect(skippedOf(done)).toEqual({
      duplicate_files: 1,
      // The night at the edge of both chunks and the exercise on both pages, in different zips.
      duplicate_records: 2,
      missing_values: 1,
      naps: 1,
      other_files: 2,
    });
    expect(await importRows(user.id)).toEqual([
      {
        id: done.id,
        file_name: `${ZIP_1.name}, ${ZIP_2.name}`,
        file_bytes: (ZIP_1.bytes as Uint8Array).length + (ZIP_2.bytes as Uint8Array).length,
        stored_file: null,
      },
    ]);
    // Its stored files are removed once the import has ended (after its summary is written).
    await expect.poll(() => uploadsOnDisk().filter((name) => !before.includes(name))).toEqual([]);
  });

  it("stores every value the single zip does, the days' exercises from both zips' pages", async () => {
    expect(await storedDays(user.id)).toEqual(EXPECTED_DAYS);
  });

  it("changes nothing when the two zips are imported again", async () => {
    const before = await storedDays(user.id);
    expect(await importExports(user.client, [ZIP_2, ZIP_1])).toMatchObject({
      ...TAKEOUT_SUMMARY,
      days_changed: 0,
    });
    expect(await storedDays(user.id)).toEqual(before);
  });
});

describe("twins across an upload", () => {
  it("reads a zip chosen twice once, and never the *_GoogleData copies in the other zip", async () => {
    const { id, client } = await freshUser();
    const done = await importExports(client, [ZIP_1, ZIP_2, { ...ZIP_1, name: "takeout-copy.zip" }]);
    expect(done).toMatchObject({ ...TAKEOUT_SUMMARY, days_changed: 5 });
    // The first zip's five Fitbit files again, and the *_GoogleData copy; its HTML page twice.
    expect(skippedOf(done)).toEqual({
      duplicate_files: 6,
      duplicate_records: 2,
      missing_values: 1,
      naps: 1,
      other_files: 3,
    });
    expect(await storedDays(id)).toEqual(EXPECTED_DAYS);
  });

  it("counts once the records of a file chosen on its own that a zip holds too", async () => {
    const { id, client } = await freshUser();
    const rhr = LOOSE.find((file) => file.name === "resting_heart_rate-2026-01-01.json") as UploadFile;
    const done = await importExports(client, [{ bytes: zipOf(TAKEOUT), name: "takeout.zip" }, rhr]);
    expect(done).toMatchObject({ ...TAKEOUT_SUMMARY, days_changed: 5 });
    // Its three resting heart rates and its day without one, each found a second time.
    expect(skippedOf(done)).toMatchObject({ duplicate_records: 2 + 4, missing_values: 1 });
    expect(await storedDays(id)).toEqual(EXPECTED_DAYS);
  });
});

describe("the export's files chosen on their own", () => {
  it("are read together as the zip is, the files Evenkeel does not read named as other files", async () => {
    const { id, client } = await freshUser();
    const done = await importExports(client, LOOSE);
    expect(done).toMatchObject({
      ...TAKEOUT_SUMMARY,
      days_changed: 5,
      file_name: expect.stringMatching(/^resting_heart_rate-2026-01-01\.json, /),
    });
    // steps-*.json, archive_browser.html and UserSleeps_2026-03.csv, outside its folder.
    expect(skippedOf(done)).toEqual({ duplicate_records: 2, missing_values: 1, naps: 1, other_files: 3 });
    expect(await storedDays(id)).toEqual(EXPECTED_DAYS);
  });
});

describe("several files of a format read from one file", () => {
  const cycles = whoopCsv("cycles", [
    whoopCycle({ start: "2026-03-06 22:00:00", recovery: 60, wake: "2026-03-07 06:30:00" }),
  ]);

  async function refused(files: UploadFile[], detail: string): Promise<void> {
    const { id, client } = await freshUser();
    const before = uploadsOnDisk();
    expect(await uploadExports(client, files)).toMatchObject({ status: 400, body: { detail } });
    expect(await importRows(id)).toEqual([]);
    expect(uploadsOnDisk().filter((name) => !before.includes(name))).toEqual([]);
  }

  it("refuses two WHOOP files with a message that says what to choose", async () => {
    await refused(
      [
        { bytes: cycles, name: "physiological_cycles.csv" },
        { bytes: cycles, name: "cycles copy.csv" },
      ],
      dataImportOneFileOnly("WHOOP export"),
    );
  });

  it("refuses two Apple Health exports", async () => {
    const xml = appleHealthXml([restingHr(55, "2026-03-07 07:00:00 -0500")]);
    await refused(
      [
        { bytes: xml, name: "export.xml" },
        { bytes: xml, name: "export 2.xml" },
      ],
      dataImportOneFileOnly("Apple Health"),
    );
  });

  it("refuses an empty file among several, naming it", async () => {
    await refused(
      [ZIP_1, { bytes: "", name: "sleep-2026-03-06.json" }],
      dataImportEmptyPart("sleep-2026-03-06.json"),
    );
  });
});

describe("an import of several files cut short by a dying process", () => {
  /** Two zips stored as an upload leaves them, and the row of an import that was running. */
  async function seedRunning(userId: string, id: string, interruptions: number): Promise<string> {
    const storedFile = `${importsFolderId(server.dataDir)}-${id}.upload`;
    const folder = path.join(importsFolder(), storedFile);
    fs.mkdirSync(folder, { recursive: true });
    const files = [ZIP_1, ZIP_2];
    for (const [index, file] of files.entries())
      fs.writeFileSync(path.join(folder, partFileName(index)), file.bytes);
    await writeManifest(
      folder,
      files.map((file) => ({ name: file.name, bytes: (file.bytes as Uint8Array).length })),
    );
    await seedDataImport(server, {
      id,
      userId,
      kind: "fitbit_export",
      status: "running",
      fileName: `${ZIP_1.name}, ${ZIP_2.name}`,
      storedFile,
      interruptions,
    });
    return folder;
  }

  it("is taken up again once, reads both files, and removes them", async () => {
    const { id: userId, client } = await freshUser();
    const folder = await seedRunning(userId, `once-${userId}`, 0);
    expect(await waitForImport(client, `once-${userId}`)).toMatchObject({
      ...TAKEOUT_SUMMARY,
      days_changed: 5,
    });
    expect(await storedDays(userId)).toEqual(EXPECTED_DAYS);
    await expect.poll(() => fs.existsSync(folder)).toBe(false);
  });

  it("fails at the second interruption, imports nothing and removes every stored file", async () => {
    const { id: userId, client } = await freshUser();
    const folder = await seedRunning(userId, `twice-${userId}`, 1);
    expect(await waitForImport(client, `twice-${userId}`)).toMatchObject({
      status: "failed",
      message: DATA_IMPORT_STOPPED_TWICE,
      days_imported: 0,
    });
    expect(fs.existsSync(folder)).toBe(false);
    expect(await storedDays(userId)).toEqual([]);
  });
});

describe("a stored upload nobody imports", () => {
  it("is removed whole once its newest file is old, and kept while a file of it still grows", async () => {
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    const store = (name: string, freshPart: boolean) => {
      const folder = path.join(importsFolder(), `${importsFolderId(server.dataDir)}-${name}.upload`);
      fs.mkdirSync(folder, { recursive: true });
      for (const index of [0, 1]) {
        const part = path.join(folder, partFileName(index));
        fs.writeFileSync(part, "[]");
        if (!(freshPart && index === 1)) fs.utimesSync(part, hourAgo, hourAgo);
      }
      fs.utimesSync(folder, hourAgo, hourAgo);
      return folder;
    };
    // Its second file still arriving: the folder itself was last changed an hour ago.
    const arriving = store("arriving", true);
    const abandoned = store("abandoned", false);
    await expect.poll(() => fs.existsSync(abandoned), { timeout: 10_000 }).toBe(false);
    expect(fs.readdirSync(arriving).sort()).toEqual([partFileName(0), partFileName(1)]);
    fs.rmSync(arriving, { recursive: true });
  });
});
