// What the fuzz suites accept as an answer. A valid input may succeed or fail for a business
// reason listed here per procedure; an invalid one must get a 4xx. Every failure carries a
// non-empty `detail`, nothing in a failure looks like a stack, SQL or a server path, and a
// failed call leaves the caller's data as it was.
import type { ProcedureName } from "@evenkeel/contracts";

/** Success, then the business failures a valid input may meet (statuses as REST sends them). */
export const ALLOWED_FOR_VALID_INPUT: Record<ProcedureName, readonly number[]> = {
  // 409 e-mail taken; 400 common password or a picture URL that is no upload of ours; 429 throttled.
  "auth.signup": [200, 400, 409, 429],
  // 400 wrong credentials (one message for both); 429 throttled.
  "auth.signin": [400, 429],
  // 400 unknown or expired token (one answer for both).
  "auth.confirm": [400, 429],
  // The one answer whatever the address; 429 throttled.
  "auth.resendConfirmation": [200, 429],
  "auth.refresh": [401, 429],
  "auth.signout": [200],
  "auth.me": [200],
  // 400 a picture URL that is not an upload of this user's.
  "auth.updateMe": [200, 400],
  // 400 not a JPEG, PNG or WebP; 413 over 5 MB; 429 throttled.
  "auth.uploadProfilePicture": [200, 400, 413, 429],
  "auth.deleteAllData": [200],
  "health.dashboard": [200],
  "health.metrics": [200],
  "health.sources": [200],
  // 400 a source that has no data for the metric.
  "health.chooseSource": [200, 400],
  "mood.list": [200],
  // 400 a date in the future; 409 a mood already logged that day.
  "mood.create": [201, 400, 409],
  "mood.update": [200, 400, 404],
  "mood.delete": [200, 404],
  "mood.stats": [200],
  // 422 not enough data yet.
  "burnout.calculate": [200, 422],
  "burnout.history": [200],
  "burnout.rescoring": [200],
  "burnout.personalSignals": [200],
  "insights.generate": [200, 422],
  "insights.list": [200],
  "insights.feedback": [200, 404],
  "insights.delete": [200, 404],
  // The fuzz server has no WHOOP credentials: 404 not connected, 503 not configured.
  "wearable.providers": [200],
  "wearable.connection": [404],
  "wearable.authorize": [503],
  "wearable.callback": [503],
  "wearable.sync": [404, 503],
  "wearable.disconnect": [404],
  "reports.createLink": [201],
  "reports.links": [200],
  "reports.revokeLink": [404],
  "imports.list": [200],
  // 404 an id that is not one of the caller's imports.
  "imports.get": [404],
  "narrator.settings": [200],
  // The fuzz server has no language model: 409 there is nothing to turn on.
  "narrator.updateSettings": [409],
  "notifications.settings": [200],
  "notifications.updatePreferences": [200],
  // 400 an endpoint address off the public internet; 409 ten browsers already, or another account's.
  "notifications.subscribePush": [200, 400, 409],
  // 404 no such browser / alert of this user's.
  "notifications.removePush": [200, 404],
  "notifications.alerts": [200],
  "notifications.alert": [404],
  "notifications.readAlert": [404],
  // A made-up check-in token: 404 not valid (400 when a real one names another date).
  "checkin.status": [400, 404],
  "checkin.rate": [400, 404],
  "checkin.details": [400, 404],
};

/** Whether the input the server sees is valid, invalid, or cannot be told (raw path segments). */
export type Expectation = "valid" | "invalid" | "unknown";

export interface FuzzAnswer {
  status: number;
  /** The failure's detail (REST `detail`, tRPC `error.data.detail`); undefined on success. */
  detail: unknown;
  text: string;
}

const LEAKS = [
  /sqlite/i,
  /\bselect\b[^"]*\bfrom\b/i,
  /\binsert into\b/i,
  /\bat \S+ \(/,
  /\.[cm]?[jt]s:\d+/,
  /\/(work|home|usr|tmp|app|srv)\//,
  /node_modules/,
  /"stack"/,
];

/** Everything wrong with an answer; empty when it is acceptable. */
export function problemsWith(
  procedure: ProcedureName,
  expectation: Expectation,
  answer: FuzzAnswer,
  successStatus = 200,
): string[] {
  const problems: string[] = [];
  const { status } = answer;
  const allowed = ALLOWED_FOR_VALID_INPUT[procedure].map((code) => (code < 300 ? successStatus : code));
  if (expectation === "valid" && !allowed.includes(status)) {
    problems.push(`valid input answered ${status}, expected one of ${allowed.join(", ")}`);
  }
  if (expectation === "invalid" && (status < 400 || status >= 500)) {
    problems.push(`invalid input answered ${status}, expected a 4xx`);
  }
  if (expectation === "unknown" && !allowed.includes(status) && (status < 400 || status >= 500)) {
    problems.push(`answered ${status}`);
  }
  if (status >= 400 && (typeof answer.detail !== "string" || answer.detail.trim() === "")) {
    problems.push(`failure ${status} without a detail: ${answer.text.slice(0, 200)}`);
  }
  // Successful answers echo the user's own data, which may contain anything.
  const leak = status >= 400 ? LEAKS.find((pattern) => pattern.test(answer.text)) : undefined;
  if (leak) problems.push(`answer matches ${leak}: ${answer.text.slice(0, 300)}`);
  return problems;
}
