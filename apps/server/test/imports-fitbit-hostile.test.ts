// Hostile Fitbit files: the JSON reader is bounded in one record's bytes (a huge string), in
// nesting and in the number of records (a huge array), and an upload holding more Fitbit files
// than any export is refused; each fails the import with its reason and changes nothing. An
// upload of several files is bounded as a whole: files that each keep within a bound but pass it
// together (records, zip entries, bytes uploaded, bytes unpacked) are refused, and so is an
// upload of more files than one import takes.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import {
  DATA_IMPORT_MAX_FILES,
  dataImportFitbitTooManyFiles,
  dataImportJsonMalformed,
  dataImportJsonRecordTooLong,
  dataImportJsonTooDeep,
  dataImportJsonTooMany,
  dataImportSeveralFilesName,
  dataImportTooLarge,
  dataImportTooManyFiles,
  dataImportZipEntries,
  dataImportZipTooBig,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FITBIT_MAX_FILES } from "../src/imports/fitbit-export/fitbit-export.ts";
import { FITBIT_MAX_RECORDS } from "../src/imports/fitbit-export/fitbit-rows.ts";
import { JSON_LIMITS, type JsonArrayLimits, jsonArrayElements } from "../src/imports/json-elements.ts";
import { ZIP_MAX_ENTRIES } from "../src/imports/zip-file.ts";
import { type ApiClient, api } from "./support/api-client.ts";
import { fitbitRestingHr, zipOf } from "./support/fitbit-exports.ts";
import { writeZipOfEmptyEntries } from "./support/hostile-files.ts";
import { importExports, type UploadFile, uploadExports } from "./support/import-client.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

/** The import of `files` fails with `message`, and nothing of them is stored. */
async function failsWithFiles(server: TestServer, files: UploadFile[], message: string): Promise<void> {
  const user = await signUpUser(server);
  const client = api(server, user.accessToken);
  const done = await importExports(client, files);
  expect(done).toMatchObject({ status: "failed", message, days_imported: 0 });
  expect(await storedDates(server, user.id)).toEqual([]);
}

function storedDates(server: TestServer, userId: string) {
  return server.db.selectFrom("source_daily_metrics").select("date").where("user_id", "=", userId).execute();
}

/** The upload is refused at once with `status` and `detail`: no import, no file left. */
async function refusedAtOnce(server: TestServer, files: UploadFile[], status: number, detail: string) {
  const user = await signUpUser(server);
  const client = api(server, user.accessToken);
  const folder = path.join(server.dataDir, "imports");
  const uploads = () =>
    fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".upload")) : [];
  const before = uploads();
  expect(await uploadExports(client, files)).toMatchObject({ status, body: { detail } });
  expect(uploads().filter((name) => !before.includes(name))).toEqual([]);
  expect(
    await server.db.selectFrom("data_imports").select("id").where("user_id", "=", user.id).execute(),
  ).toEqual([]);
}

/** `count` exercises, logIds from `firstId`, as one exercise-*.json page. */
const exercises = (count: number, firstId: number) =>
  `[${Array.from({ length: count }, (_, index) => `{"logId":${firstId + index},"startTime":"03/0${1 + (index % 9)}/26 10:00:00"}`).join(",")}]`;

const SMALL: JsonArrayLimits = { maxElementBytes: 64, maxDepth: 3, maxElements: 5 };

/** The elements, read from `chunks` arriving one by one. */
async function elements(chunks: readonly string[], limits: JsonArrayLimits = SMALL): Promise<unknown[]> {
  const values: unknown[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  for await (const { value } of jsonArrayElements(stream, { file: "f.json", limits })) values.push(value);
  return values;
}

describe("the JSON record reader", () => {
  it("reads records cut anywhere across chunks, strings holding brackets, commas and quotes", async () => {
    const text = '\uFEFF [ {"a":"x,]}\\"[","b":[1,{"c":2}]} , 3 ,"é" ,null]\n';
    const bytes = Buffer.from(text);
    for (const cut of [1, 2, 5, 9, 17]) {
      // Cut between bytes, even inside the two bytes of "é".
      const stream = Readable.from(
        Array.from({ length: Math.ceil(bytes.length / cut) }, (_, at) =>
          bytes.subarray(at * cut, (at + 1) * cut),
        ),
      );
      const values: unknown[] = [];
      for await (const { value } of jsonArrayElements(stream, { file: "f.json", limits: SMALL }))
        values.push(value);
      expect(values, `cut every ${cut}`).toEqual([{ a: 'x,]}"[', b: [1, { c: 2 }] }, 3, "é", null]);
    }
    expect(await elements(["[]"])).toEqual([]);
  });

  it("refuses a huge array past its count", async () => {
    await expect(elements([`[${"1,".repeat(5)}1]`])).rejects.toThrow(dataImportJsonTooMany("f.json", 5));
  });

  it("refuses deep nesting before it grows", async () => {
    await expect(elements([`[${"[".repeat(4)}`])).rejects.toThrow(dataImportJsonTooDeep("f.json", 3));
  });

  it("refuses a huge string, a record past its bytes, without waiting for its end", async () => {
    const pieces = ['[{"a":"', ...Array.from({ length: 10 }, () => "x".repeat(20))];
    await expect(elements(pieces)).rejects.toThrow(dataImportJsonRecordTooLong("f.json", 1, 64));
  });

  it("refuses what is no array, breaks off, or goes on after it", async () => {
    await expect(elements(['{"a":1}'])).rejects.toThrow(
      dataImportJsonMalformed("f.json", "no array of records"),
    );
    await expect(elements(['[{"a":1}'])).rejects.toThrow(
      dataImportJsonMalformed("f.json", "the file breaks off"),
    );
    await expect(elements(["[1] [2]"])).rejects.toThrow(
      dataImportJsonMalformed("f.json", "text after the array"),
    );
    await expect(elements(["[1,,2]"])).rejects.toThrow(dataImportJsonMalformed("f.json", "record 2"));
    await expect(elements(["[{1:2}]"])).rejects.toThrow(dataImportJsonMalformed("f.json", "record 1"));
  });
});

describe("hostile Fitbit uploads", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { rescoring: { firstTickMs: 60_000 } });
  });
  afterAll(() => server.close());

  async function failsWith(bytes: Uint8Array | string, name: string, message: string): Promise<void> {
    await failsWithFiles(server, [{ bytes, name }], message);
  }

  it("a record holding a huge string", async () => {
    const huge = `[{"dateTime":"03/01/26 00:00:00","value":{"date":"03/01/26","value":58,"error":"${"x".repeat(JSON_LIMITS.maxElementBytes)}"}}]`;
    await failsWith(
      huge,
      "resting_heart_rate-2026-01-01.json",
      dataImportJsonRecordTooLong("resting_heart_rate-2026-01-01.json", 1, JSON_LIMITS.maxElementBytes),
    );
  });

  it("deep nesting", async () => {
    const deep = `[${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}]`;
    await failsWith(
      deep,
      "sleep-2026-01-01.json",
      dataImportJsonTooDeep("sleep-2026-01-01.json", JSON_LIMITS.maxDepth),
    );
  });

  it("a valid file beside a huge array of records in a zip: nothing of either is kept", async () => {
    const records = Array.from(
      { length: FITBIT_MAX_RECORDS + 1 },
      (_, index) => `{"logId":${7_000_000 + index},"startTime":"03/0${1 + (index % 9)}/26 10:00:00"}`,
    );
    const zip = zipOf({
      "Takeout/Fitbit/Global Export Data/resting_heart_rate-2026-01-01.json": fitbitRestingHr(
        [{ date: "2026-03-01", bpm: 58 }],
        "us",
      ),
      "Takeout/Fitbit/Global Export Data/exercise-0.json": `[${records.join(",")}]`,
    });
    await failsWith(zip, "takeout.zip", dataImportJsonTooMany("takeout.zip", FITBIT_MAX_RECORDS));
  });

  it("a file that breaks off after its records", async () => {
    const text = fitbitRestingHr([{ date: "2026-03-01", bpm: 58 }], "us").slice(0, -1);
    await failsWith(
      text,
      "resting_heart_rate-2026-01-01.json",
      dataImportJsonMalformed("resting_heart_rate-2026-01-01.json", "the file breaks off"),
    );
  });

  it("more Fitbit files than any export", async () => {
    const files: Record<string, string> = {};
    for (let index = 0; index <= FITBIT_MAX_FILES; index += 1) files[`Fitbit/exercise-${index}.json`] = "[]";
    await failsWith(zipOf(files), "many.zip", dataImportFitbitTooManyFiles("many.zip", FITBIT_MAX_FILES));
  });
});

describe("an upload of several files, bounded as a whole", () => {
  const TWO = dataImportSeveralFilesName(2);

  describe("on the default bounds", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({}, { rescoring: { firstTickMs: 60_000 } });
    });
    afterAll(() => server.close());

    it("refuses the records of two zips that only together pass the bound", async () => {
      const half = FITBIT_MAX_RECORDS / 2;
      const first = zipOf({
        "Takeout/Fitbit/Global Export Data/exercise-0.json": exercises(half, 7_000_000),
      });
      const second = zipOf({
        "Takeout/Fitbit/Global Export Data/exercise-100.json": exercises(half + 1, 8_000_000),
      });
      await failsWithFiles(
        server,
        [
          { bytes: first, name: "takeout-001.zip" },
          { bytes: second, name: "takeout-002.zip" },
        ],
        dataImportJsonTooMany(TWO, FITBIT_MAX_RECORDS),
      );
    });

    it("refuses at once two zips whose entries only together pass the bound", async () => {
      const dir = makeTempDir("evenkeel-entries");
      const files = ["takeout-001.zip", "takeout-002.zip"].map((name) => {
        writeZipOfEmptyEntries(path.join(dir, name), ZIP_MAX_ENTRIES / 2 + 1);
        return { bytes: fs.readFileSync(path.join(dir, name)), name };
      });
      await refusedAtOnce(server, files, 400, dataImportZipEntries(TWO, ZIP_MAX_ENTRIES));
    });

    it(`takes ${DATA_IMPORT_MAX_FILES} files as one import, and refuses one more at once`, async () => {
      const files = (count: number) =>
        Array.from({ length: count }, (_, index) => ({
          bytes: exercises(1, 9_000_000 + index),
          name: `exercise-${index * 100}.json`,
        }));
      const user = await signUpUser(server);
      const done = await importExports(api(server, user.accessToken), files(DATA_IMPORT_MAX_FILES));
      expect(done).toMatchObject({ status: "done", records_imported: DATA_IMPORT_MAX_FILES });
      await refusedAtOnce(
        server,
        files(DATA_IMPORT_MAX_FILES + 1),
        400,
        dataImportTooManyFiles(DATA_IMPORT_MAX_FILES),
      );
    });
  });

  describe("on small bounds", () => {
    const MAX_BYTES = 64 * 1024;
    const UNPACKED = 48 * 1024;
    let server: TestServer;
    let client: ApiClient;
    beforeAll(async () => {
      server = await startTestServer(
        { IMPORT_MAX_BYTES: String(MAX_BYTES) },
        {
          imports: { caps: { maxUncompressedBytes: UNPACKED, maxRatio: 200 } },
          rescoring: { firstTickMs: 60_000 },
        },
      );
      client = api(server, (await signUpUser(server)).accessToken);
    });
    afterAll(() => server.close());

    /** A resting heart rate file of `bytes` bytes (white space after its records). */
    const restingHrOf = (date: string, bytes: number) => {
      const text = fitbitRestingHr([{ date, bpm: 58 }], "iso");
      return text + " ".repeat(bytes - text.length);
    };

    it("refuses with 413, while they stream, two files that only together pass IMPORT_MAX_BYTES", async () => {
      const first = {
        bytes: restingHrOf("2026-03-01", 40 * 1024),
        name: "resting_heart_rate-2026-03-01.json",
      };
      const second = {
        bytes: restingHrOf("2026-03-02", 40 * 1024),
        name: "resting_heart_rate-2026-03-02.json",
      };
      expect(await importExports(client, [first])).toMatchObject({ status: "done", days_imported: 1 });
      await refusedAtOnce(server, [first, second], 413, dataImportTooLarge(MAX_BYTES));
    });

    it("fails two zips whose entries only together unpack past the cap", async () => {
      const zip = (date: string) => ({
        bytes: zipOf({ [`Fitbit/resting_heart_rate-${date}.json`]: restingHrOf(date, 30 * 1024) }),
        name: `takeout-${date}.zip`,
      });
      expect(await importExports(client, [zip("2026-03-03")])).toMatchObject({ status: "done" });
      await failsWithFiles(
        server,
        [zip("2026-03-04"), zip("2026-03-05")],
        dataImportZipTooBig(TWO, UNPACKED),
      );
    });
  });
});
