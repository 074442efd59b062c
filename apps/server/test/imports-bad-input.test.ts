// Every bad input to POST /api/imports gets a clear message (naming the file and line
// where it helps), never a 500, and leaves the user's data exactly as it was: not an export, a
// zip bomb (total size and ratio), a cut-off file, XML declaring entities or naming an external
// DTD, a CSV with wrong columns, dates in the future, absurd values, a file over
// IMPORT_MAX_BYTES (413, counted while it streams), and requests that are not uploads at all.

import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import {
  DATA_IMPORT_BAD_PRIORITY,
  DATA_IMPORT_EMPTY_FILE,
  DATA_IMPORT_MUST_BE_MULTIPART,
  DATA_IMPORT_NO_FILE,
  DATA_IMPORT_UPLOAD_STALLED,
  type DataImport,
  dataImportAbsurdValue,
  dataImportCsvColumns,
  dataImportCsvMalformed,
  dataImportFutureDate,
  dataImportNotAppleHealth,
  dataImportTooLarge,
  dataImportTruncated,
  dataImportUnrecognised,
  dataImportXmlEntities,
  dataImportXmlExternalDtd,
  dataImportZipRatio,
  dataImportZipTooBig,
  dataImportZipUnreadable,
} from "@evenkeel/contracts";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, api } from "./support/api-client.ts";
import {
  APPLE_DOCTYPE,
  appleHealthXml,
  appleHealthZip,
  appleHistoryChunks,
  hrvSdnn,
  restingHr,
  sleep,
  whoopCsv,
  whoopCycle,
} from "./support/health-exports.ts";
import { exportForm, importExport, uploadExport, waitForImport } from "./support/import-client.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

const ZIP_CAP = 8 * 1024 * 1024;
const GOOD = appleHealthXml([
  restingHr(55, "2026-03-07 07:00:00 -0500"),
  hrvSdnn(48, "2026-03-07 03:00:00 -0500"),
  sleep("AsleepCore", "2026-03-06 23:00:00 -0500", "2026-03-07 06:00:00 -0500"),
]);

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

/** The line of `needle` in `text`, 1-based. */
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      imports: { caps: { maxUncompressedBytes: ZIP_CAP, maxRatio: 200 } },
      rescoring: { firstTickMs: 60_000 },
    },
  );
  const user = await signUpUser(server);
  userId = user.id;
  client = api(server, user.accessToken);
  expect(await importExport(client, GOOD, "export.xml")).toMatchObject({ status: "done" });
  stored = await userData();
});
afterAll(() => server.close());

/** Uploads a file that is accepted, then fails in the background with `message`. */
async function failsWith(bytes: Uint8Array | string, name: string, message: string): Promise<void> {
  const started = await uploadExport(client, bytes, name);
  expect(started.status).toBe(202);
  const done: DataImport = await waitForImport(client, started.body.id);
  expect(done).toMatchObject({ status: "failed", message, days_imported: 0 });
  expect(await userData()).toEqual(stored);
}

/** Uploads a file that is refused at once with 400 and `detail`. */
async function refusedWith(bytes: Uint8Array | string, name: string, detail: string): Promise<void> {
  const answer = await uploadExport(client, bytes, name);
  expect(answer).toMatchObject({ status: 400, body: { detail } });
  expect(await userData()).toEqual(stored);
}

describe("files that are not exports", () => {
  it("refuses a picture at once", async () => {
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    await refusedWith(png, "holiday.png", dataImportUnrecognised("holiday.png"));
  });

  it("refuses a zip with neither export.xml nor CSV files", async () => {
    await refusedWith(
      zipSync({ "notes.txt": strToU8("hello") }),
      "notes.zip",
      dataImportUnrecognised("notes.zip"),
    );
  });

  it("refuses a text file with commas at once as no WHOOP, Apple Health or Fitbit export", async () => {
    await refusedWith(
      "Dear diary, today was calm.\nSlept well, walked far.\n",
      "notes.txt",
      dataImportUnrecognised("notes.txt"),
    );
    expect(dataImportUnrecognised("notes.txt")).toContain("not a WHOOP, Apple Health or Fitbit export");
  });

  it("refuses an empty file", async () => {
    await refusedWith("", "export.xml", DATA_IMPORT_EMPTY_FILE);
  });

  it("fails an XML file that is not Apple Health's", async () => {
    await failsWith(
      '<?xml version="1.0"?>\n<rss version="2.0"></rss>\n',
      "feed.xml",
      dataImportNotAppleHealth("feed.xml"),
    );
  });

  it("fails a CSV with other columns, naming it", async () => {
    await failsWith(
      "date,steps,calories\n2026-03-01,9000,2100\n",
      "fitbit.csv",
      dataImportCsvColumns("fitbit.csv"),
    );
  });
});

describe("zip bombs", () => {
  it("fails an entry compressed beyond the ratio cap before inflating it", async () => {
    const bomb = zipSync({
      "apple_health_export/export.xml": strToU8(`<HealthData>${" ".repeat(5 * 1024 * 1024)}</HealthData>`),
    });
    await failsWith(bomb, "export.zip", dataImportZipRatio("export.zip", "export.xml", 200));
  });

  it("fails a zip that unpacks beyond the total cap", async () => {
    const chunks = [
      ...appleHistoryChunks({ firstDate: "2020-01-01", targetBytes: ZIP_CAP + 1024 * 1024, fillerPerDay: 4 }),
    ];
    const big = zipSync({ "apple_health_export/export.xml": strToU8(chunks.join("")) });
    await failsWith(big, "big.zip", dataImportZipTooBig("big.zip", ZIP_CAP));
  });
});

describe("cut-off files", () => {
  it("fails an export.xml cut short", async () => {
    await failsWith(
      GOOD.slice(0, Math.floor(GOOD.length * 0.7)),
      "export.xml",
      dataImportTruncated("export.xml"),
    );
  });

  it("refuses a zip cut short", async () => {
    const zip = appleHealthZip(GOOD);
    await refusedWith(
      zip.slice(0, Math.floor(zip.length / 2)),
      "export.zip",
      dataImportZipUnreadable("export.zip"),
    );
  });
});

describe("XML that would make the parser fetch or expand something", () => {
  it("fails a document that declares entities", async () => {
    const xml = appleHealthXml(
      [restingHr(55, "2026-03-07 07:00:00 -0500")],
      '<!DOCTYPE HealthData [\n<!ENTITY boom "boom">\n]>',
    );
    await failsWith(xml, "export.xml", dataImportXmlEntities("export.xml", 4));
  });

  it("fails a document that points to an external DTD", async () => {
    const xml = appleHealthXml(
      [restingHr(55, "2026-03-07 07:00:00 -0500")],
      '<!DOCTYPE HealthData SYSTEM "http://127.0.0.1:9/health.dtd">',
    );
    await failsWith(xml, "export.xml", dataImportXmlExternalDtd("export.xml", 2));
  });

  it("fails an entity it would have to resolve", async () => {
    const xml = appleHealthXml([
      '<Record type="HKQuantityTypeIdentifierRestingHeartRate" value="&xxe;" sourceName="x" startDate="2026-03-07 07:00:00 -0500" endDate="2026-03-07 07:00:00 -0500"/>',
    ]);
    const started = await uploadExport(client, xml, "export.xml");
    const done = await waitForImport(client, started.body.id);
    expect(done.status).toBe("failed");
    expect(done.message).toMatch(/^export\.xml, line \d+: /);
    expect(await userData()).toEqual(stored);
  });

  it("reads past Apple's own inline DTD", async () => {
    expect(APPLE_DOCTYPE).toContain("<!ATTLIST Record");
    expect(await importExport(client, GOOD, "export.xml")).toMatchObject({ status: "done" });
  });
});

describe("values no export holds", () => {
  it("fails a date in the future, naming the line", async () => {
    const xml = appleHealthXml([
      restingHr(55, "2026-03-07 07:00:00 -0500"),
      restingHr(56, "2099-01-01 07:00:00 -0500"),
    ]);
    await failsWith(
      xml,
      "export.xml",
      dataImportFutureDate("export.xml", lineOf(xml, "2099-01-01"), "2099-01-01"),
    );
  });

  for (const [label, record, what] of [
    ["a resting HR of 0", restingHr(0, "2026-03-08 07:00:00 -0500"), ["a resting heart rate", "0 bpm"]],
    ["a resting HR of 300", restingHr(300, "2026-03-08 07:00:00 -0500"), ["a resting heart rate", "300 bpm"]],
    ["an HRV of 0", hrvSdnn(0, "2026-03-08 07:00:00 -0500"), ["an HRV", "0 ms"]],
    [
      "30 h of sleep",
      sleep("AsleepCore", "2026-03-07 01:00:00 -0500", "2026-03-08 07:00:00 -0500"),
      ["a night's sleep", "1800 minutes"],
    ],
  ] as const) {
    it(`fails ${label}, naming the line`, async () => {
      const xml = appleHealthXml([restingHr(55, "2026-03-07 07:00:00 -0500"), record]);
      await failsWith(
        xml,
        "export.xml",
        dataImportAbsurdValue("export.xml", lineOf(xml, record), what[0], what[1]),
      );
    });
  }

  it("fails a WHOOP cycle with 30 h of sleep, naming file and line", async () => {
    const csv = whoopCsv("cycles", [
      whoopCycle({ start: "2026-04-01 22:00:00", recovery: 60, wake: "2026-04-02 07:00:00", asleep: 420 }),
      whoopCycle({ start: "2026-04-02 22:00:00", recovery: 60, wake: "2026-04-03 07:00:00", asleep: 1800 }),
    ]);
    await failsWith(
      csv,
      "physiological_cycles.csv",
      dataImportAbsurdValue("physiological_cycles.csv", 3, "a night's sleep", "1800 minutes"),
    );
  });

  it("fails a WHOOP row with a column missing, naming the line", async () => {
    const csv = `${whoopCsv("cycles", [whoopCycle({ start: "2026-04-01 22:00:00", recovery: 60 })])}2026-04-02 22:00:00,,UTC+00:00\n`;
    await failsWith(
      csv,
      "physiological_cycles.csv",
      dataImportCsvMalformed("physiological_cycles.csv", 3, "3 columns instead of 26"),
    );
  });
});

describe("requests that are not an upload of an export", () => {
  it("answers 401 to a caller who is not signed in", async () => {
    const answer = await api(server).raw({
      method: "POST",
      path: "/imports",
      body: exportForm(GOOD, "export.xml"),
    });
    expect(answer.status).toBe(401);
  });

  it("refuses a body that is not multipart", async () => {
    const answer = await client.raw({
      method: "POST",
      path: "/imports",
      headers: { "content-type": "application/xml" },
      body: GOOD,
    });
    expect(answer).toMatchObject({ status: 400, body: { detail: DATA_IMPORT_MUST_BE_MULTIPART } });
  });

  it("refuses a form without the file field", async () => {
    const form = new FormData();
    form.append("document", new Blob([GOOD]), "export.xml");
    const answer = await client.raw({ method: "POST", path: "/imports", body: form });
    expect(answer).toMatchObject({ status: 400, body: { detail: DATA_IMPORT_NO_FILE } });
  });

  it("refuses an order of devices it does not know", async () => {
    const answer = await uploadExport(client, GOOD, "export.xml", { apple_source_priority: "fitbit,watch" });
    expect(answer).toMatchObject({ status: 400, body: { detail: DATA_IMPORT_BAD_PRIORITY } });
  });

  it("answers 404 to an import id that is not the caller's", async () => {
    expect(await client.get("/imports/not-an-import")).toMatchObject({
      status: 404,
      body: { detail: "Import not found" },
    });
  });

  it("never stored a failed or refused import's data", async () => {
    expect(await userData()).toEqual(stored);
    const list = await client.get<DataImport[]>("/imports");
    expect(list.body.every((entry) => entry.status === "done" || entry.status === "failed")).toBe(true);
  });
});

describe("IMPORT_MAX_BYTES", () => {
  let small: TestServer;
  let smallClient: ApiClient;
  const MAX = 64 * 1024;

  beforeAll(async () => {
    small = await startTestServer({ IMPORT_MAX_BYTES: String(MAX) });
    smallClient = api(small, (await signUpUser(small)).accessToken);
  });
  afterAll(() => small.close());

  const bigXml = () =>
    [...appleHistoryChunks({ firstDate: "2025-01-01", targetBytes: MAX * 2, fillerPerDay: 2 })].join("");

  it("refuses a larger file with 413 from its declared length", async () => {
    const answer = await uploadExport(smallClient, bigXml(), "export.xml");
    expect(answer).toMatchObject({ status: 413, body: { detail: dataImportTooLarge(MAX) } });
  });

  it("refuses it with 413 while it streams when no length is declared", async () => {
    const form = exportForm(bigXml(), "export.xml");
    const encoded = new Response(form);
    const type = encoded.headers.get("content-type") ?? "";
    const body = encoded.body as ReadableStream<Uint8Array>;
    const response = await fetch(`${small.url}/api/imports`, {
      method: "POST",
      headers: { "content-type": type, authorization: `Bearer ${(await signUpUser(small)).accessToken}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: dataImportTooLarge(MAX) });
  });

  it("takes a file under the limit", async () => {
    expect(await importExport(smallClient, GOOD, "export.xml")).toMatchObject({ status: "done" });
  });

  it("is checked like the other variables", async () => {
    await expect(startTestServer({ IMPORT_MAX_BYTES: "4GB" })).rejects.toThrow(/IMPORT_MAX_BYTES/);
  });
});

describe("IMPORT_STALL_SECONDS", () => {
  let slow: TestServer;

  beforeAll(async () => {
    slow = await startTestServer({ IMPORT_STALL_SECONDS: "1" });
  });
  afterAll(() => slow.close());

  /** A raw upload that announces 10 MB and sends the first 200 bytes of its file, then nothing. */
  function partialUpload(target: TestServer, accessToken: string) {
    const boundary = "----evenkeel-partial-upload";
    const start = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="export.xml"',
      "Content-Type: application/xml",
      "",
      GOOD.slice(0, 200),
    ].join("\r\n");
    const { port } = new URL(target.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk) => received.push(chunk));
    const closed = new Promise<string>((resolve) =>
      socket.on("close", () => resolve(Buffer.concat(received).toString("utf8"))),
    );
    socket.write(
      [
        "POST /api/imports HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        `Authorization: Bearer ${accessToken}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${10 * 1024 * 1024}`,
        "",
        start,
      ].join("\r\n"),
    );
    return { socket, closed };
  }

  /** Nothing of an upload that did not finish stays: no partial file, no import. */
  async function nothingLeftOf(target: TestServer, userId: string): Promise<void> {
    const folder = path.join(target.dataDir, "imports");
    const left = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    expect(left.filter((name) => name.endsWith(".upload"))).toEqual([]);
    expect(
      await slow.db.selectFrom("data_imports").selectAll().where("user_id", "=", userId).execute(),
    ).toEqual([]);
    expect((await fetch(`${target.url}/healthz`)).status).toBe(200);
  }

  it("ends an upload that stops arriving, removes its partial file and keeps serving", async () => {
    const user = await signUpUser(slow);
    const startedAt = Date.now();
    const answer = await partialUpload(slow, user.accessToken).closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.slice(answer.indexOf("\r\n\r\n") + 4)).toBe(
      JSON.stringify({ detail: DATA_IMPORT_UPLOAD_STALLED }),
    );
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    await nothingLeftOf(slow, user.id);
  });

  it("removes at once the partial file of an upload whose client went away", async () => {
    // The first server waits the default 60 s for a stalled upload: only the client leaving ends it here.
    const user = await signUpUser(server);
    const upload = partialUpload(server, user.accessToken);
    const folder = path.join(server.dataDir, "imports");
    // Once the file has begun, the client leaves.
    await expect
      .poll(() =>
        (fs.existsSync(folder) ? fs.readdirSync(folder) : []).some((name) => name.endsWith(".upload")),
      )
      .toBe(true);
    upload.socket.destroy();
    await expect
      .poll(() =>
        (fs.existsSync(folder) ? fs.readdirSync(folder) : []).filter((name) => name.endsWith(".upload")),
      )
      .toEqual([]);
    await nothingLeftOf(server, user.id);
  });

  it("is checked like the other variables", async () => {
    await expect(startTestServer({ IMPORT_STALL_SECONDS: "0" })).rejects.toThrow(/IMPORT_STALL_SECONDS/);
  });
});
