// The fake's Developer API v2 under /developer (docs/wearables.md): bearer tokens checked, the
// profile and body measurement, the four collections (`limit` ≤ 25, `start` inclusive, `end`
// exclusive and defaulting to now, newest first, `nextToken` in, `next_token` out and absent on
// the last page), single records, and DELETE /v2/user/access.
import express, { type Request, type Response, type Router } from "express";
import type { FakeWorld, Member } from "./fake-world.ts";
import type { CycleRecord } from "./whoop-shapes.ts";

type Sortable = { start: string };

export function apiRoutes(world: FakeWorld): Router {
  const router = express.Router();

  const authed =
    (handler: (member: Member, req: Request, res: Response) => void) => (req: Request, res: Response) => {
      const token = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
      const member = token ? world.memberOfAccessToken(token) : null;
      if (!member) {
        res.status(401).json({ error: "unauthorized" });
        return;
      }
      handler(member, req, res);
    };

  router.get(
    "/v2/user/profile/basic",
    authed((member, _req, res) => void res.json(member.profile)),
  );
  router.get(
    "/v2/user/measurement/body",
    authed((member, _req, res) => void res.json(member.body)),
  );

  router.delete(
    "/v2/user/access",
    authed((member, _req, res) => {
      world.revoke(member.profile.user_id);
      res.status(204).end();
    }),
  );

  const cycleStart = (member: Member) => {
    const starts = new Map(member.records.cycles.map((cycle) => [cycle.id, cycle.start]));
    return (cycleId: number) => starts.get(cycleId) ?? "";
  };

  router.get(
    "/v2/cycle",
    authed((m, req, res) => page(world, req, res, m.records.cycles)),
  );
  router.get(
    "/v2/activity/sleep",
    authed((m, req, res) => page(world, req, res, m.records.sleeps)),
  );
  router.get(
    "/v2/activity/workout",
    authed((m, req, res) => page(world, req, res, m.records.workouts)),
  );
  router.get(
    "/v2/recovery",
    authed((m, req, res) => {
      // A recovery has no start of its own: it is filtered and sorted by its cycle's start.
      const startOf = cycleStart(m);
      const rows = m.records.recoveries.map((recovery) => ({ start: startOf(recovery.cycle_id), recovery }));
      page(world, req, res, rows, (row) => row.recovery);
    }),
  );

  const findCycle = (m: Member, id: string): CycleRecord | undefined =>
    m.records.cycles.find((cycle) => String(cycle.id) === id);
  router.get(
    "/v2/cycle/:id",
    authed((m, req, res) => answer(res, findCycle(m, String(req.params.id)))),
  );
  router.get(
    "/v2/cycle/:id/recovery",
    authed((m, req, res) =>
      answer(
        res,
        m.records.recoveries.find((r) => String(r.cycle_id) === req.params.id),
      ),
    ),
  );
  router.get(
    "/v2/cycle/:id/sleep",
    authed((m, req, res) =>
      answer(
        res,
        m.records.sleeps.find((s) => String(s.cycle_id) === req.params.id && !s.nap),
      ),
    ),
  );
  router.get(
    "/v2/activity/sleep/:id",
    authed((m, req, res) =>
      answer(
        res,
        m.records.sleeps.find((s) => s.id === req.params.id),
      ),
    ),
  );
  router.get(
    "/v2/activity/workout/:id",
    authed((m, req, res) =>
      answer(
        res,
        m.records.workouts.find((w) => w.id === req.params.id),
      ),
    ),
  );
  return router;
}

function answer(res: Response, record: unknown): void {
  if (record === undefined) res.status(404).json({ error: "not_found" });
  else res.json(record);
}

function page<Row extends Sortable>(
  world: FakeWorld,
  req: Request,
  res: Response,
  rows: readonly Row[],
  present: (row: Row) => unknown = (row) => row,
): void {
  const q = req.query as Record<string, string | undefined>;
  const limit = q.limit === undefined ? 10 : Number(q.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 25) {
    res.status(400).json({ error: "invalid_request", error_description: "limit must be between 1 and 25" });
    return;
  }
  const startMs = q.start === undefined ? Number.NEGATIVE_INFINITY : Date.parse(q.start);
  const endMs = q.end === undefined ? world.options.now() : Date.parse(q.end);
  const offset = q.nextToken === undefined ? 0 : decodeToken(q.nextToken);
  if (Number.isNaN(startMs) || Number.isNaN(endMs) || offset === null) {
    res.status(400).json({ error: "invalid_request", error_description: "bad start, end or nextToken" });
    return;
  }
  const matching = rows
    .filter((row) => {
      const at = Date.parse(row.start);
      return at >= startMs && at < endMs;
    })
    .sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  const records = matching.slice(offset, offset + limit).map(present);
  const more = offset + limit < matching.length;
  res.json({ records, ...(more ? { next_token: encodeToken(offset + limit) } : {}) });
}

function encodeToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString("base64url");
}

function decodeToken(token: string): number | null {
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, "base64url").toString("utf8"));
  return match ? Number(match[1]) : null;
}
