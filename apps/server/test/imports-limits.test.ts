// The limits on what one uploaded file may make the server hold
// (docs/security.md, "Limits on imported files"). Each is refused with a message that says what
// to do, leaves the user's data as it was, and a real export just under the limit still imports.
// The full-size files, against a real `npm start`, are in hardening-hostile-uploads.test.ts.
import fs from "node:fs";
import path from "node:path";
import {
  type DataImport,
  dataImportCsvLineTooLong,
  dataImportXmlTooLong,
  dataImportZipEntries,
} from "@evenkeel/contracts";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XML_MAX_DOCTYPE_CHARS, XML_MAX_TOKEN_CHARS } from "../src/imports/apple-health/xml-bounds.ts";
import { ZIP_MAX_CSV_FILES } from "../src/imports/whoop-export/format.ts";
import { CSV_MAX_RECORD_BYTES } from "../src/imports/whoop-export/whoop-export.ts";
import { ZIP_MAX_ENTRIES } from "../src/imports/zip-file.ts";
import { type ApiClient, api } from "./support/api-client.ts";
import { APPLE_DOCTYPE, appleHealthXml, restingHr, whoopCsv, whoopCycle } from "./support/health-exports.ts";
import { writeZipOfEmptyEntries } from "./support/hostile-files.ts";
import { importExport, uploadExport, waitForImport } from "./support/import-client.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

let server: TestServer;
let client: ApiClient;
let userId: string;
let stored: unknown[];

async function userData(): Promise<unknown[]> {
  return Promise.all(
    (["source_daily_metrics", "health_metrics", "journal_answers"] as const).map((table) =>
      server.db.selectFrom(table).selectAll().where("user_id", "=", userId).execute(),
    ),
  );
}

beforeAll(async () => {
  server = await startTestServer({}, { rescoring: { firstTickMs: 60_000 } });
  const user = await signUpUser(server);
  userId = user.id;
  client = api(server, user.accessToken);
  const good = appleHealthXml([restingHr(55, "2026-03-07 07:00:00 -0500")]);
  expect(await importExport(client, good, "export.xml")).toMatchObject({ status: "done" });
  stored = await userData();
});
afterAll(() => server.close());

async function failsWith(bytes: Uint8Array | string, name: string, message: string): Promise<void> {
  const started = await uploadExport(client, bytes, name);
  expect(started.status).toBe(202);
  const done: DataImport = await waitForImport(client, started.body.id);
  expect(done).toMatchObject({ status: "failed", message, days_imported: 0 });
  expect(await userData()).toEqual(stored);
}

/** A record dated 2026-03-0`day` whose sourceName is `length` characters long. */
const longRecord = (length: number, day = 8) =>
  `<Record type="HKQuantityTypeIdentifierRestingHeartRate" value="54" sourceName="${"a".repeat(length)}" startDate="2026-03-0${day} 07:00:00 -0500" endDate="2026-03-0${day} 07:00:00 -0500"/>`;
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;

describe("a zip's entries", () => {
  it(`refuses at once, with 400, a zip listing more than ${ZIP_MAX_ENTRIES} entries`, async () => {
    const file = path.join(makeTempDir("evenkeel-entries"), "many.zip");
    writeZipOfEmptyEntries(file, ZIP_MAX_ENTRIES + 1);
    const answer = await uploadExport(client, fs.readFileSync(file), "many.zip");
    expect(answer).toMatchObject({
      status: 400,
      body: { detail: dataImportZipEntries("many.zip", ZIP_MAX_ENTRIES) },
    });
    expect(await userData()).toEqual(stored);
  });

  it(`fails a WHOOP zip of more than ${ZIP_MAX_CSV_FILES} CSV files`, async () => {
    const files: Record<string, Uint8Array> = {};
    for (let index = 0; index <= ZIP_MAX_CSV_FILES; index += 1)
      files[`part-${index}.csv`] = strToU8("a,b\n1,2\n");
    await failsWith(zipSync(files), "parts.zip", dataImportZipEntries("parts.zip", ZIP_MAX_CSV_FILES));
  });
});

describe("an export.xml's tags, texts and names", () => {
  it("imports a record whose attribute is just under the bound", async () => {
    const xml = appleHealthXml([longRecord(XML_MAX_TOKEN_CHARS - 300)]);
    expect(await importExport(client, xml, "export.xml")).toMatchObject({ status: "done", days_imported: 1 });
    // That import's day is the only change; put the data back as it was for the next cases.
    await server.db.deleteFrom("source_daily_metrics").where("date", "=", "2026-03-08").execute();
    await server.db.deleteFrom("health_metrics").where("date", "=", "2026-03-08").execute();
    expect(await userData()).toEqual(stored);
  });

  const tooLong = (what: string) => dataImportXmlTooLong("export.xml", 0, what, XML_MAX_TOKEN_CHARS);
  const cases: Array<[string, string, string, string]> = [
    [
      "an attribute past the bound",
      longRecord(XML_MAX_TOKEN_CHARS),
      'sourceName="aaa',
      "a tag with its attributes",
    ],
    [
      "an attribute of a record kind the filter would take out, longer than it holds back",
      `<Record type="HKQuantityTypeIdentifierStepCount" value="1" sourceName="${"b".repeat(2 * 1024 * 1024)}"/>`,
      "StepCount",
      "a tag with its attributes",
    ],
    ["an element name", `<${"n".repeat(XML_MAX_TOKEN_CHARS + 1)}/>`, "<nnn", "a tag with its attributes"],
    ["a text", `<Note>${"t".repeat(XML_MAX_TOKEN_CHARS + 1)}</Note>`, "<Note>", "a text"],
    ["a comment", `<!--${"c".repeat(XML_MAX_TOKEN_CHARS)}-->`, "<!--ccc", "a comment"],
    ["an entity name", `<Note>&${"e".repeat(XML_MAX_TOKEN_CHARS)};</Note>`, "&eee", "an entity name"],
  ];
  it.each(cases)("fails %s, naming its line", async (_label, element, needle, what) => {
    const xml = appleHealthXml([restingHr(55, "2026-03-07 07:00:00 -0500"), element]);
    const message = tooLong(what).replace("line 0", `line ${lineOf(xml, needle)}`);
    await failsWith(xml, "export.xml", message);
  });

  it("fails a DOCTYPE past its bound, even when a quoted value in it holds ']>'", async () => {
    const doctype = `<!DOCTYPE HealthData [\n<!ATTLIST HealthData locale CDATA "]>">\n<!--${"d".repeat(XML_MAX_DOCTYPE_CHARS)}-->\n]>`;
    const xml = appleHealthXml([restingHr(55, "2026-03-07 07:00:00 -0500")], doctype);
    await failsWith(
      xml,
      "export.xml",
      dataImportXmlTooLong("export.xml", lineOf(xml, "<!DOCTYPE"), "the DOCTYPE", XML_MAX_DOCTYPE_CHARS),
    );
  });

  it("reads Apple's own DTD and millions of taken-out records' line breaks as before", async () => {
    expect(APPLE_DOCTYPE.length).toBeLessThan(XML_MAX_DOCTYPE_CHARS);
    const steps = Array.from(
      { length: 20_000 },
      () =>
        `<Record type="HKQuantityTypeIdentifierStepCount" value="1" sourceName="x" startDate="2026-03-06 07:00:00 -0500" endDate="2026-03-06 07:01:00 -0500">\n<MetadataEntry key="k" value="v"/>\n</Record>`,
    );
    const xml = appleHealthXml([...steps, restingHr(55, "2026-03-07 07:00:00 -0500")]);
    expect(await importExport(client, xml, "export.xml")).toMatchObject({ status: "done" });
    expect(await userData()).toEqual(stored);
  });
});

describe("a CSV's records", () => {
  const header = whoopCsv("cycles", []).split("\n")[0] ?? "";
  it("fails a first line longer than the bound, naming the file and line 1", async () => {
    const csv = `${header}${"a".repeat(CSV_MAX_RECORD_BYTES)}\n`;
    await failsWith(
      csv,
      "physiological_cycles.csv",
      dataImportCsvLineTooLong("physiological_cycles.csv", 1, CSV_MAX_RECORD_BYTES),
    );
  });

  it("fails a row longer than the bound, naming its line", async () => {
    const row = whoopCsv("cycles", [
      whoopCycle({ start: "2026-03-06 22:00:00", wake: "2026-03-07 06:30:00" }),
    ])
      .split("\n")[1]
      ?.replace(",", `,${"9".repeat(CSV_MAX_RECORD_BYTES)}`);
    await failsWith(
      `${header}\n${row}\n`,
      "physiological_cycles.csv",
      dataImportCsvLineTooLong("physiological_cycles.csv", 2, CSV_MAX_RECORD_BYTES),
    );
  });

  it("fails a CSV in a zip whose header line never ends, naming the entry", async () => {
    const zip = zipSync({
      "my_whoop_data/physiological_cycles.csv": strToU8(`${header}${"a".repeat(CSV_MAX_RECORD_BYTES)}`),
    });
    await failsWith(
      zip,
      "whoop.zip",
      dataImportCsvLineTooLong("physiological_cycles.csv", 1, CSV_MAX_RECORD_BYTES),
    );
  });
});
