// "Delete All Account Data" over real HTTP (docs/security.md #9): every user-scoped row and the
// picture go, the account (names, e-mail, password) stays, every session ends, other users
// keep everything, and no byte of the erased notes is left in the database or WAL files.
// An erase that fails midway changes nothing and answers without internals.
import { type AuthResponse, INTERNAL_ERROR, type Insight } from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, api } from "./support/api-client.ts";
import { databaseContains } from "./support/database-files.ts";
import { injectFailure } from "./support/injected-failures.ts";
import { pngBytes } from "./support/media-fixtures.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, TEST_PASSWORD, type TestUser } from "./support/test-users.ts";
import { pictureForm } from "./support/upload-form.ts";
import { countUserRows, snapshotUserRows, type UserRows } from "./support/user-rows.ts";

const SECRET_NOTE = "Quokka-lantern-9043 confided the diagnosis";
let server: TestServer;
let ada: TestUser;
let bob: TestUser;
let asAda: ApiClient;
let picture: string;
let bobBefore: UserRows;
let adaSharePath: string;
const today = utcToday();

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpUser(server, undefined, { first_name: "Ada", last_name: "Lovelace" });
  bob = await signUpUser(server);
  asAda = api(server, ada.accessToken);
  await seedMetricDays(server.db, ada.id, daysBefore(today, 1), 20);
  await seedMetricDays(server.db, bob.id, daysBefore(today, 1), 5);
  await asAda.post("/mood/", { date: daysBefore(today, 1), rating: 3, notes: SECRET_NOTE });
  await asAda.put("/health/sources/hrv", { source: "whoop" });
  await api(server, bob.accessToken).post("/mood/", { date: today, rating: 8, notes: "Bob's own note" });
  await asAda.post("/health/burnout/calculate");
  await asAda.post<Insight>("/health/insights/generate", undefined, { insight_type: "burnout_alert" });
  const upload = await asAda.raw<{ url: string }>({
    method: "POST",
    path: "/auth/upload-profile-picture",
    body: pictureForm(await pngBytes()),
  });
  picture = upload.body.url;
  await asAda.put("/auth/me", { profile_picture_url: picture });
  const now = new Date().toISOString();
  await server.db
    .insertInto("wearable_connections")
    .values({ id: "ada-whoop", user_id: ada.id, provider: "whoop", connected_at: now })
    .execute();
  await server.db
    .insertInto("wearable_day_notes")
    .values({ connection_id: "ada-whoop", date: daysBefore(today, 1), score_pending: 1, updated_at: now })
    .execute();
  await server.db
    .insertInto("oauth_states")
    .values({
      state_hash: "ada-state",
      user_id: ada.id,
      provider: "whoop",
      redirect_uri: "http://x/cb",
      created_at: now,
      expires_at: now,
    })
    .execute();
  // A live share link of Ada's, opened once: the link and its access log go with the erase.
  const share = await asAda.post<{ path: string }>("/reports/links", { weeks: 4, days: 7 });
  expect((await fetch(`${server.url}${share.body.path}`)).status).toBe(200);
  adaSharePath = share.body.path;
  // Outreach: preferences, a browser, a check-in link, a claimed send and an alert.
  await asAda.patch("/settings/notifications", { reminder_enabled: true, email_enabled: true });
  await asAda.post("/settings/notifications/push", {
    endpoint: "https://push.example.com/ada",
    keys: { p256dh: "BAda", auth: "ada" },
  });
  await server.db
    .insertInto("checkin_tokens")
    .values({
      token_hash: "ada-token",
      user_id: ada.id,
      date: today,
      expires_at: now,
      rated_at: null,
      detailed_at: null,
      created_at: now,
    })
    .execute();
  await server.db
    .insertInto("outreach_claims")
    .values({ user_id: ada.id, kind: "reminder", local_date: today, claimed_at: now })
    .execute();
  await server.db
    .insertInto("early_warning_alerts")
    .values({
      id: "ada-alert",
      user_id: ada.id,
      date: today,
      level: "high",
      status: "sent",
      insight_id: null,
      created_at: now,
      read_at: null,
    })
    .execute();
  // A file import and a WHOOP journal answer it kept.
  await server.db
    .insertInto("data_imports")
    .values({
      id: "ada-import",
      user_id: ada.id,
      kind: "whoop_export",
      status: "done",
      file_name: "my_whoop_data.zip",
      file_bytes: 2048,
      stored_file: null,
      source_priority: null,
      first_date: today,
      last_date: today,
      message: null,
      created_at: now,
      updated_at: now,
      finished_at: now,
    })
    .execute();
  await server.db
    .insertInto("journal_answers")
    .values({
      user_id: ada.id,
      source: "whoop_export",
      date: today,
      question: "Did you have any alcoholic drinks?",
      answered_yes: 1,
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  bobBefore = await snapshotUserRows(server.db, bob.id);
  expect(await databaseContains(server, SECRET_NOTE)).not.toEqual([]);

  const answer = await asAda.delete("/auth/delete-all-data");
  expect(answer).toMatchObject({
    status: 200,
    body: { message: "All account data deleted. Your account is still active." },
  });
});
afterAll(() => server.close());

describe("erasing all of a user's data", () => {
  it("removes every user-scoped row and keeps only the account", async () => {
    expect(await countUserRows(server.db, ada.id)).toEqual({
      health_metrics: 0,
      source_daily_metrics: 0,
      metric_source_preferences: 0,
      moods: 0,
      burnout_scores: 0,
      insights: 0,
      wearable_connections: 0,
      oauth_states: 0,
      report_share_links: 0,
      account: 1,
      uploads: 0,
      wearable_day_notes: 0,
      report_share_link_opens: 0,
      user_preferences: 0,
      push_subscriptions: 0,
      checkin_tokens: 0,
      outreach_claims: 0,
      early_warning_alerts: 0,
      data_imports: 0,
      journal_answers: 0,
    });
  });

  it("refuses the erased account's share links", async () => {
    expect((await fetch(`${server.url}${adaSharePath}`)).status).toBe(404);
  });

  it("deletes the picture and its file", async () => {
    expect((await fetch(`${server.url}${picture}`)).status).toBe(404);
  });

  it("ends every session of the user", async () => {
    expect(await asAda.get("/auth/me")).toMatchObject({
      status: 401,
      body: { detail: "Authentication required" },
    });
    expect((await api(server).post("/auth/refresh", { refresh_token: ada.refreshToken })).status).toBe(401);
  });

  it("keeps the account: the user signs in again and finds names and e-mail, and nothing else", async () => {
    const signin = await api(server).post<AuthResponse>("/auth/signin", {
      email: ada.email,
      password: TEST_PASSWORD,
    });
    expect(signin.status).toBe(200);
    const again = api(server, signin.body.access_token);
    expect((await again.get("/auth/me")).body).toMatchObject({
      email: ada.email,
      user_metadata: { first_name: "Ada", last_name: "Lovelace", profile_picture_url: null },
    });
    expect((await again.get("/mood/")).body).toEqual([]);
    expect((await again.get("/health/insights")).body).toEqual([]);
    expect((await again.get("/whoop/connection")).status).toBe(404);
  });

  it("leaves other users' data exactly as it was", async () => {
    expect(await snapshotUserRows(server.db, bob.id)).toEqual(bobBefore);
  });

  it("leaves no trace of the erased notes in the database or WAL files", async () => {
    expect(await databaseContains(server, SECRET_NOTE)).toEqual([]);
    expect(await databaseContains(server, "Bob's own note")).not.toEqual([]);
  });
});

describe("an erase that fails midway", () => {
  const CAROL_NOTE = "Narwhal-cobalt-5518 kept this to herself";
  let carol: TestUser;
  let asCarol: ApiClient;
  let carolPicture: string;

  async function liveSessions(userId: string): Promise<number> {
    const rows = await server.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .execute();
    return rows.length;
  }

  beforeAll(async () => {
    carol = await signUpUser(server);
    asCarol = api(server, carol.accessToken);
    await seedMetricDays(server.db, carol.id, daysBefore(today, 1), 20);
    await asCarol.post("/mood/", { date: daysBefore(today, 1), rating: 4, notes: CAROL_NOTE });
    await asCarol.post("/health/burnout/calculate");
    await asCarol.post<Insight>("/health/insights/generate", undefined, { insight_type: "burnout_alert" });
    const upload = await asCarol.raw<{ url: string }>({
      method: "POST",
      path: "/auth/upload-profile-picture",
      body: pictureForm(await pngBytes()),
    });
    carolPicture = upload.body.url;
    await asCarol.put("/auth/me", { profile_picture_url: carolPicture });
  });

  it("answers a plain 500, keeps every row, the picture and the sessions, and works once retried", async () => {
    const before = await snapshotUserRows(server.db, carol.id);
    const counts = await countUserRows(server.db, carol.id);
    for (const table of ["health_metrics", "moods", "burnout_scores", "insights", "uploads"]) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    expect(await liveSessions(carol.id)).toBe(1);

    // The picture rows are the erase's last delete: every other table has been emptied by then.
    const removeFailure = await injectFailure(server.db, {
      event: "DELETE",
      table: "uploads",
      when: `OLD.owner_user_id = '${carol.id}'`,
      message: "injected failure in delete from uploads",
    });
    let failed: Response;
    try {
      failed = await fetch(`${server.url}/api/auth/delete-all-data`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${carol.accessToken}` },
      });
    } finally {
      await removeFailure();
    }
    const text = await failed.text();
    expect(failed.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ detail: INTERNAL_ERROR });
    expect(text).not.toMatch(/injected|SQLITE|plpgsql|delete from|uploads|\.ts:\d+|\bat \S+ \(|stack/i);

    expect(await snapshotUserRows(server.db, carol.id)).toEqual(before);
    expect(await liveSessions(carol.id)).toBe(1);
    expect((await fetch(`${server.url}${carolPicture}`)).status).toBe(200);
    const moods = await asCarol.get<Array<{ notes: string }>>("/mood/");
    expect(moods.body.map((mood) => mood.notes)).toEqual([CAROL_NOTE]);

    expect((await asCarol.delete("/auth/delete-all-data")).status).toBe(200);
    expect(await countUserRows(server.db, carol.id)).toMatchObject({
      health_metrics: 0,
      moods: 0,
      burnout_scores: 0,
      insights: 0,
      uploads: 0,
      account: 1,
    });
    expect((await fetch(`${server.url}${carolPicture}`)).status).toBe(404);
    expect(await liveSessions(carol.id)).toBe(0);
  });
});
