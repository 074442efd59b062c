// The fake Google Health API v4: the member's identity and `dataPoints:reconcile` for the five
// data types Evenkeel reads, filtered by date (daily types) or civil time (sessions) with >= and
// <, newest first, paged by pageToken, in Google's JSON (int64 as strings, {year, month, day}
// dates, civil times). Errors in Google's shape: 401, 403 PERMISSION_DENIED for a scope not
// granted, 400 ACCOUNT_NOT_LINKED for a Google account without Fitbit data, and 429 on demand.
import express, { type Request, type Response, type Router } from "express";
import { addDays, type FakePoint, type GoogleFakeType, googleHealthDay } from "./history.ts";
import type { FakeGoogleState, Grant, Member } from "./state.ts";

const TYPE_SCOPE: Record<GoogleFakeType, string> = {
  "daily-resting-heart-rate": "health_metrics_and_measurements",
  "daily-heart-rate-variability": "health_metrics_and_measurements",
  sleep: "sleep",
  exercise: "activity_and_fitness",
  steps: "activity_and_fitness",
};
const FILTER_FIELD: Record<GoogleFakeType, string> = {
  "daily-resting-heart-rate": "daily_resting_heart_rate.date",
  "daily-heart-rate-variability": "daily_heart_rate_variability.date",
  sleep: "sleep.interval.civil_end_time",
  exercise: "exercise.interval.civil_start_time",
  steps: "steps.interval.civil_start_time",
};
const MAX_PAGE: Record<GoogleFakeType, number> = {
  "daily-resting-heart-rate": 10_000,
  "daily-heart-rate-variability": 10_000,
  sleep: 25,
  exercise: 25,
  steps: 10_000,
};
const RECONCILE = /^\/v4\/users\/me\/dataTypes\/([a-z-]+)\/dataPoints:reconcile$/;

export function googleError(res: Response, code: number, status: string, message: string, reason?: string) {
  const details = reason
    ? [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason, domain: "health.googleapis.com" }]
    : [];
  res.status(code).json({ error: { code, message, status, details } });
}

export function apiRoutes(
  state: FakeGoogleState,
  history: { seed: number; days: number },
): {
  router: Router;
  points: (member: Member, type: GoogleFakeType, from: string, to: string) => FakePoint[];
} {
  const router = express.Router();

  /** Every point of `type` counted for local dates from `from` to `to`, inclusive, newest first. */
  function points(member: Member, type: GoogleFakeType, from: string, to: string): FakePoint[] {
    const last = state.today(member);
    const first = addDays(last, -history.days);
    const out: FakePoint[] = [];
    for (let day = to < last ? to : last; day >= from && day >= first; day = addDays(day, -1)) {
      for (const point of googleHealthDay(history.seed, member.id, member.offsetMinutes, day)[type]) {
        const sleep = point.record as { metadata?: { mainSleep?: boolean; processed?: boolean } };
        if (type === "sleep" && sleep.metadata?.mainSleep && member.unprocessed.has(day)) {
          out.push({
            ...point,
            record: { ...point.record, metadata: { ...sleep.metadata, processed: false } },
          });
        } else out.push(point);
      }
    }
    return out;
  }

  function bearer(req: Request, res: Response): Grant | null {
    const token = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    const entry = token ? state.accessTokens.get(token) : undefined;
    const refuses = entry ? state.members.get(entry.grant.memberId)?.apiRefuses : false;
    if (
      !entry ||
      refuses ||
      entry.expiresAt <= state.now() ||
      entry.grant.revoked ||
      state.lapsed(entry.grant)
    ) {
      googleError(res, 401, "UNAUTHENTICATED", "Request had invalid authentication credentials.");
      return null;
    }
    return entry.grant;
  }

  router.get("/v4/users/me/identity", (req, res) => {
    const grant = bearer(req, res);
    if (!grant) return;
    res.json({ name: "users/me/identity", healthUserId: `hu-${grant.memberId}`, legacyUserId: "7ABCDE" });
  });

  router.get(RECONCILE, (req, res) => {
    const type = (RECONCILE.exec(req.path)?.[1] ?? "") as GoogleFakeType;
    if (!(type in TYPE_SCOPE)) {
      googleError(res, 404, "NOT_FOUND", `Unknown data type ${type}`);
      return;
    }
    const grant = bearer(req, res);
    if (!grant) return;
    const scopes = [...grant.scopes].map((s) =>
      s.replace(/^.*googlehealth\./, "").replace(/\.readonly$/, ""),
    );
    if (!scopes.includes(TYPE_SCOPE[type])) {
      googleError(res, 403, "PERMISSION_DENIED", "Request had insufficient authentication scopes.");
      return;
    }
    const member = state.members.get(grant.memberId) as Member;
    if (!member.linked) {
      googleError(
        res,
        400,
        "FAILED_PRECONDITION",
        "The user has no linked Fitbit account.",
        "ACCOUNT_NOT_LINKED",
      );
      return;
    }
    const q = req.query as Record<string, string | undefined>;
    const range = parseFilter(q.filter ?? "", FILTER_FIELD[type]);
    if (!range) {
      googleError(res, 400, "INVALID_ARGUMENT", "Invalid filter.", "INVALID_DATA_POINT_FILTER");
      return;
    }
    const all = points(member, type, range.from, range.to);
    const size = Math.min(Number(q.pageSize ?? 1440) || 1440, MAX_PAGE[type]);
    const offset = q.pageToken ? Number(Buffer.from(q.pageToken, "base64url").toString()) : 0;
    const page = all.slice(offset, offset + size);
    const next =
      offset + size < all.length ? Buffer.from(String(offset + size)).toString("base64url") : undefined;
    res.json({
      dataPoints: page.map((p, i) => ({
        dataPointName: `users/me/dataTypes/${type}/dataPoints/${p.day}-${offset + i}`,
        [p.field]: p.record,
      })),
      ...(next ? { nextPageToken: next } : {}),
    });
  });
  return { router, points };
}

/** `field >= "A" AND field < "B"` (dates, or civil date-times at midnight) → the local dates A … B-1. */
function parseFilter(filter: string, field: string): { from: string; to: string } | null {
  const escaped = field.replaceAll(".", "\\.");
  const match = new RegExp(
    `^${escaped} >= "(\\d{4}-\\d{2}-\\d{2})(?:T00:00:00)?" AND ${escaped} < "(\\d{4}-\\d{2}-\\d{2})(?:T00:00:00)?"$`,
  ).exec(filter.trim());
  if (!match) return null;
  return { from: match[1] as string, to: addDays(match[2] as string, -1) };
}
