// The one table of the REST facade: each call's path under the API host (/api), in Express 5
// syntax, mapped to its procedure and to where each input field arrives. Reading a path
// (route-paths.ts) and gathering a request's input (rest-input.ts) live beside it.
import type { ProcedureName } from "./procedures.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type InputSource = "path" | "query" | "body";

export interface RestRoute {
  method: HttpMethod;
  path: string;
  procedure: ProcedureName;
  /** Every input field → where it arrives. */
  inputFrom: Readonly<Record<string, InputSource>>;
  body?: "json" | "multipart";
  /** Default 200. */
  successStatus?: number;
}

const none = {} as const;
const rangeQuery = { start_date: "query", end_date: "query", limit: "query" } as const;

/** Static paths come before parameterised ones, and /:provider/... last, so matching is unambiguous. */
export const restRoutes: readonly RestRoute[] = [
  {
    method: "POST",
    path: "/auth/signup",
    procedure: "auth.signup",
    body: "json",
    inputFrom: {
      email: "body",
      password: "body",
      first_name: "body",
      last_name: "body",
      profile_picture_url: "body",
    },
  },
  {
    method: "POST",
    path: "/auth/signin",
    procedure: "auth.signin",
    body: "json",
    inputFrom: { email: "body", password: "body" },
  },
  {
    method: "POST",
    path: "/auth/confirm",
    procedure: "auth.confirm",
    body: "json",
    inputFrom: { token_hash: "body", type: "body" },
  },
  {
    method: "POST",
    path: "/auth/resend-confirmation",
    procedure: "auth.resendConfirmation",
    body: "json",
    inputFrom: { email: "body" },
  },
  {
    method: "POST",
    path: "/auth/refresh",
    procedure: "auth.refresh",
    body: "json",
    inputFrom: { refresh_token: "body" },
  },
  { method: "POST", path: "/auth/signout", procedure: "auth.signout", inputFrom: none },
  { method: "GET", path: "/auth/me", procedure: "auth.me", inputFrom: none },
  {
    method: "PUT",
    path: "/auth/me",
    procedure: "auth.updateMe",
    body: "json",
    inputFrom: { first_name: "body", last_name: "body", profile_picture_url: "body" },
  },
  {
    method: "POST",
    path: "/auth/upload-profile-picture",
    procedure: "auth.uploadProfilePicture",
    body: "multipart",
    inputFrom: { file: "body" },
  },
  { method: "DELETE", path: "/auth/delete-all-data", procedure: "auth.deleteAllData", inputFrom: none },
  {
    method: "GET",
    path: "/health/dashboard",
    procedure: "health.dashboard",
    inputFrom: { selected_date: "query" },
  },
  { method: "GET", path: "/health/metrics", procedure: "health.metrics", inputFrom: rangeQuery },
  { method: "GET", path: "/health/sources", procedure: "health.sources", inputFrom: none },
  {
    method: "PUT",
    path: "/health/sources/:metric",
    procedure: "health.chooseSource",
    body: "json",
    inputFrom: { metric: "path", source: "body" },
  },
  {
    method: "POST",
    path: "/health/burnout/calculate",
    procedure: "burnout.calculate",
    inputFrom: { days: "query" },
  },
  { method: "GET", path: "/health/burnout/history", procedure: "burnout.history", inputFrom: rangeQuery },
  { method: "GET", path: "/health/burnout/rescoring", procedure: "burnout.rescoring", inputFrom: none },
  {
    method: "GET",
    path: "/health/burnout/personal-signals",
    procedure: "burnout.personalSignals",
    inputFrom: none,
  },
  {
    method: "POST",
    path: "/health/insights/generate",
    procedure: "insights.generate",
    inputFrom: { insight_type: "query", days: "query" },
  },
  { method: "GET", path: "/health/insights", procedure: "insights.list", inputFrom: { limit: "query" } },
  {
    method: "PATCH",
    path: "/health/insights/:id/feedback",
    procedure: "insights.feedback",
    inputFrom: { id: "path", helpful: "query", feedback: "query" },
  },
  {
    method: "DELETE",
    path: "/health/insights/:id",
    procedure: "insights.delete",
    inputFrom: { id: "path" },
  },
  { method: "GET", path: "/settings/narrator", procedure: "narrator.settings", inputFrom: none },
  {
    method: "PUT",
    path: "/settings/narrator",
    procedure: "narrator.updateSettings",
    body: "json",
    inputFrom: { enabled: "body", allow_notes: "body" },
  },
  { method: "GET", path: "/mood/stats/summary", procedure: "mood.stats", inputFrom: { days: "query" } },
  { method: "GET", path: "/mood/", procedure: "mood.list", inputFrom: rangeQuery },
  {
    method: "POST",
    path: "/mood/",
    procedure: "mood.create",
    body: "json",
    inputFrom: { date: "body", rating: "body", notes: "body", tags: "body" },
    successStatus: 201,
  },
  {
    method: "PUT",
    path: "/mood/:date",
    procedure: "mood.update",
    body: "json",
    inputFrom: { date: "path", rating: "body", notes: "body", tags: "body" },
  },
  { method: "DELETE", path: "/mood/:date", procedure: "mood.delete", inputFrom: { date: "path" } },
  { method: "GET", path: "/wearables", procedure: "wearable.providers", inputFrom: none },
  {
    method: "GET",
    path: "/settings/notifications",
    procedure: "notifications.settings",
    inputFrom: none,
  },
  {
    method: "PATCH",
    path: "/settings/notifications",
    procedure: "notifications.updatePreferences",
    body: "json",
    inputFrom: {
      reminder_enabled: "body",
      reminder_time: "body",
      push_enabled: "body",
      email_enabled: "body",
      alerts_enabled: "body",
      quiet_hours_enabled: "body",
      quiet_start: "body",
      quiet_end: "body",
      weekly_summary_email: "body",
      include_numbers_in_email: "body",
    },
  },
  {
    method: "POST",
    path: "/settings/notifications/push",
    procedure: "notifications.subscribePush",
    body: "json",
    inputFrom: { endpoint: "body", keys: "body", label: "body" },
  },
  {
    method: "DELETE",
    path: "/settings/notifications/push/:id",
    procedure: "notifications.removePush",
    inputFrom: { id: "path" },
  },
  { method: "GET", path: "/settings/alerts", procedure: "notifications.alerts", inputFrom: none },
  { method: "GET", path: "/alerts/:id", procedure: "notifications.alert", inputFrom: { id: "path" } },
  {
    method: "POST",
    path: "/alerts/:id/read",
    procedure: "notifications.readAlert",
    inputFrom: { id: "path" },
  },
  {
    method: "GET",
    path: "/checkin",
    procedure: "checkin.status",
    inputFrom: { token: "query", date: "query" },
  },
  {
    method: "POST",
    path: "/checkin/rate",
    procedure: "checkin.rate",
    body: "json",
    inputFrom: { token: "body", date: "body", rating: "body", replace: "body" },
  },
  {
    method: "POST",
    path: "/checkin/details",
    procedure: "checkin.details",
    body: "json",
    inputFrom: { token: "body", date: "body", notes: "body", tags: "body" },
  },
  { method: "GET", path: "/reports/links", procedure: "reports.links", inputFrom: none },
  {
    method: "POST",
    path: "/reports/links",
    procedure: "reports.createLink",
    body: "json",
    inputFrom: { weeks: "body", days: "body" },
    successStatus: 201,
  },
  {
    method: "DELETE",
    path: "/reports/links/:id",
    procedure: "reports.revokeLink",
    inputFrom: { id: "path" },
  },
  { method: "GET", path: "/imports", procedure: "imports.list", inputFrom: none },
  { method: "GET", path: "/imports/:id", procedure: "imports.get", inputFrom: { id: "path" } },
  {
    method: "GET",
    path: "/:provider/connection",
    procedure: "wearable.connection",
    inputFrom: { provider: "path" },
  },
  {
    method: "POST",
    path: "/:provider/auth/authorize",
    procedure: "wearable.authorize",
    body: "json",
    inputFrom: { provider: "path", redirect_uri: "body" },
  },
  {
    method: "POST",
    path: "/:provider/auth/callback",
    procedure: "wearable.callback",
    body: "json",
    inputFrom: { provider: "path", code: "body", redirect_uri: "body", state: "body" },
  },
  {
    method: "POST",
    path: "/:provider/sync/manual",
    procedure: "wearable.sync",
    inputFrom: { provider: "path", start_date: "query", end_date: "query" },
  },
  {
    method: "DELETE",
    path: "/:provider/connection",
    procedure: "wearable.disconnect",
    inputFrom: { provider: "path" },
  },
];
