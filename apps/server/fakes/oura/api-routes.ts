// The fake Oura's v2 usercollection API: personal info, one document by id, and a type's
// documents for a range of days in pages of 10 with next_token, sleep leaving out its start
// date, and 403 for data the member did not share.
import express, { type Router } from "express";
import type { OuraDocuments } from "./oura-history.ts";
import { DATA_SCOPE, DAY_MS, type FakeOuraState, type Grant, type Member } from "./state.ts";

const PAGE_SIZE = 10;

export function apiRoutes(state: FakeOuraState): Router {
  const router = express.Router();

  /** The grant of the request's bearer token, or null once a 401 has been answered. */
  function bearer(req: express.Request, res: express.Response): Grant | null {
    const token = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    const grant = token ? state.accessTokens.get(token) : undefined;
    if (!grant || grant.expiresAt <= state.now()) {
      res.status(401).json({ detail: "Unauthorized" });
      return null;
    }
    return grant;
  }

  router.get("/v2/usercollection/personal_info", (req, res) => {
    const grant = bearer(req, res);
    if (!grant) return;
    if (!grant.scopes.has("personal")) {
      res.status(403).json({ detail: "Forbidden" });
      return;
    }
    res.json({
      id: grant.memberId,
      age: 35,
      weight: 70,
      height: 1.75,
      biological_sex: "female",
      email: null,
    });
  });

  router.get("/v2/usercollection/:type/:id", (req, res) => {
    const type = req.params.type as keyof OuraDocuments;
    const grant = bearer(req, res);
    if (!grant) return;
    if (!(type in DATA_SCOPE) || !grant.scopes.has(DATA_SCOPE[type])) {
      res.status(403).json({ detail: "Forbidden" });
      return;
    }
    const member = state.members.get(grant.memberId) as Member;
    const doc = state
      .documents(grant.memberId, type, "1970-01-01", state.today(member))
      .find((d) => d.id === req.params.id);
    if (!doc) {
      res.status(404).json({ detail: "Not found" });
      return;
    }
    res.json(doc);
  });

  router.get("/v2/usercollection/:type", (req, res) => {
    const type = req.params.type as keyof OuraDocuments;
    if (!(type in DATA_SCOPE)) {
      res.status(404).json({ detail: "Not found" });
      return;
    }
    const grant = bearer(req, res);
    if (!grant) return;
    if (!grant.scopes.has(DATA_SCOPE[type])) {
      res.status(403).json({ detail: "Forbidden" });
      return;
    }
    const q = req.query as Record<string, string | undefined>;
    const member = state.members.get(grant.memberId) as Member;
    const end = q.end_date ?? state.today(member);
    const start = q.start_date ?? shiftDay(end, -1);
    // Oura's `sleep` leaves out its start date (start_date < day <= end_date).
    const from = type === "sleep" ? shiftDay(start, 1) : start;
    const all = state.documents(grant.memberId, type, from, end);
    const offset = q.next_token ? Number(Buffer.from(q.next_token, "base64url").toString()) : 0;
    const page = all.slice(offset, offset + PAGE_SIZE);
    const next =
      offset + PAGE_SIZE < all.length ? Buffer.from(String(offset + PAGE_SIZE)).toString("base64url") : null;
    res.json({ data: page, next_token: next });
  });

  return router;
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
