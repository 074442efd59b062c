// Before Google ends a Google Health grant (7 days after consent, for an app in Testing), the
// member is told by the reminder channels they chose: one e-mail two days before, never twice
// for the same grant, none for a grant with longer to run, and none once it needs a reconnect.
import { randomUUID } from "node:crypto";
import { wearableAccessEndingTitle } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type MailBox,
  type OutreachHarness,
  outreachHarness,
  startMailBox,
} from "./support/outreach-fixtures.ts";

let mail: MailBox;
let harness: OutreachHarness;
const NOW = "2026-11-23T12:00:00.000Z";
const DAY_MS = 86_400_000;

beforeAll(async () => {
  mail = await startMailBox();
  harness = await outreachHarness({
    smtpPort: mail.port,
    start: NOW,
    env: { GOOGLE_HEALTH_CLIENT_ID: "id", GOOGLE_HEALTH_CLIENT_SECRET: "secret" },
  });
});
afterAll(async () => {
  await harness.close();
  await mail.close();
});

async function connectedUser(consentedDaysAgo: number, needsReconnect = false) {
  const user = await harness.signUp("Europe/Berlin");
  const saved = await harness.call(user, "PATCH", "/settings/notifications", { email_enabled: true });
  expect(saved.status).toBe(200);
  await harness.db
    .insertInto("wearable_connections")
    .values({
      id: randomUUID(),
      user_id: user.id,
      provider: "google_health",
      provider_user_id: null,
      access_token_enc: null,
      refresh_token_enc: null,
      token_expires_at: null,
      scope: null,
      connected_at: new Date(Date.parse(NOW) - consentedDaysAgo * DAY_MS).toISOString(),
      last_synced_at: null,
      needs_reconnect: needsReconnect ? 1 : 0,
      unavailable_data: null,
    })
    .execute();
  return user;
}

const noticesTo = (address: string) =>
  mail.received.filter(
    (message) =>
      JSON.stringify(message.to ?? "").includes(address) &&
      message.subject === wearableAccessEndingTitle("Google Health"),
  );

describe("the notice that Google ends a grant", () => {
  it("is sent once, two days or less before the grant ends, and names the date and Settings", async () => {
    const soon = await connectedUser(5.5);
    const later = await connectedUser(2);
    const lapsed = await connectedUser(6, true);
    await harness.pass();
    await harness.pass();
    const [notice] = noticesTo(soon.email);
    expect(noticesTo(soon.email)).toHaveLength(1);
    expect(notice?.text).toContain("Google Health ends your connection on November 25, 2026.");
    expect(notice?.text).toContain(`${harness.url}/settings`);
    expect(noticesTo(later.email)).toHaveLength(0);
    expect(noticesTo(lapsed.email)).toHaveLength(0);
  });
});
