// Hostile Fitbit files: the JSON reader is bounded in one record's bytes (a huge string), in
// nesting and in the number of records (a huge array), and an upload holding more Fitbit files
// than any export is refused; each fails the import with its reason and changes nothing.
import { Readable } from "node:stream";
import {
  dataImportFitbitTooManyFiles,
  dataImportJsonMalformed,
  dataImportJsonRecordTooLong,
  dataImportJsonTooDeep,
  dataImportJsonTooMany,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FITBIT_MAX_FILES } from "../src/imports/fitbit-export/fitbit-export.ts";
import { FITBIT_MAX_RECORDS } from "../src/imports/fitbit-export/fitbit-rows.ts";
import { JSON_LIMITS, type JsonArrayLimits, jsonArrayElements } from "../src/imports/json-elements.ts";
import { api } from "./support/api-client.ts";
import { fitbitRestingHr, zipOf } from "./support/fitbit-exports.ts";
import { importExport } from "./support/import-client.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

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
    const user = await signUpUser(server);
    const client = api(server, user.accessToken);
    const done = await importExport(client, bytes, name);
    expect(done).toMatchObject({ status: "failed", message, days_imported: 0 });
    const stored = await server.db
      .selectFrom("source_daily_metrics")
      .select("date")
      .where("user_id", "=", user.id)
      .execute();
    expect(stored).toEqual([]);
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
