// The clinician PDF of an account whose only days came from a Fitbit data export: they are
// carried like any other source's (the coverage, the HRV average and its normal range), read
// back with pdftotext.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertHealthMetrics } from "../src/store/metrics.repository.ts";
import { api } from "./support/api-client.ts";
import { daysBefore, utcToday } from "./support/seed-data.ts";
import { makeTempDir } from "./support/temp-dir.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser } from "./support/test-users.ts";

const today = utcToday();
const flat = (text: string) => text.replace(/\s+/g, " ").trim();
let server: TestServer;
let text: string;
const hrvs: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const user = await signUpUser(server, undefined, { first_name: "Fay", last_name: "Fitbit" });
  const days = Array.from({ length: 60 }, (_, back) => {
    const hrv = 35 + (back % 7) * 2;
    if (back < 28) hrvs.push(hrv);
    return {
      date: daysBefore(today, back),
      recovery_score: 60 + (back % 5) * 5,
      resting_hr: 56 + (back % 4),
      hrv,
      sleep_duration_minutes: 390 + (back % 6) * 10,
      sleep_quality_score: 75 + (back % 8),
      day_strain: null,
      workout_count: back % 3 === 0 ? 1 : 0,
    };
  });
  await upsertHealthMetrics(server.db, user.id, days, "fitbit_export", new Date().toISOString(), "rmssd");
  await api(server, user.accessToken).post("/health/burnout/calculate", undefined, { days: 60 });
  const response = await fetch(`${server.url}/api/report?weeks=4`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  expect(response.status).toBe(200);
  const pdfPath = path.join(makeTempDir(), "report.pdf");
  fs.writeFileSync(pdfPath, new Uint8Array(await response.arrayBuffer()));
  text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" });
});
afterAll(() => server.close());

describe("the clinician PDF of a Fitbit export's days", () => {
  it("counts them as wearable data and states their HRV", () => {
    const body = flat(text);
    expect(body).toContain("Prepared for: Fay Fitbit");
    expect(body).toContain("wearable data on 28 of 28 days");
    const average = Math.round((hrvs.reduce((a, b) => a + b, 0) / hrvs.length) * 10) / 10;
    expect(body).toMatch(new RegExp(`HRV average ${average} ms; own normal range [\\d.]+–[\\d.]+ ms`));
  });
});
