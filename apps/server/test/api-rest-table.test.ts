// Every row of the contracts' REST table, called once over real HTTP the way the web app
// calls it, with the answer it must give. A new row without a case here fails to compile.
import {
  ALERT_READ,
  type AuthResponse,
  type Insight,
  NARRATOR_UNAVAILABLE,
  type ProcedureName,
  procedures,
  type RestRoute,
  restRoutes,
  SHARE_LINK_REVOKED,
} from "@evenkeel/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashOpaqueToken } from "../src/identity/opaque-tokens.ts";
import { type ApiAnswer, api } from "./support/api-client.ts";
import { pngBytes } from "./support/media-fixtures.ts";
import { daysBefore, seedMetricDays, utcToday } from "./support/seed-data.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { signUpUser, TEST_PASSWORD, type TestUser, uniqueEmail } from "./support/test-users.ts";
import { pictureForm } from "./support/upload-form.ts";

let server: TestServer;
let ada: TestUser;
let insight: Insight;
const today = utcToday();
const yesterday = daysBefore(today, 1);

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpUser(server);
  await seedMetricDays(server.db, ada.id, yesterday, 14);
  await api(server, ada.accessToken).post("/mood/", { date: daysBefore(today, 2), rating: 6 });
  insight = (await api(server, ada.accessToken).post<Insight>("/health/insights/generate")).body;
});
afterAll(() => server.close());

interface Case {
  call: () => Promise<ApiAnswer>;
  /** A number, or a matcher when the gateway may answer either of two refusals. */
  status: unknown;
  body?: unknown;
}

/** Without WHOOP credentials and without a connection: "not connected" or "not configured". */
const WHOOP_UNAVAILABLE = {
  status: expect.toBeOneOf([404, 503]),
  body: { detail: expect.stringMatching(/^WHOOP (not connected|is not configured on this server)$/) },
};

const message = (text: string) => ({ message: text });
const as = () => api(server, ada.accessToken);

/**
 * One successful call per procedure. The wearable rows answer as on a server without WHOOP
 * credentials (the WHOOP tests cover a configured server against the fake WHOOP API).
 */
const cases: Record<ProcedureName, () => Promise<Case>> = {
  "auth.signup": async () => ({
    call: () =>
      api(server).post("/auth/signup", {
        email: uniqueEmail("table"),
        password: TEST_PASSWORD,
        first_name: "Ada",
      }),
    status: 200,
    body: { requires_confirmation: false, message: null, user: { user_metadata: { first_name: "Ada" } } },
  }),
  "auth.signin": async () => ({
    call: () => api(server).post("/auth/signin", { email: ada.email, password: TEST_PASSWORD }),
    status: 200,
    body: { user: { id: ada.id }, access_token: expect.any(String) },
  }),
  "auth.confirm": async () => {
    const token = "a-confirmation-token-only-this-test-knows";
    const now = new Date();
    await server.db
      .insertInto("confirmation_tokens")
      .values({
        token_hash: hashOpaqueToken(token),
        user_id: ada.id,
        type: "signup",
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 60_000).toISOString(),
      })
      .execute();
    return {
      call: () => api(server).post("/auth/confirm", { token_hash: token, type: "signup" }),
      status: 200,
      body: message("Email confirmed! You can now sign in."),
    };
  },
  "auth.resendConfirmation": async () => ({
    call: () => api(server).post("/auth/resend-confirmation", { email: ada.email }),
    status: 200,
    body: message(
      "If an account with this email is waiting for confirmation, a new confirmation email is on its way. The link in any earlier email no longer works.",
    ),
  }),
  "auth.refresh": async () => {
    const { refreshToken } = await signUpUser(server);
    return {
      call: () => api(server).post("/auth/refresh", { refresh_token: refreshToken }),
      status: 200,
      body: { access_token: expect.any(String), refresh_token: expect.any(String) },
    };
  },
  "auth.signout": async () => {
    const { accessToken } = await signUpUser(server);
    return {
      call: () => api(server, accessToken).post("/auth/signout"),
      status: 200,
      body: message("Signed out successfully"),
    };
  },
  "auth.me": async () => ({
    call: () => as().get("/auth/me"),
    status: 200,
    body: { id: ada.id, email: ada.email },
  }),
  "auth.updateMe": async () => ({
    call: () => as().put("/auth/me", { first_name: "Ada", last_name: "Lovelace" }),
    status: 200,
    body: { user_metadata: { first_name: "Ada", last_name: "Lovelace" } },
  }),
  "auth.uploadProfilePicture": async () => {
    const form = pictureForm(await pngBytes());
    return {
      call: () => as().raw({ method: "POST", path: "/auth/upload-profile-picture", body: form }),
      status: 200,
      body: { url: expect.stringMatching(/^\/api\/uploads\/[A-Za-z0-9_-]+\.webp$/) },
    };
  },
  "auth.deleteAllData": async () => {
    const { accessToken } = await signUpUser(server);
    return {
      call: () => api(server, accessToken).delete("/auth/delete-all-data"),
      status: 200,
      body: message("All account data deleted. Your account is still active."),
    };
  },
  "health.dashboard": async () => ({
    call: () => as().get("/health/dashboard", { selected_date: yesterday }),
    status: 200,
    body: { user_id: ada.id, metrics: { days_tracked: 14 } },
  }),
  "health.metrics": async () => ({
    call: () =>
      as().get("/health/metrics", { start_date: daysBefore(today, 30), end_date: today, limit: 30 }),
    status: 200,
  }),
  "health.sources": async () => ({
    call: () => as().get("/health/sources"),
    status: 200,
  }),
  "health.chooseSource": async () => ({
    call: () => as().put("/health/sources/hrv", { source: null }),
    status: 200,
  }),
  "burnout.calculate": async () => ({
    call: () => as().post("/health/burnout/calculate", undefined, { days: 14 }),
    status: 200,
    body: { date: today, user_id: ada.id },
  }),
  "burnout.history": async () => ({
    call: () => as().get("/health/burnout/history", { start_date: daysBefore(today, 30), limit: 30 }),
    status: 200,
  }),
  "burnout.rescoring": async () => ({
    call: () => as().get("/health/burnout/rescoring"),
    status: 200,
  }),
  "burnout.personalSignals": async () => ({
    call: () => as().get("/health/burnout/personal-signals"),
    status: 200,
    body: { date: today },
  }),
  "insights.generate": async () => ({
    call: () =>
      as().post("/health/insights/generate", undefined, { insight_type: "burnout_alert", days: 14 }),
    status: 200,
    body: { insight_type: "burnout_alert" },
  }),
  "insights.list": async () => ({ call: () => as().get("/health/insights", { limit: 10 }), status: 200 }),
  "insights.feedback": async () => ({
    call: () =>
      as().patch(`/health/insights/${insight.id}/feedback`, undefined, {
        helpful: "true",
        feedback: "Useful",
      }),
    status: 200,
    body: { id: insight.id, helpful: true, feedback: "Useful" },
  }),
  "insights.delete": async () => {
    const extra = (await as().post<Insight>("/health/insights/generate")).body;
    return {
      call: () => as().delete(`/health/insights/${extra.id}`),
      status: 200,
      body: message("Insight deleted"),
    };
  },
  "mood.stats": async () => ({
    call: () => as().get("/mood/stats/summary", { days: 30 }),
    status: 200,
    body: { period_days: 30 },
  }),
  "mood.list": async () => ({ call: () => as().get("/mood/", { limit: 30 }), status: 200 }),
  "mood.create": async () => ({
    call: () => as().post("/mood/", { date: today, rating: 7, notes: "Calm day" }),
    status: 201,
    body: { date: today, rating: 7 },
  }),
  "mood.update": async () => ({
    call: () => as().put(`/mood/${daysBefore(today, 2)}`, { rating: 8, notes: "Better" }),
    status: 200,
    body: { rating: 8, notes: "Better" },
  }),
  "mood.delete": async () => {
    await as().post("/mood/", { date: daysBefore(today, 5), rating: 3 });
    return {
      call: () => as().delete(`/mood/${daysBefore(today, 5)}`),
      status: 200,
      body: message("Mood rating deleted"),
    };
  },
  "wearable.providers": async () => ({
    call: () => as().get("/wearables"),
    status: 200,
    body: [
      { provider: "whoop", display_name: "WHOOP", configured: false },
      { provider: "oura", display_name: "Oura", configured: false },
      { provider: "google_health", display_name: "Google Health", configured: false },
    ],
  }),
  "wearable.connection": async () => ({
    call: () => as().get("/whoop/connection"),
    status: 404,
    body: { detail: "WHOOP not connected" },
  }),
  "wearable.authorize": async () => ({
    call: () =>
      as().post("/whoop/auth/authorize", { redirect_uri: "http://localhost:3000/settings/whoop/callback" }),
    status: 503,
    body: { detail: "WHOOP is not configured on this server" },
  }),
  "wearable.callback": async () => ({
    call: () =>
      as().post("/whoop/auth/callback", {
        code: "code",
        state: "state",
        redirect_uri: "http://localhost:3000/settings/whoop/callback",
      }),
    status: WHOOP_UNAVAILABLE.status,
    body: WHOOP_UNAVAILABLE.body,
  }),
  "wearable.sync": async () => ({
    call: () => as().post("/whoop/sync/manual", undefined, { start_date: yesterday }),
    status: WHOOP_UNAVAILABLE.status,
    body: WHOOP_UNAVAILABLE.body,
  }),
  "wearable.disconnect": async () => ({
    call: () => as().delete("/whoop/connection"),
    status: 404,
    body: { detail: "WHOOP not connected" },
  }),
  "reports.createLink": async () => ({
    call: () => as().post("/reports/links", { weeks: 8, days: 3 }),
    status: 201,
    body: { link: { weeks: 8, open_count: 0 } },
  }),
  "reports.links": async () => ({
    call: () => as().get("/reports/links"),
    status: 200,
    body: expect.any(Array),
  }),
  "reports.revokeLink": async () => {
    const created = await as().post<{ link: { id: string } }>("/reports/links", { weeks: 4, days: 1 });
    return {
      call: () => as().delete(`/reports/links/${created.body.link.id}`),
      status: 200,
      body: message(SHARE_LINK_REVOKED),
    };
  },
  "imports.list": async () => ({
    call: () => as().get("/imports"),
    status: 200,
    body: [],
  }),
  "imports.get": async () => ({
    call: () => as().get("/imports/no-such-import"),
    status: 404,
    body: { detail: "Import not found" },
  }),
  "narrator.settings": async () => ({
    call: () => as().get("/settings/narrator"),
    status: 200,
    body: { enabled: false, allow_notes: false, model: null },
  }),
  "narrator.updateSettings": async () => ({
    call: () => as().put("/settings/narrator", { enabled: true }),
    status: 409,
    body: { detail: NARRATOR_UNAVAILABLE },
  }),
  "notifications.settings": async () => ({
    call: () => as().get("/settings/notifications"),
    status: 200,
    body: {
      delivers: true,
      preferences: { reminder_enabled: false },
      channels: { email: { available: false } },
    },
  }),
  "notifications.updatePreferences": async () => ({
    call: () => as().patch("/settings/notifications", { reminder_time: "21:15" }),
    status: 200,
    body: { preferences: { reminder_time: "21:15" } },
  }),
  "notifications.subscribePush": async () => ({
    call: () =>
      as().post("/settings/notifications/push", {
        endpoint: "https://push.example.com/table",
        keys: { p256dh: "BTable", auth: "table" },
        label: "Table browser",
      }),
    status: 200,
    body: { subscriptions: expect.arrayContaining([expect.objectContaining({ label: "Table browser" })]) },
  }),
  "notifications.removePush": async () => {
    const settings = await as().post<{ subscriptions: { id: string }[] }>("/settings/notifications/push", {
      endpoint: "https://push.example.com/remove",
      keys: { p256dh: "BRemove", auth: "remove" },
    });
    const id = settings.body.subscriptions[0]?.id;
    return { call: () => as().delete(`/settings/notifications/push/${id}`), status: 200 };
  },
  "notifications.alerts": async () => ({
    call: () => as().get("/settings/alerts"),
    status: 200,
    body: expect.any(Array),
  }),
  "notifications.alert": async () => {
    const id = await tableAlert();
    return { call: () => as().get(`/alerts/${id}`), status: 200, body: { alert: { id, level: "high" } } };
  },
  "notifications.readAlert": async () => {
    const id = await tableAlert();
    return { call: () => as().post(`/alerts/${id}/read`), status: 200, body: message(ALERT_READ) };
  },
  "checkin.status": async () => {
    const token = await tableCheckinToken();
    return {
      call: () => api(server).get("/checkin", { token, date: yesterday }),
      status: 200,
      body: { date: yesterday, step: "rate" },
    };
  },
  "checkin.rate": async () => {
    const token = await tableCheckinToken();
    return {
      call: () => api(server).post("/checkin/rate", { token, date: yesterday, rating: 8 }),
      status: 200,
      body: { date: yesterday, rating: 8 },
    };
  },
  "checkin.details": async () => {
    // The day already has checkin.rate's 8: replacing it is asked for.
    const token = await tableCheckinToken();
    await api(server).post("/checkin/rate", { token, date: yesterday, rating: 7, replace: true });
    return {
      call: () =>
        api(server).post("/checkin/details", { token, date: yesterday, notes: "Tapped", tags: ["travel"] }),
      status: 200,
      body: { date: yesterday, rating: 7, notes: "Tapped", tags: ["travel"] },
    };
  },
};

let tableTokens = 0;
/** A fresh check-in token of Ada's for yesterday, as a reminder would hand out. */
async function tableCheckinToken(): Promise<string> {
  tableTokens += 1;
  const token = `table-checkin-token-number-${tableTokens}`;
  await server.db
    .insertInto("checkin_tokens")
    .values({
      token_hash: hashOpaqueToken(token),
      user_id: ada.id,
      date: yesterday,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      rated_at: null,
      detailed_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return token;
}

async function tableAlert(): Promise<string> {
  const id = `table-alert-${tableTokens++}`;
  await server.db
    .insertInto("early_warning_alerts")
    .values({
      id,
      user_id: ada.id,
      date: yesterday,
      level: "high",
      status: "sent",
      insight_id: insight.id,
      created_at: new Date().toISOString(),
      read_at: null,
    })
    .execute();
  return id;
}

describe("the REST table", () => {
  it.each(restRoutes.map((route) => [route.method, route.path, route] as const))(
    "%s /api%s answers as its procedure does",
    async (_method, _path, route: RestRoute) => {
      const { call, status, body } = await cases[route.procedure]();
      const answer = await call();
      expect({ status: answer.status, body: answer.body }).toMatchObject({
        status,
        ...(body !== undefined && { body }),
      });
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      if (answer.status < 300)
        expect(procedures[route.procedure].output.safeParse(answer.body).success).toBe(true);
    },
  );

  it("covers every procedure with a REST row", () => {
    expect(new Set(restRoutes.map((route) => route.procedure))).toEqual(new Set(Object.keys(procedures)));
  });

  it("lets a freshly signed-up user sign in with the answer's tokens", async () => {
    const email = uniqueEmail("again");
    await signUpUser(server, email);
    const answer = await api(server).post<AuthResponse>("/auth/signin", { email, password: TEST_PASSWORD });
    const me = await api(server, answer.body.access_token).get("/auth/me");
    expect(me).toMatchObject({ status: 200, body: { email } });
  });
});
