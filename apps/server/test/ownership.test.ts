// docs/security.md #8: every procedure called by user B on user A's things (dates, ids, picture)
// reads nothing of A's and changes nothing of A's; A's answers and rows stay exactly as they were.
import type { Insight, ProcedureName } from "@evenkeel/contracts";
import { procedures } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashOpaqueToken } from "../src/identity/opaque-tokens.ts";
import { type ApiAnswer, type ApiClient, api } from "./support/api-client.ts";
import { pngBytes } from "./support/media-fixtures.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, TEST_PASSWORD, type TestUser } from "./support/test-users.ts";
import { pictureForm } from "./support/upload-form.ts";
import { snapshotUserRows, type UserRows } from "./support/user-rows.ts";

const A_NOTE = "Alice-only note 5521";
const CALLBACK = "http://localhost:3000/settings/whoop/callback";

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let asAlice: ApiClient;
let asBob: ApiClient;
let aliceInsight: Insight;
let aliceLinkId: string;
let alicePicture: string;
let aliceRows: UserRows;
const today = utcToday();
const ALICE_PUSH_ID = "alice-push-subscription";
const ALICE_ALERT_ID = "alice-alert";
const ALICE_IMPORT_ID = "alice-import";
const ALICE_CHECKIN_TOKEN = "alice-checkin-token-only-this-test-knows";
const aliceDate = daysBefore(today, 2);

/** What A sees through the API; compared before and after B's calls. */
async function aliceView() {
  return {
    me: (await asAlice.get("/auth/me")).body,
    moods: (await asAlice.get("/mood/", { start_date: daysBefore(today, 60) })).body,
    metrics: (await asAlice.get("/health/metrics", { start_date: daysBefore(today, 60) })).body,
    insights: (await asAlice.get("/health/insights", { limit: 100 })).body,
    scores: (await asAlice.get("/health/burnout/history", { start_date: daysBefore(today, 60) })).body,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUpUser(server, undefined, { first_name: "Alice" });
  bob = await signUpUser(server, undefined, { first_name: "Bob" });
  asAlice = api(server, alice.accessToken);
  asBob = api(server, bob.accessToken);
  await seedMetricDays(server.db, alice.id, daysBefore(today, 1), 20);
  await asAlice.post("/mood/", { date: aliceDate, rating: 4, notes: A_NOTE });
  await asAlice.post("/health/burnout/calculate");
  aliceInsight = (await asAlice.post<Insight>("/health/insights/generate")).body;
  const upload = await asAlice.raw<{ url: string }>({
    method: "POST",
    path: "/auth/upload-profile-picture",
    body: pictureForm(await pngBytes()),
  });
  alicePicture = upload.body.url;
  aliceLinkId = (await asAlice.post<{ link: { id: string } }>("/reports/links", { weeks: 4, days: 7 })).body
    .link.id;
  await asAlice.put("/auth/me", { profile_picture_url: alicePicture });
  await server.db
    .insertInto("wearable_connections")
    .values({
      id: "alice-whoop",
      user_id: alice.id,
      provider: "whoop",
      connected_at: new Date().toISOString(),
    })
    .execute();
  await server.db
    .insertInto("push_subscriptions")
    .values({
      id: ALICE_PUSH_ID,
      user_id: alice.id,
      endpoint: "https://push.example.com/alice",
      p256dh: "BAlice",
      auth: "alice",
      label: "Alice's browser",
      created_at: new Date().toISOString(),
    })
    .execute();
  await server.db
    .insertInto("data_imports")
    .values({
      id: ALICE_IMPORT_ID,
      user_id: alice.id,
      kind: "apple_health",
      status: "done",
      file_name: "export.zip",
      file_bytes: 1024,
      stored_file: null,
      source_priority: null,
      first_date: null,
      last_date: null,
      message: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      finished_at: new Date().toISOString(),
    })
    .execute();
  await server.db
    .insertInto("early_warning_alerts")
    .values({
      id: ALICE_ALERT_ID,
      user_id: alice.id,
      date: aliceDate,
      level: "high",
      status: "sent",
      insight_id: aliceInsight.id,
      created_at: new Date().toISOString(),
      read_at: null,
    })
    .execute();
  await server.db
    .insertInto("checkin_tokens")
    .values({
      token_hash: hashOpaqueToken(ALICE_CHECKIN_TOKEN),
      user_id: alice.id,
      date: today,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      rated_at: null,
      detailed_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  aliceRows = await snapshotUserRows(server.db, alice.id);
});
afterAll(() => server.close());

/** Refused either way: B has no connection, and this server has no WHOOP credentials. */
const WHOOP_REFUSAL = [404, 503];

/** B's call on A's things, and the status (or statuses) B may get. */
const bobCalls: Record<ProcedureName, [status: number | number[], call: () => Promise<ApiAnswer>]> = {
  "auth.signup": [
    409,
    () => api(server).post("/auth/signup", { email: alice.email, password: "another passphrase 1" }),
  ],
  "auth.signin": [
    400,
    () => api(server).post("/auth/signin", { email: alice.email, password: TEST_PASSWORD.toUpperCase() }),
  ],
  "auth.confirm": [
    400,
    () => api(server).post("/auth/confirm", { token_hash: alice.refreshToken, type: "signup" }),
  ],
  // B asking for a link to A's (confirmed) address learns nothing and changes nothing.
  "auth.resendConfirmation": [
    200,
    () => api(server).post("/auth/resend-confirmation", { email: alice.email }),
  ],
  "auth.refresh": [200, () => api(server).post("/auth/refresh", { refresh_token: bob.refreshToken })],
  "auth.signout": [
    200,
    async () => {
      // A second session of B's, so B's first stays usable for the calls after this one.
      const session = await api(server).post<{ access_token: string }>("/auth/signin", {
        email: bob.email,
        password: TEST_PASSWORD,
      });
      return api(server, session.body.access_token).post("/auth/signout");
    },
  ],
  "auth.me": [200, () => asBob.get("/auth/me")],
  "auth.updateMe": [
    400,
    () => asBob.put("/auth/me", { first_name: "Mallory", profile_picture_url: alicePicture }),
  ],
  "auth.uploadProfilePicture": [
    200,
    async () =>
      asBob.raw({
        method: "POST",
        path: "/auth/upload-profile-picture",
        body: pictureForm(await pngBytes()),
      }),
  ],
  "auth.deleteAllData": [200, () => asBob.delete("/auth/delete-all-data")],
  "health.dashboard": [200, () => asBob.get("/health/dashboard", { selected_date: aliceDate })],
  "health.metrics": [200, () => asBob.get("/health/metrics", { start_date: daysBefore(today, 60) })],
  "health.sources": [200, () => asBob.get("/health/sources")],
  // Alice's source is not Bob's: choosing it finds no data of Bob's.
  "health.chooseSource": [400, () => asBob.put("/health/sources/hrv", { source: "whoop" })],
  "mood.list": [200, () => asBob.get("/mood/", { start_date: aliceDate, end_date: aliceDate })],
  "mood.update": [404, () => asBob.put(`/mood/${aliceDate}`, { rating: 10, notes: "overwritten" })],
  "mood.delete": [404, () => asBob.delete(`/mood/${aliceDate}`)],
  "mood.create": [201, () => asBob.post("/mood/", { date: aliceDate, rating: 9, notes: "Bob's own" })],
  "mood.stats": [200, () => asBob.get("/mood/stats/summary", { days: 30 })],
  "burnout.calculate": [200, () => asBob.post("/health/burnout/calculate")],
  "burnout.history": [200, () => asBob.get("/health/burnout/history", { start_date: daysBefore(today, 60) })],
  "burnout.rescoring": [200, () => asBob.get("/health/burnout/rescoring")],
  "burnout.personalSignals": [200, () => asBob.get("/health/burnout/personal-signals")],
  "insights.generate": [200, () => asBob.post("/health/insights/generate")],
  "insights.list": [200, () => asBob.get("/health/insights", { limit: 100 })],
  "insights.feedback": [
    404,
    () => asBob.patch(`/health/insights/${aliceInsight.id}/feedback`, undefined, { helpful: false }),
  ],
  "insights.delete": [404, () => asBob.delete(`/health/insights/${aliceInsight.id}`)],
  "wearable.providers": [200, () => asBob.get("/wearables")],
  "wearable.connection": [404, () => asBob.get("/whoop/connection")],
  "wearable.authorize": [503, () => asBob.post("/whoop/auth/authorize", { redirect_uri: CALLBACK })],
  "wearable.callback": [
    WHOOP_REFUSAL,
    () => asBob.post("/whoop/auth/callback", { code: "c", state: "s", redirect_uri: CALLBACK }),
  ],
  "wearable.sync": [WHOOP_REFUSAL, () => asBob.post("/whoop/sync/manual")],
  "wearable.disconnect": [404, () => asBob.delete("/whoop/connection")],
  "reports.createLink": [201, () => asBob.post("/reports/links", { weeks: 8, days: 3 })],
  "reports.links": [200, () => asBob.get("/reports/links")],
  "reports.revokeLink": [404, () => asBob.delete(`/reports/links/${aliceLinkId}`)],
  // A's import is not B's: listed nowhere, and its id answers as an unknown one.
  "imports.list": [200, () => asBob.get("/imports")],
  "imports.get": [404, () => asBob.get(`/imports/${ALICE_IMPORT_ID}`)],
  // This server has no language model: B reads an empty choice and cannot change any.
  "narrator.settings": [200, () => asBob.get("/settings/narrator")],
  "narrator.updateSettings": [409, () => asBob.put("/settings/narrator", { enabled: true })],
  // B's own preferences and browsers; A's browser, alert and check-in link are out of reach.
  "notifications.settings": [200, () => asBob.get("/settings/notifications")],
  "notifications.updatePreferences": [
    200,
    () => asBob.patch("/settings/notifications", { reminder_enabled: true }),
  ],
  "notifications.subscribePush": [
    200,
    () =>
      asBob.post("/settings/notifications/push", {
        endpoint: "https://push.example.com/bob",
        keys: { p256dh: "BBob", auth: "bob" },
      }),
  ],
  "notifications.removePush": [404, () => asBob.delete(`/settings/notifications/push/${ALICE_PUSH_ID}`)],
  "notifications.alerts": [200, () => asBob.get("/settings/alerts")],
  "notifications.alert": [404, () => asBob.get(`/alerts/${ALICE_ALERT_ID}`)],
  "notifications.readAlert": [404, () => asBob.post(`/alerts/${ALICE_ALERT_ID}/read`)],
  // A's token for another date changes nothing and says why.
  "checkin.status": [
    400,
    () => asBob.get("/checkin", { token: ALICE_CHECKIN_TOKEN, date: daysBefore(today, 5) }),
  ],
  "checkin.rate": [
    400,
    () => asBob.post("/checkin/rate", { token: ALICE_CHECKIN_TOKEN, date: daysBefore(today, 5), rating: 1 }),
  ],
  "checkin.details": [
    400,
    () =>
      asBob.post("/checkin/details", { token: ALICE_CHECKIN_TOKEN, date: daysBefore(today, 5), notes: "x" }),
  ],
};

/** B's erase ends every session of B's, so it comes last. */
const ORDER = (Object.keys(bobCalls) as ProcedureName[]).sort(
  (a, b) => Number(a === "auth.deleteAllData") - Number(b === "auth.deleteAllData"),
);

describe("user B calling every procedure on user A's things", () => {
  it("covers every procedure", () => {
    expect(new Set(ORDER)).toEqual(new Set(Object.keys(procedures)));
  });

  it.each(ORDER)("%s reads nothing of A's and changes nothing of A's", async (name) => {
    const [status, call] = bobCalls[name];
    const before = await aliceView();
    const answer = await call();
    expect([status].flat()).toContain(answer.status);
    const text = JSON.stringify(answer.body);
    for (const secret of [alice.id, A_NOTE, alice.email, aliceInsight.id, "Alice"]) {
      expect(text).not.toContain(secret);
    }
    expect(await snapshotUserRows(server.db, alice.id)).toEqual(aliceRows);
    expect(await aliceView()).toEqual(before);
  });

  it("leaves A signed in with A's picture, mood, insight and connection", async () => {
    const me = await asAlice.get<{ user_metadata: { profile_picture_url: string } }>("/auth/me");
    expect(me).toMatchObject({ status: 200, body: { user_metadata: { profile_picture_url: alicePicture } } });
    const picture = await fetch(`${server.url}${alicePicture}`);
    expect(picture.status).toBe(200);
    expect(await server.db.selectFrom("wearable_connections").select("id").execute()).toEqual([
      { id: "alice-whoop" },
    ]);
  });
});
