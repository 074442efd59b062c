// The clinician PDF (docs/clinician-report.md) in the app's US English, with every count in the right
// number ("1 check-in", never "1 check-ins"), on US Letter or A4: as asked, else by the
// caller's Accept-Language; the share link's page offers the clinician's paper first. The
// pages are rendered with pdftoppm for a person to look at.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { ShareLinkCreated } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, api } from "./support/api-client.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

const today = utcToday();
const SHOTS_DIR = process.env.EVENKEEL_SHOTS_DIR ?? path.join(makeTempDir(), "report-paper-pages");
const flat = (text: string) => text.replace(/\s+/g, " ").trim();
// Not execFileSync: the server runs in this process, and a blocked event loop lets a kept-alive
// socket close just as the next request is sent on it (ECONNRESET).
const run = async (command: string, args: string[]) =>
  (await promisify(execFile)(command, args, { encoding: "utf8" })).stdout;

let server: TestServer;
let bea: TestUser;
let asBea: ApiClient;

async function reportPdf(query: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/api/report?${query}`, {
    headers: { authorization: `Bearer ${bea.accessToken}`, ...headers },
  });
}

/** The PDF's text and the size of its first page in points ("612 x 792"). */
async function read(
  response: Response,
  name: string,
): Promise<{ text: string; size: string; pages: number }> {
  expect(response.status).toBe(200);
  const file = path.join(makeTempDir(), `${name}.pdf`);
  fs.writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
  const info = await run("pdfinfo", [file]);
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await run("pdftoppm", ["-png", "-r", "70", file, path.join(SHOTS_DIR, name)]);
  return {
    text: flat(await run("pdftotext", ["-layout", file, "-"])),
    size: /Page size:\s+([\d.]+ x [\d.]+) pts/.exec(info)?.[1] ?? "",
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  bea = await signUpUser(server, undefined, { first_name: "Bea", last_name: "Quill" });
  asBea = api(server, bea.accessToken);
  // A short history with one check-in: the counts of one are where plurals went wrong.
  await seedMetricDays(server.db, bea.id, today, 40, (index) => ({
    hrv: 40 + (index % 9) * 2,
    resting_hr: 50 + (index % 5),
  }));
  await asBea.post("/mood/", { date: daysBefore(today, 1), rating: 6, notes: "One note" });
  await asBea.post("/health/burnout/calculate", undefined, { days: 30 });
});
afterAll(() => server.close());

describe("the clinician PDF's words", () => {
  it("are US English and say one check-in, one day, in the singular", async () => {
    const { text } = await read(await reportPdf("weeks=4&paper=letter"), "words");
    expect(text).toContain("over 1 check-in");
    expect(text).not.toMatch(/\b1 (days|nights|check-ins|weeks|points)\b/);
    expect(text).toContain("This report summarizes self-tracked data");
    expect(text).not.toMatch(/summarises|\bGP\b|colour|analyse/);
  });
});

describe("the clinician PDF's paper", () => {
  it("is US Letter or A4 as asked, on 2 to 3 pages", async () => {
    const letter = await read(await reportPdf("weeks=4&paper=letter"), "letter");
    expect(letter.size).toBe("612 x 792");
    expect(letter.pages).toBeGreaterThanOrEqual(2);
    expect(letter.pages).toBeLessThanOrEqual(3);
    const a4 = await read(await reportPdf("weeks=4&paper=a4"), "a4");
    expect(a4.size).toBe("595.28 x 841.89");
    expect(a4.pages).toBeLessThanOrEqual(3);
  });

  it("follows the caller's language when not asked: A4 for en-GB, Letter for en-US", async () => {
    const gb = await read(await reportPdf("weeks=4", { "accept-language": "en-GB,en;q=0.8" }), "en-gb");
    expect(gb.size).toBe("595.28 x 841.89");
    const us = await read(await reportPdf("weeks=4", { "accept-language": "en-US" }), "en-us");
    expect(us.size).toBe("612 x 792");
  });

  it("refuses another paper in words, with a 400", async () => {
    const refused = await reportPdf("weeks=4&paper=legal");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('paper must be \\"letter\\" or \\"a4\\"');
  });

  it("is the clinician's on a share link's page, with the other one offered beside it", async () => {
    const created = (await asBea.post<ShareLinkCreated>("/reports/links", { weeks: 4, days: 2 })).body;
    const page = await (
      await fetch(`${server.url}${created.path}`, { headers: { "accept-language": "de-DE" } })
    ).text();
    expect(page).toContain("Download the report (PDF, A4)");
    expect(page).toContain(`href="${created.path}/report.pdf?paper=letter"`);
    const letter = await read(await fetch(`${server.url}${created.path}/report.pdf?paper=letter`), "shared");
    expect(letter.size).toBe("612 x 792");
    // A paper the page never offered is no error: the clinician's own is answered.
    const odd = await fetch(`${server.url}${created.path}/report.pdf?paper=legal`, {
      headers: { "accept-language": "en-GB" },
    });
    expect((await read(odd, "shared-odd")).size).toBe("595.28 x 841.89");
  });
});
