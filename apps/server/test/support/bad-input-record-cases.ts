// Bad input on the health, mood, burnout and insight calls (the bad-input test runs these):
// impossible dates, out-of-range numbers, wrong types, hostile path segments, big bodies.
import {
  DATA_IMPORT_NOT_FOUND,
  MOOD_TAG_UNKNOWN,
  MOOD_TAGS_REPEATED,
  NO_DATA_FROM_SOURCE,
  type ProcedureName,
} from "@evenkeel/contracts";
import {
  AUTH,
  type BadCase,
  BIG,
  DATE,
  del,
  get,
  json,
  NOT_JSON,
  post,
  RATING,
  rawBody,
  withToken,
} from "./bad-requests.ts";
import { daysBefore, utcToday } from "./seed-data.ts";

/** The date of the one mood the user under test has. */
export const BAD_INPUT_MOOD_DATE = daysBefore(utcToday(), 1);
const moodDate = BAD_INPUT_MOOD_DATE;

export const recordBadCases: Partial<Record<ProcedureName, BadCase[]>> = {
  "health.dashboard": [
    [
      "February 30th",
      get("/health/dashboard", { selected_date: "2024-02-30" }),
      400,
      `selected_date: ${DATE}`,
    ],
    [
      "a word for a date",
      get("/health/dashboard", { selected_date: "yesterday" }),
      400,
      `selected_date: ${DATE}`,
    ],
    [
      "the date twice",
      (ctx) =>
        ctx.client.raw({
          method: "GET",
          path: "/health/dashboard?selected_date=2024-01-01&selected_date=2024-01-02",
        }),
      400,
      `selected_date: ${DATE}`,
    ],
  ],
  "health.metrics": [
    ["no start date", get("/health/metrics"), 400, `start_date: ${DATE}`],
    [
      "limit 0",
      get("/health/metrics", { start_date: "2024-01-01", limit: 0 }),
      400,
      "limit: Must be a whole number from 1 to 1000",
    ],
    [
      "limit abc",
      get("/health/metrics", { start_date: "2024-01-01", limit: "abc" }),
      400,
      "limit: Must be a whole number from 1 to 1000",
    ],
    [
      "an end before the start",
      get("/health/metrics", { start_date: "2024-02-02", end_date: "2024-02-01" }),
      400,
      "end_date: end_date must not be before start_date",
    ],
  ],
  "health.sources": [["no token", withToken(null, get("/health/sources")), 401, AUTH]],
  "health.chooseSource": [
    [
      "an unknown metric",
      json("PUT", "/health/sources/mood", { source: "whoop" }),
      400,
      "metric: Unknown metric",
    ],
    [
      "a source name with spaces",
      json("PUT", "/health/sources/hrv", { source: "Not A Source" }),
      400,
      "source: Invalid source",
    ],
    ["no source at all", json("PUT", "/health/sources/hrv", {}), 400, /^source: /],
    ["a source as a number", json("PUT", "/health/sources/hrv", { source: 7 }), 400, /^source: /],
    [
      "a source without data for the metric",
      json("PUT", "/health/sources/hrv", { source: "apple_health" }),
      400,
      NO_DATA_FROM_SOURCE,
    ],
    ["a text body", rawBody("PUT", "/health/sources/hrv", "text/plain", '{"source":null}'), 400, NOT_JSON],
  ],
  "burnout.calculate": [
    [
      "6 days",
      post("/health/burnout/calculate", { days: 6 }),
      400,
      "days: Must be a whole number from 7 to 90",
    ],
    [
      "days abc",
      post("/health/burnout/calculate", { days: "abc" }),
      400,
      "days: Must be a whole number from 7 to 90",
    ],
  ],
  "burnout.history": [
    ["no start date", get("/health/burnout/history"), 400, `start_date: ${DATE}`],
    [
      "limit -1",
      get("/health/burnout/history", { start_date: "2024-01-01", limit: -1 }),
      400,
      "limit: Must be a whole number from 1 to 1000",
    ],
  ],
  // No input to get wrong: an unexpected query parameter is ignored, like every other call's.
  "burnout.rescoring": [],
  "burnout.personalSignals": [],
  "insights.generate": [
    [
      "an unknown type",
      post("/health/insights/generate", { insight_type: "daily_digest" }),
      400,
      "insight_type: insight_type must be one of weekly_summary, burnout_alert, trend_analysis",
    ],
    [
      "91 days",
      post("/health/insights/generate", { days: 91 }),
      400,
      "days: Must be a whole number from 1 to 90",
    ],
  ],
  "insights.list": [
    [
      "limit 101",
      get("/health/insights", { limit: 101 }),
      400,
      "limit: Must be a whole number from 1 to 100",
    ],
  ],
  "insights.feedback": [
    [
      "helpful yes",
      (ctx) => ctx.client.patch(`/health/insights/${ctx.insightId}/feedback`, undefined, { helpful: "yes" }),
      400,
      "helpful: Must be true or false",
    ],
    [
      "no helpful",
      (ctx) => ctx.client.patch(`/health/insights/${ctx.insightId}/feedback`),
      400,
      "helpful: Must be true or false",
    ],
    [
      "2,001 characters of feedback",
      (ctx) =>
        ctx.client.patch(`/health/insights/${ctx.insightId}/feedback`, undefined, {
          helpful: true,
          feedback: "x".repeat(2001),
        }),
      400,
      "feedback: Feedback must be at most 2,000 characters",
    ],
    [
      "a traversal id",
      (ctx) =>
        ctx.client.raw({
          method: "PATCH",
          path: "/health/insights/..%2F..%2Fetc%2Fpasswd/feedback?helpful=true",
        }),
      404,
      "Insight not found",
    ],
  ],
  "reports.createLink": [
    [
      "12 weeks for 31 days",
      json("POST", "/reports/links", { weeks: 12, days: 31 }),
      400,
      "days: Must be a whole number from 1 to 30",
    ],
    ["5 weeks", json("POST", "/reports/links", { weeks: 5, days: 3 }), 400, "weeks: Must be one of 4, 8, 12"],
  ],
  "reports.links": [],
  "reports.revokeLink": [["an unknown link", del("/reports/links/nope"), 404, "Share link not found"]],
  "insights.delete": [
    ["a NUL byte in the id", del("/health/insights/%00"), 404, "Insight not found"],
    ["a 200-character id", del(`/health/insights/${"i".repeat(200)}`), 400, /^id: /],
  ],
  "imports.list": [["no token", withToken(null, get("/imports")), 401, AUTH]],
  "imports.get": [
    ["an id that is no import", get("/imports/no-such-import"), 404, DATA_IMPORT_NOT_FOUND],
    ["a NUL byte in the id", get("/imports/%00"), 404, DATA_IMPORT_NOT_FOUND],
    ["a 200-character id", get(`/imports/${"i".repeat(200)}`), 400, /^id: /],
    ["no token", withToken(null, get("/imports/no-such-import")), 401, AUTH],
  ],
  "mood.list": [
    ["month 13", get("/mood/", { start_date: "2024-13-01" }), 400, `start_date: ${DATE}`],
    ["limit 1.5", get("/mood/", { limit: "1.5" }), 400, "limit: Must be a whole number from 1 to 1000"],
  ],
  "mood.create": [
    ["no fields", json("POST", "/mood/", {}), 400, `date: ${DATE}; rating: ${RATING}`],
    ["a rating as text", json("POST", "/mood/", { date: moodDate, rating: "7" }), 400, `rating: ${RATING}`],
    ["rating 0", json("POST", "/mood/", { date: "2024-01-05", rating: 0 }), 400, `rating: ${RATING}`],
    ["February 30th", json("POST", "/mood/", { date: "2024-02-30", rating: 5 }), 400, `date: ${DATE}`],
    [
      "notes as a number",
      json("POST", "/mood/", { date: "2024-01-05", rating: 5, notes: 5 }),
      400,
      /^notes: /,
    ],
    [
      "10,001 characters of notes",
      json("POST", "/mood/", { date: "2024-01-05", rating: 5, notes: "x".repeat(10_001) }),
      400,
      "notes: Notes must be at most 10,000 characters",
    ],
    [
      "a text body",
      rawBody("POST", "/mood/", "text/plain", '{"date":"2024-01-05","rating":5}'),
      400,
      NOT_JSON,
    ],
    [
      "a Latin-1 body",
      rawBody("POST", "/mood/", "application/json; charset=latin1", '{"date":"2024-01-05"}'),
      415,
      "Send the body as UTF-8",
    ],
    [
      "malformed JSON",
      rawBody("POST", "/mood/", "application/json", '{"rating": 7,'),
      400,
      "Request body must be valid JSON",
    ],
    [
      "a 200 KB body",
      json("POST", "/mood/", { date: "2024-01-05", rating: 5, notes: BIG }),
      413,
      "Request body is too large",
    ],
    [
      "a tag outside the list",
      json("POST", "/mood/", { date: "2024-01-05", rating: 5, tags: ["hungover"] }),
      400,
      `tags.0: ${MOOD_TAG_UNKNOWN}`,
    ],
    [
      "a tag twice",
      json("POST", "/mood/", { date: "2024-01-05", rating: 5, tags: ["ill", "ill"] }),
      400,
      `tags: ${MOOD_TAGS_REPEATED}`,
    ],
    [
      "an existing date",
      json("POST", "/mood/", { date: moodDate, rating: 1 }),
      409,
      "A mood is already logged for this date",
    ],
  ],
  "mood.update": [
    ["February 30th", json("PUT", "/mood/2024-02-30", { rating: 5 }), 400, `date: ${DATE}`],
    ["a traversal path", json("PUT", "/mood/..%2F..%2Fetc%2Fpasswd", { rating: 5 }), 400, `date: ${DATE}`],
    ["a NUL byte after the date", json("PUT", `/mood/${moodDate}%00`, { rating: 5 }), 400, `date: ${DATE}`],
    ["rating 11", json("PUT", `/mood/${moodDate}`, { rating: 11 }), 400, `rating: ${RATING}`],
    ["rating 5.5", json("PUT", `/mood/${moodDate}`, { rating: 5.5 }), 400, `rating: ${RATING}`],
    ["tags as text", json("PUT", `/mood/${moodDate}`, { tags: "ill" }), 400, /^tags: /],
    [
      "a tag outside the list",
      json("PUT", `/mood/${moodDate}`, { rating: 2, tags: ["ill", "burnout"] }),
      400,
      `tags.1: ${MOOD_TAG_UNKNOWN}`,
    ],
  ],
  "mood.delete": [
    ["a NUL byte", del("/mood/%00"), 400, `date: ${DATE}`],
    ["a traversal path", del("/mood/..%2F2024-01-01"), 400, `date: ${DATE}`],
  ],
  "mood.stats": [
    ["0 days", get("/mood/stats/summary", { days: 0 }), 400, "days: Must be a whole number from 1 to 365"],
    [
      "366 days",
      get("/mood/stats/summary", { days: 366 }),
      400,
      "days: Must be a whole number from 1 to 365",
    ],
  ],
};
