// The clinician report (docs/clinician-report.md) and its share links over real HTTP.
// The PDF is read back with pdftotext: the period, the figures it states and the plain
// statement are there; it has 2–3 pages with embedded fonts, and each page is rendered with
// pdftoppm for a person to look at. Share links: a 256-bit token stored hashed, noindex and
// no referrer, counted openings, refused once revoked or expired, rate limited.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { REPORT_STATEMENT, type ShareLink, type ShareLinkCreated } from "@evenkeel/contracts";
import { ekScoringRule } from "@evenkeel/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_REPORT_RATE_LIMIT } from "../src/exports/shared-report.ts";
import { type ApiClient, api } from "./support/api-client.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, type TestUser } from "./support/test-users.ts";

const today = utcToday();
/** Where the rendered pages go for a person to open (outside the repository). */
const SHOTS_DIR = process.env.EVENKEEL_SHOTS_DIR ?? path.join(makeTempDir(), "report-pages");
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const longDate = (date: string) =>
  `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

let server: TestServer;
let ada: TestUser;
let asAda: ApiClient;
let pdfPath: string;
let text: string;
const ratings: number[] = [];

async function report(token: string, weeks: number | string): Promise<Response> {
  return fetch(`${server.url}/api/report?weeks=${weeks}`, { headers: { authorization: `Bearer ${token}` } });
}

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpUser(server, undefined, { first_name: "Ada", last_name: "Lovelace" });
  asAda = api(server, ada.accessToken);
  await seedMetricDays(server.db, ada.id, today, 90, (index) => ({
    hrv: 40 + (index % 9) * 2,
    resting_hr: 50 + (index % 5),
  }));
  for (let back = 0; back < 28; back += 1) {
    const rating = 3 + (back % 6);
    ratings.push(rating);
    await asAda.post("/mood/", {
      date: daysBefore(today, back),
      rating,
      notes: back % 3 === 0 ? `Day ${back}, "noted"` : null,
    });
  }
  await asAda.post("/health/burnout/calculate", undefined, { days: 60 });
  await asAda.post("/health/insights/generate", undefined, { insight_type: "weekly_summary" });
  await asAda.post("/health/insights/generate", undefined, { insight_type: "burnout_alert" });

  const response = await report(ada.accessToken, 4);
  expect(response.status).toBe(200);
  pdfPath = path.join(makeTempDir(), "report.pdf");
  fs.writeFileSync(pdfPath, new Uint8Array(await response.arrayBuffer()));
  text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" });
});
afterAll(() => server.close());

describe("the clinician PDF", () => {
  it("is a no-store PDF download named by its last day", async () => {
    const response = await report(ada.accessToken, 8);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="evenkeel-report-${today}.pdf"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("states the period it covers", () => {
    expect(flat(text)).toContain(`Period: ${longDate(daysBefore(today, 27))} – ${longDate(today)} (4 weeks)`);
    expect(text).toContain("Prepared for: Ada Lovelace");
  });

  it("states the figures of the period: mood average, check-ins, notes, coverage", () => {
    const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    const body = flat(text);
    expect(body).toContain(`average ${average} / 10 (lowest 3, highest 8) over 28 check-ins`);
    expect(body).toContain("28 (10 with notes)");
    expect(body).toContain("wearable data on 28 of 28 days; mood on 28");
    expect(body).toMatch(/HRV average [\d.]+ ms; own normal range [\d.]+–[\d.]+ ms/);
    expect(body).toMatch(/Burnout score average [\d.]+ \/ 100; latest [\d.]+/);
  });

  it("carries the plain, non-diagnostic statement", () => {
    expect(flat(text)).toContain(flat(REPORT_STATEMENT));
  });

  it("has 2 to 3 pages with embedded fonts, each rendered for a person to look at", () => {
    const pages = Number(
      /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdfPath], { encoding: "utf8" }))?.[1],
    );
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(3);
    const fonts = execFileSync("pdffonts", [pdfPath], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    // Columns emb, sub, uni: embedded, and mapped to Unicode so the text can be searched and copied.
    for (const line of fonts) expect(line).toMatch(/\byes\s+(yes|no)\s+yes\b/);
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    execFileSync("pdftoppm", ["-png", "-r", "70", pdfPath, path.join(SHOTS_DIR, "report-page")]);
    const rendered = fs.readdirSync(SHOTS_DIR).filter((name) => name.startsWith("report-page"));
    expect(rendered).toHaveLength(pages);
  });

  it("counts the days its chart draws above a line, or says which rule held them (one level per day)", async () => {
    const grace = await signUpUser(server);
    await seedMetricDays(server.db, grace.id, today, 40);
    // Four days above the critical line, stored at High (critical needs two weeks at high).
    for (let back = 0; back < 4; back += 1) {
      const date = daysBefore(today, back);
      await server.db
        .insertInto("burnout_scores")
        .values({
          id: `held-${date}`,
          user_id: grace.id,
          date,
          overall_risk_score: 75,
          risk_level: "high",
          risk_factors: JSON.stringify({ recovery: 70, hrv: 66, sleep_quality: 58, strain: 40 }),
          mood_risk: null,
          contributions: JSON.stringify({ mood: null, recovery: 30, hrv: 25, sleep_quality: 15, strain: 5 }),
          confidence_score: 80,
          data_points_used: 40,
          // The current version: a score of another one is the upgrade pass's to rescore, which
          // would replace these if its first pass came after them.
          algorithm_version: ekScoringRule.version,
          calculated_at: new Date().toISOString(),
        })
        .execute();
    }
    const response = await report(grace.accessToken, 4);
    expect(response.status).toBe(200);
    const file = path.join(makeTempDir(), "held.pdf");
    fs.writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
    const body = flat(execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }));
    expect(body).toMatch(/Days per level low \d+ days?, moderate \d+ days?, high \d+ days?, critical 0 days/);
    expect(body).toContain(
      "Held apart from the number 4 days held at High: Critical needs two weeks at High, with two signals strained.",
    );
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "70",
      "-f",
      "3",
      "-l",
      "3",
      file,
      path.join(SHOTS_DIR, "held-page"),
    ]);
  });

  it("refuses a period other than 4, 8 or 12 weeks, and an anonymous caller", async () => {
    expect((await report(ada.accessToken, 5)).status).toBe(400);
    expect((await fetch(`${server.url}/api/report?weeks=4`)).status).toBe(401);
  });
});

describe("share links", () => {
  let created: ShareLinkCreated;
  const open = (suffix = "") => fetch(`${server.url}${created.path}${suffix}`);
  const liveLinks = async () => (await asAda.get<ShareLink[]>("/reports/links")).body;

  beforeAll(async () => {
    created = (await asAda.post<ShareLinkCreated>("/reports/links", { weeks: 8, days: 30 })).body;
  });

  it("hand out a 256-bit token once and store only its hash", async () => {
    const token = created.path.split("/").at(-1) as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await server.db
      .selectFrom("report_share_links")
      .selectAll()
      .where("id", "=", created.link.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Date.parse(created.link.expires_at) - Date.parse(created.link.created_at)).toBe(30 * 86_400_000);
  });

  it("open without signing in: a noindex page with no referrer, and the PDF", async () => {
    const page = await open();
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow, noarchive");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(
      `8 weeks: ${longDate(daysBefore(today, 55))} to ${longDate(today)} · Ada Lovelace`,
    );
    expect(html).toMatch(/The link expires on \w+ \d+, \d{4} at \d+:\d\d [AP]M \(UTC\)\./);
    expect(html).toContain(`href="${created.path}/report.pdf"`);
    const pdf = await open("/report.pdf");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("x-robots-tag")).toBe("noindex, nofollow, noarchive");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("are listed in Settings with their expiry and how often each was opened", async () => {
    expect(await liveLinks()).toEqual([
      expect.objectContaining({
        id: created.link.id,
        weeks: 8,
        expires_at: created.link.expires_at,
        open_count: 2,
      }),
    ]);
  });

  it("last 1 to 30 days", async () => {
    for (const days of [0, 31])
      expect((await asAda.post("/reports/links", { weeks: 4, days })).status).toBe(400);
    expect((await asAda.post("/reports/links", { weeks: 6, days: 3 })).status).toBe(400);
  });

  it("are refused once revoked", async () => {
    const other = (await asAda.post<ShareLinkCreated>("/reports/links", { weeks: 4, days: 1 })).body;
    expect((await fetch(`${server.url}${other.path}`)).status).toBe(200);
    expect((await asAda.delete(`/reports/links/${other.link.id}`)).status).toBe(200);
    const refused = await fetch(`${server.url}${other.path}`);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain("This link has expired or was revoked.");
    expect((await fetch(`${server.url}${other.path}/report.pdf`)).status).toBe(404);
    expect((await liveLinks()).map((link) => link.id)).toEqual([created.link.id]);
  });

  it("are refused after their expiry", async () => {
    const other = (await asAda.post<ShareLinkCreated>("/reports/links", { weeks: 4, days: 1 })).body;
    const past = new Date(Date.now() - 1000).toISOString();
    await server.db
      .updateTable("report_share_links")
      .set({ expires_at: past })
      .where("id", "=", other.link.id)
      .execute();
    expect((await fetch(`${server.url}${other.path}`)).status).toBe(404);
    expect((await liveLinks()).map((link) => link.id)).toEqual([created.link.id]);
  });

  it("are rate limited per address, guesses included", async () => {
    const guesses = Array.from({ length: SHARED_REPORT_RATE_LIMIT.limit }, (_, index) =>
      fetch(`${server.url}/shared/${"x".repeat(42)}${index % 10}`).then((response) => response.status),
    );
    const statuses = await Promise.all(guesses);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const blocked = await open();
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
