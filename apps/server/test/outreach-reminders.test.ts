// The daily check-in reminder (docs/notifications.md) over real SMTP: sent at the
// user's local time across zones and DST, never twice, never in quiet hours, none on a day
// with a mood, once after a restart the same evening, once with two processes; its one-tap
// links followed over HTTP (reuse, expiry, wrong date, another user); one-click unsubscribe.
import {
  CHECKIN_LINK_EXPIRED,
  CHECKIN_LINK_USED,
  checkinWrongDate,
  REMINDER_TITLE,
  UNSUBSCRIBED,
} from "@evenkeel/contracts";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type MailBox,
  type OutreachHarness,
  outreachHarness,
  startMailBox,
} from "./support/outreach-fixtures.ts";

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

function mailsTo(address: string): ParsedMail[] {
  // The sign-up's confirmation e-mail is not outreach.
  return mail.received.filter(
    (message) =>
      JSON.stringify(message.to ?? "").includes(address) && !message.subject?.startsWith("Confirm"),
  );
}

async function remindedUser(timeZone: string, preferences: Record<string, unknown> = {}) {
  const user = await harness.signUp(timeZone);
  const saved = await harness.call(user, "PATCH", "/settings/notifications", {
    reminder_enabled: true,
    reminder_time: "20:00",
    email_enabled: true,
    ...preferences,
  });
  expect(saved.status).toBe(200);
  return user;
}

/** The rating links of a reminder e-mail: rating → URL. */
function ratingLinks(message: ParsedMail): Map<number, URL> {
  const links = new Map<number, URL>();
  for (const match of (message.text ?? "").matchAll(/ (\d+): (\S+\/checkin\?\S+)/g)) {
    links.set(Number(match[1]), new URL(match[2] as string));
  }
  return links;
}

/** The raw List-Unsubscribe header ("<https://…>"); mailparser folds List-* headers into an object. */
function unsubscribeHeader(message: ParsedMail): string {
  const line = message.headerLines.find((header) => header.key === "list-unsubscribe")?.line ?? "";
  return line.replace(/^List-Unsubscribe:\s*/i, "").replace(/\s+/g, "");
}

async function follow(link: URL, rating?: number) {
  const token = link.searchParams.get("token");
  const date = link.searchParams.get("date");
  const status = await fetch(
    `${harness.url}/api/checkin?${new URLSearchParams({ token: token ?? "", date: date ?? "" })}`,
  );
  const rate = await fetch(`${harness.url}/api/checkin/rate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, date, rating: rating ?? Number(link.searchParams.get("rating")) }),
  });
  return {
    status: { code: status.status, body: await status.json() },
    rate: { code: rate.status, body: await rate.json() },
  };
}

describe("the reminder's time", () => {
  it("follows each user's own zone, and is sent once a day", async () => {
    const newYork = await remindedUser("America/New_York");
    const tokyo = await remindedUser("Asia/Tokyo");
    harness.setNow("2026-11-24T00:30:00.000Z"); // 19:30 in New York, 09:30 in Tokyo
    await harness.pass();
    expect(mailsTo(newYork.email)).toHaveLength(0);
    harness.setNow("2026-11-24T01:05:00.000Z"); // 20:05 in New York
    await harness.pass();
    await harness.pass();
    expect(mailsTo(newYork.email)).toHaveLength(1);
    expect(mailsTo(tokyo.email)).toHaveLength(0);
    harness.setNow("2026-11-24T11:01:00.000Z"); // 20:01 in Tokyo, 06:01 in New York
    await harness.pass();
    expect(mailsTo(tokyo.email)).toHaveLength(1);
    expect(mailsTo(newYork.email)).toHaveLength(1);
  });

  it("keeps to 20:00 local across the change to summer time (Berlin, 29 March 2026)", async () => {
    const berlin = await remindedUser("Europe/Berlin");
    harness.setNow("2026-03-28T18:30:00.000Z"); // 19:30 CET
    await harness.pass();
    expect(mailsTo(berlin.email)).toHaveLength(0);
    harness.setNow("2026-03-28T19:01:00.000Z"); // 20:01 CET
    await harness.pass();
    expect(mailsTo(berlin.email)).toHaveLength(1);
    harness.setNow("2026-03-29T17:30:00.000Z"); // 19:30 CEST: an hour earlier in UTC, still early
    await harness.pass();
    expect(mailsTo(berlin.email)).toHaveLength(1);
    harness.setNow("2026-03-29T18:01:00.000Z"); // 20:01 CEST
    await harness.pass();
    expect(mailsTo(berlin.email)).toHaveLength(2);
  });

  it("waits out quiet hours, and skips a day that already has a mood", async () => {
    const quiet = await remindedUser("UTC", {
      quiet_hours_enabled: true,
      quiet_start: "19:00",
      quiet_end: "23:00",
    });
    harness.setNow("2026-05-04T20:05:00.000Z");
    await harness.pass();
    expect(mailsTo(quiet.email)).toHaveLength(0);
    harness.setNow("2026-05-04T23:05:00.000Z");
    await harness.pass();
    expect(mailsTo(quiet.email)).toHaveLength(1);

    const logged = await remindedUser("UTC");
    harness.setNow("2026-05-05T12:00:00.000Z");
    expect(
      (await harness.call(logged, "POST", "/mood/", { date: "2026-05-05", rating: 6 }, "UTC")).status,
    ).toBe(201);
    harness.setNow("2026-05-05T20:30:00.000Z");
    await harness.pass();
    expect(mailsTo(logged.email)).toHaveLength(0);
  });

  it("after a restart sends a missed reminder once the same evening, and skips it the next morning", async () => {
    const evening = await remindedUser("Europe/Paris");
    // Down from 19:00 until 22:40 local: the first pass after start sends it.
    harness.setNow("2026-06-10T20:40:00.000Z");
    await harness.pass();
    await harness.pass();
    expect(mailsTo(evening.email)).toHaveLength(1);

    const morning = await remindedUser("Europe/Paris");
    // Down all evening, back at 08:00 the next day: yesterday's is not sent late.
    harness.setNow("2026-06-11T06:00:00.000Z");
    await harness.pass();
    expect(mailsTo(morning.email)).toHaveLength(0);
  });

  it("is sent once when two processes run the pass on one database at the same moment", async () => {
    const both = await remindedUser("UTC");
    harness.setNow("2026-07-01T20:10:00.000Z");
    await Promise.all([harness.pass(), harness.secondPass(), harness.pass(), harness.secondPass()]);
    expect(mailsTo(both.email)).toHaveLength(1);
  });
});

describe("the reminder e-mail and its one-tap links", () => {
  let user: Awaited<ReturnType<typeof remindedUser>>;
  let message: ParsedMail;

  beforeAll(async () => {
    user = await remindedUser("America/Los_Angeles");
    harness.setNow("2026-09-15T03:30:00.000Z"); // 20:30 on 14 September in Los Angeles
    await harness.pass();
    [message] = mailsTo(user.email) as [ParsedMail];
  });

  it("is HTML and text, asks how today was, carries ten rating links and List-Unsubscribe", () => {
    expect(message.subject).toBe(REMINDER_TITLE);
    expect(message.html).toContain("/checkin?");
    expect([...ratingLinks(message).keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(unsubscribeHeader(message)).toMatch(/^<http.*\/api\/notifications\/unsubscribe\?/);
    expect(message.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toMatch(
      /List-Unsubscribe=One-Click$/,
    );
  });

  it("logs that date's mood with one tap; the link then offers notes and tags once", async () => {
    const link = ratingLinks(message).get(7) as URL;
    expect(link.searchParams.get("date")).toBe("2026-09-14");
    const { status, rate } = await follow(link);
    expect(status).toMatchObject({ code: 200, body: { date: "2026-09-14", step: "rate", mood: null } });
    expect(rate).toMatchObject({ code: 200, body: { date: "2026-09-14", rating: 7 } });
    const details = await fetch(`${harness.url}/api/checkin/details`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        token: link.searchParams.get("token"),
        date: "2026-09-14",
        notes: "Long day",
        tags: ["deadline"],
      }),
    });
    expect(await details.json()).toMatchObject({ rating: 7, notes: "Long day", tags: ["deadline"] });
    const moods = await harness.call(user, "GET", "/mood/?start_date=2026-09-01&end_date=2026-09-30");
    expect(moods.body).toHaveLength(1);
  });

  it("changes nothing when opened twice, and says why", async () => {
    const again = await follow(ratingLinks(message).get(2) as URL);
    expect(again.status).toMatchObject({ code: 409, body: { detail: CHECKIN_LINK_USED } });
    expect(again.rate).toMatchObject({ code: 409, body: { detail: CHECKIN_LINK_USED } });
    const moods = await harness.call(user, "GET", "/mood/?start_date=2026-09-01&end_date=2026-09-30");
    expect(moods.body).toMatchObject([{ rating: 7 }]);
  });

  it("changes nothing for another date, late, or in another user's account", async () => {
    const other = await remindedUser("America/Los_Angeles");
    harness.setNow("2026-09-16T03:30:00.000Z"); // 20:30 on 15 September
    await harness.pass();
    const link = ratingLinks(mailsTo(other.email)[0] as ParsedMail).get(4) as URL;
    // Another date: the token is bound to 15 September.
    const moved = new URL(link);
    moved.searchParams.set("date", "2026-09-14");
    expect((await follow(moved)).rate).toMatchObject({
      code: 400,
      body: { detail: checkinWrongDate("2026-09-15") },
    });
    // Late: valid until the end of the next local day (16 September, Los Angeles).
    harness.setNow("2026-09-17T07:01:00.000Z"); // 00:01 on 17 September
    expect((await follow(link)).rate).toMatchObject({ code: 409, body: { detail: CHECKIN_LINK_EXPIRED } });
    // Nothing reached either account: not the link's owner's, not the first user's 15 September.
    for (const who of [other, user]) {
      const moods = await harness.call(who, "GET", "/mood/?start_date=2026-09-15&end_date=2026-09-15");
      expect(moods.body).toEqual([]);
    }
  });

  it("is still good just before it expires", async () => {
    const late = await remindedUser("America/Los_Angeles");
    harness.setNow("2026-10-02T03:30:00.000Z"); // 20:30 on 1 October
    await harness.pass();
    const link = ratingLinks(mailsTo(late.email)[0] as ParsedMail).get(5) as URL;
    harness.setNow("2026-10-03T06:59:00.000Z"); // 23:59 on 2 October
    expect((await follow(link)).rate).toMatchObject({ code: 200, body: { date: "2026-10-01", rating: 5 } });
  });

  it("unsubscribes with one click and no sign-in; a forged link changes nothing", async () => {
    const href = unsubscribeHeader(message).slice(1, -1);
    // One opaque token, and nothing else: no user id in the link, nor inside its token.
    const link = new URL(href);
    expect([...link.searchParams.keys()]).toEqual(["token"]);
    expect(href).not.toContain(user.id);
    expect(Buffer.from(link.searchParams.get("token") ?? "", "base64url").toString("latin1")).not.toContain(
      user.id,
    );
    const forged = new URL(href);
    const token = forged.searchParams.get("token") ?? "";
    forged.searchParams.set(
      "token",
      `${token.slice(0, 20)}${token[20] === "A" ? "B" : "A"}${token.slice(21)}`,
    );
    expect((await fetch(forged, { method: "POST" })).status).toBe(400);
    expect(
      (await harness.call(user, "GET", "/settings/notifications")).body.preferences.reminder_enabled,
    ).toBe(true);
    const oneClick = await fetch(href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(UNSUBSCRIBED);
    expect(
      (await harness.call(user, "GET", "/settings/notifications")).body.preferences.reminder_enabled,
    ).toBe(false);
    expect((await fetch(href, { method: "POST" })).status).toBe(200);
  });
});
