// The early warning and the weekly summary e-mail (docs/notifications.md) over real
// SMTP: 3 days at high, or high → critical, raise one alert; at most one per level per 7 days;
// none on low confidence; an illness tag holds it back and the app says so; no health value in
// any subject or body unless the user opted into numbers (weekly summary only); links followed.
import { ALERT_NOTIFICATION_TITLE, WEEKLY_SUMMARY_SUBJECT } from "@evenkeel/contracts";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type MailBox,
  type OutreachHarness,
  type OutreachUser,
  outreachHarness,
  setScores,
  startMailBox,
} from "./support/outreach-fixtures.ts";
import { seedMetricDays } from "./support/seed-data.ts";

let mail: MailBox;
let harness: OutreachHarness;

beforeAll(async () => {
  mail = await startMailBox();
  harness = await outreachHarness({ smtpPort: mail.port });
});
afterAll(async () => {
  await harness.close();
  await mail.close();
});

function outreachMails(address: string): ParsedMail[] {
  return mail.received.filter(
    (message) =>
      JSON.stringify(message.to ?? "").includes(address) && !message.subject?.startsWith("Confirm"),
  );
}

async function alertedUser(): Promise<OutreachUser> {
  const user = await harness.signUp("UTC");
  await harness.call(user, "PATCH", "/settings/notifications", { email_enabled: true });
  await seedMetricDays(harness.db, user.id, "2026-08-31", 30);
  return user;
}

/** Every number and level word a score carries: none may appear in what is sent. */
const HEALTH_VALUES = [
  /\b62\.5\b/,
  /\b81\.25\b/,
  /\b(62|63|81)\b/,
  /\bhigh\b/i,
  /\bcritical\b/i,
  /\brisk\b/i,
  /%/,
];

function expectNoHealthValues(message: ParsedMail): void {
  for (const text of [message.subject ?? "", message.text ?? "", String(message.html)]) {
    for (const pattern of HEALTH_VALUES) expect(text).not.toMatch(pattern);
  }
}

describe("the early warning", () => {
  let user: OutreachUser;

  beforeAll(async () => {
    user = await alertedUser();
  });

  it("sends nothing after two days at high, and one alert on the third", async () => {
    await setScores(harness.db, user.id, { "2026-08-30": "high", "2026-08-31": "high" });
    harness.setNow("2026-08-31T12:00:00.000Z");
    await harness.pass();
    expect(outreachMails(user.email)).toHaveLength(0);
    await setScores(harness.db, user.id, { "2026-09-01": "high" });
    harness.setNow("2026-09-01T12:00:00.000Z");
    await Promise.all([harness.pass(), harness.secondPass()]);
    const mails = outreachMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(ALERT_NOTIFICATION_TITLE);
    expectNoHealthValues(mails[0] as ParsedMail);
  });

  it("opens in the app with the day's score explained and a Burnout Analysis written for it", async () => {
    const message = outreachMails(user.email)[0] as ParsedMail;
    const link = (message.text ?? "").match(/https?:\/\/\S+\/alerts\/[\w-]+/)?.[0] as string;
    const id = new URL(link).pathname.split("/").pop() as string;
    const detail = await harness.call(user, "GET", `/alerts/${id}`);
    expect(detail.body).toMatchObject({
      alert: { id, date: "2026-09-01", level: "high", status: "sent", read_at: null },
      score: { date: "2026-09-01", risk_level: "high", confidence_score: 85, contributions: { mood: 20 } },
      insight: { insight_type: "burnout_alert" },
    });
    expect((await harness.call(user, "POST", `/alerts/${id}/read`)).status).toBe(200);
    expect((await harness.call(user, "GET", "/settings/alerts")).body[0]).toMatchObject({
      id,
      read_at: expect.any(String),
    });
  });

  it("shows one set of numbers for the day: an analysis written before a rescore is written again", async () => {
    const rescored = await alertedUser();
    const days = { "2026-09-01": "high", "2026-09-02": "high", "2026-09-03": "high" } as const;
    await setScores(harness.db, rescored.id, days);
    // The day's score was calculated before the alert went out…
    await harness.db
      .updateTable("burnout_scores")
      .set({ calculated_at: "2026-09-03T06:00:00.000Z" })
      .where("user_id", "=", rescored.id)
      .execute();
    harness.setNow("2026-09-03T12:00:00.000Z");
    await harness.pass();
    const [alert] = (await harness.call(rescored, "GET", "/settings/alerts")).body;
    const before = await harness.call(rescored, "GET", `/alerts/${alert.id}`);
    expect(before.body.insight.structured_data.message).toContain("Mood (20.0 points)");
    // …and again after it, when a later check-in moved mood's share.
    await harness.db
      .updateTable("burnout_scores")
      .set({
        contributions: JSON.stringify({ mood: 31.5, recovery: 15, hrv: 8.1, sleep_quality: 5, strain: 3 }),
        calculated_at: "2026-09-03T18:00:00.000Z",
      })
      .where("user_id", "=", rescored.id)
      .where("date", "=", "2026-09-03")
      .execute();
    const after = await harness.call(rescored, "GET", `/alerts/${alert.id}`);
    expect(after.body.score.contributions.mood).toBe(31.5);
    expect(after.body.insight.id).toBe(alert.insight_id);
    expect(after.body.insight.structured_data.message).toContain("Mood (31.5 points)");
    expect(after.body.insight.content).not.toContain("20.0 points");
  });

  it("sends at most one alert per level in 7 days, but a rise to critical is told", async () => {
    await setScores(harness.db, user.id, { "2026-09-02": "high", "2026-09-03": "high" });
    for (const day of ["2026-09-02", "2026-09-03"]) {
      harness.setNow(`${day}T12:00:00.000Z`);
      await harness.pass();
    }
    expect(outreachMails(user.email)).toHaveLength(1);
    await setScores(harness.db, user.id, { "2026-09-04": "critical" });
    harness.setNow("2026-09-04T12:00:00.000Z");
    await harness.pass();
    expect(outreachMails(user.email)).toHaveLength(2);
    expectNoHealthValues(outreachMails(user.email)[1] as ParsedMail);
    const alerts = await harness.call(user, "GET", "/settings/alerts");
    expect(alerts.body.map((alert: { level: string }) => alert.level)).toEqual(["critical", "high"]);
    const critical = await harness.call(user, "GET", `/alerts/${alerts.body[0].id}`);
    expect(critical.body.insight.structured_data.support_resources.length).toBeGreaterThan(0);
    // Still high a week after the first high alert: a new one.
    await setScores(harness.db, user.id, {
      "2026-09-06": "high",
      "2026-09-07": "high",
      "2026-09-08": "high",
    });
    harness.setNow("2026-09-07T12:00:00.000Z");
    await harness.pass();
    expect(outreachMails(user.email)).toHaveLength(2);
    harness.setNow("2026-09-08T12:00:00.000Z");
    await harness.pass();
    expect(outreachMails(user.email)).toHaveLength(3);
  });

  it("stays silent while the level rests on low confidence", async () => {
    const unsure = await alertedUser();
    await setScores(
      harness.db,
      unsure.id,
      { "2026-09-01": "high", "2026-09-02": "high", "2026-09-03": "critical" },
      30,
    );
    harness.setNow("2026-09-03T12:00:00.000Z");
    await harness.pass();
    expect(outreachMails(unsure.email)).toHaveLength(0);
    expect((await harness.call(unsure, "GET", "/settings/alerts")).body).toEqual([]);
  });

  it("holds the alert back when illness was tagged that week, and the app says so", async () => {
    const ill = await alertedUser();
    harness.setNow("2026-09-03T08:00:00.000Z");
    const mood = await harness.call(
      ill,
      "POST",
      "/mood/",
      { date: "2026-09-02", rating: 3, tags: ["ill"] },
      "UTC",
    );
    expect(mood.status).toBe(201);
    await setScores(harness.db, ill.id, { "2026-09-01": "high", "2026-09-02": "high", "2026-09-03": "high" });
    harness.setNow("2026-09-03T12:00:00.000Z");
    await harness.pass();
    expect(outreachMails(ill.email)).toHaveLength(0);
    expect((await harness.call(ill, "GET", "/settings/alerts")).body).toMatchObject([
      { level: "high", status: "held" },
    ]);
  });

  it("is off when the user turns early-warning alerts off", async () => {
    const off = await alertedUser();
    await harness.call(off, "PATCH", "/settings/notifications", { alerts_enabled: false });
    await setScores(harness.db, off.id, {
      "2026-09-01": "critical",
      "2026-09-02": "critical",
      "2026-09-03": "critical",
    });
    harness.setNow("2026-09-03T12:00:00.000Z");
    await harness.pass();
    expect(outreachMails(off.email)).toHaveLength(0);
  });
});

describe("the weekly summary e-mail", () => {
  it("goes out on Monday morning to those who opted in, linking to the week's Weekly Summary", async () => {
    const reader = await alertedUser();
    await harness.call(reader, "PATCH", "/settings/notifications", {
      weekly_summary_email: true,
      alerts_enabled: false,
    });
    harness.setNow("2026-09-06T09:30:00.000Z"); // a Sunday
    await harness.pass();
    expect(outreachMails(reader.email)).toHaveLength(0);
    harness.setNow("2026-09-07T09:30:00.000Z"); // Monday 09:30
    await harness.pass();
    await harness.pass();
    const [message] = outreachMails(reader.email) as [ParsedMail];
    expect(message.subject).toBe(WEEKLY_SUMMARY_SUBJECT);
    expect(message.text).not.toMatch(/\d+(\.\d+)?\s*(%|ms|\/10)|: \d/);
    const link = new URL((message.text ?? "").match(/https?:\/\/\S+\/insights\?insight=\S+/)?.[0] as string);
    const insights = await harness.call(reader, "GET", "/health/insights");
    expect(insights.body[0]).toMatchObject({
      id: link.searchParams.get("insight"),
      insight_type: "weekly_summary",
    });
  });

  it('carries the week\'s numbers only with "include numbers in e-mails"', async () => {
    const numbers = await alertedUser();
    await harness.call(numbers, "PATCH", "/settings/notifications", {
      weekly_summary_email: true,
      include_numbers_in_email: true,
      alerts_enabled: false,
    });
    harness.setNow("2026-09-14T10:00:00.000Z");
    await harness.pass();
    const [message] = outreachMails(numbers.email) as [ParsedMail];
    expect(message.subject).toBe(WEEKLY_SUMMARY_SUBJECT);
    expect(message.text).toMatch(/: \d/);
  });
});
