// A one-tap check-in for a day already rated in the app: the rating is replaced only
// when the link's call confirms it, the link is not spent by the refusal, and the notes and
// tags logged in the app stay. A link cut short by a mail client is refused in plain words.
import { CHECKIN_LINK_INVALID, checkinWouldReplace } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCheckinToken } from "../src/store/outreach.repository.ts";
import { type OutreachHarness, type OutreachUser, outreachHarness } from "./support/outreach-fixtures.ts";

const DAY = "2026-11-23";
let harness: OutreachHarness;
let user: OutreachUser;

beforeAll(async () => {
  harness = await outreachHarness({ start: "2026-11-23T20:00:00.000Z" });
  user = await harness.signUp("UTC");
});
afterAll(async () => {
  await harness.close();
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${harness.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { detail?: string } };
}

async function dayMood() {
  return (await harness.call(user, "GET", `/mood/?start_date=${DAY}&end_date=${DAY}`, undefined, "UTC")).body;
}

describe("a check-in link for a day rated in the app since the reminder", () => {
  let token: string;

  beforeAll(async () => {
    token = await createCheckinToken(
      harness.db,
      user.id,
      DAY,
      "2026-11-25T00:00:00.000Z",
      "2026-11-23T20:00:00.000Z",
    );
    const logged = await harness.call(
      user,
      "POST",
      "/mood/",
      { date: DAY, rating: 1, notes: "Awful commute", tags: ["deadline"] },
      "UTC",
    );
    expect(logged.status).toBe(201);
  });

  it("shows what is already logged, and refuses to replace it unasked, leaving the link unspent", async () => {
    const status = await fetch(`${harness.url}/api/checkin?${new URLSearchParams({ token, date: DAY })}`);
    expect(await status.json()).toMatchObject({ step: "rate", mood: { rating: 1, notes: "Awful commute" } });
    const refused = await post("/checkin/rate", { token, date: DAY, rating: 4 });
    expect(refused).toEqual({ status: 409, body: { detail: checkinWouldReplace(1) } });
    expect(await dayMood()).toMatchObject([{ rating: 1, notes: "Awful commute", tags: ["deadline"] }]);
  });

  it("replaces the rating when asked, keeping the notes and tags", async () => {
    const replaced = await post("/checkin/rate", { token, date: DAY, rating: 4, replace: true });
    expect(replaced).toMatchObject({
      status: 200,
      body: { rating: 4, notes: "Awful commute", tags: ["deadline"] },
    });
    expect(await dayMood()).toMatchObject([{ rating: 4, notes: "Awful commute", tags: ["deadline"] }]);
  });
});

describe("a truncated check-in link", () => {
  it("is refused in plain words, and changes nothing", async () => {
    const cut = await post("/checkin/rate", { token: "dGhpcyBpcyBjdXQ", date: DAY, rating: 7 });
    expect(cut.status).toBe(400);
    expect(cut.body.detail).toContain(CHECKIN_LINK_INVALID);
    expect(cut.body.detail).not.toMatch(/Too small|expected string/);
    const status = await fetch(
      `${harness.url}/api/checkin?${new URLSearchParams({ token: "short", date: DAY })}`,
    );
    expect(status.status).toBe(400);
    expect(((await status.json()) as { detail: string }).detail).toContain(CHECKIN_LINK_INVALID);
  });
});
