import { describe, expect, it } from "vitest";
import { inputObject } from "./calls/define.ts";
import { type ProcedureName, procedures } from "./procedures.ts";
import { collectRestInput } from "./rest-input.ts";
import { pathParams } from "./route-paths.ts";
import { type RestRoute, restRoutes } from "./routes.ts";

/** The original API table, row by row, with {wearable} as :provider and {x} as :x. */
const SPEC_CALLS = [
  "POST /auth/signup",
  "POST /auth/signin",
  "POST /auth/confirm",
  "POST /auth/refresh",
  "POST /auth/signout",
  "GET /auth/me",
  "PUT /auth/me",
  "POST /auth/upload-profile-picture",
  "DELETE /auth/delete-all-data",
  "GET /health/dashboard",
  "GET /health/metrics",
  "GET /mood/",
  "POST /mood/",
  "PUT /mood/:date",
  "DELETE /mood/:date",
  "GET /mood/stats/summary",
  "POST /health/burnout/calculate",
  "GET /health/burnout/history",
  "POST /health/insights/generate",
  "GET /health/insights",
  "PATCH /health/insights/:id/feedback",
  "DELETE /health/insights/:id",
  "GET /:provider/connection",
  "POST /:provider/auth/authorize",
  "POST /:provider/auth/callback",
  "POST /:provider/sync/manual",
  "DELETE /:provider/connection",
];
/** Calls beyond the original API table, each with what it is for or its decision record. */
const EVENKEEL_CALLS = [
  // A new confirmation link for a sign-up whose link expired
  "POST /auth/resend-confirmation",
  // The clinician report's share links (docs/exports.md)
  "GET /reports/links",
  "POST /reports/links",
  "DELETE /reports/links/:id",
  // Following a WHOOP or Apple Health import (the upload is a file endpoint)
  "GET /imports",
  "GET /imports/:id",
  // docs/decisions/027-language-model-narrator.md
  "GET /settings/narrator",
  "PUT /settings/narrator",
  // The rescoring progress History shows
  "GET /health/burnout/rescoring",
  // docs/decisions/052-personal-signals-shown-not-scored.md: what has come before the low days
  "GET /health/burnout/personal-signals",
  // docs/decisions/021-wearable-provider-registry.md: the provider list
  "GET /wearables",
  // docs/decisions/031-preferred-sources-and-stress.md: the preferred source per metric
  "GET /health/sources",
  "PUT /health/sources/:metric",
  // docs/decisions/034-outreach-scheduling.md: preferences, push, alerts, one-tap check-in
  "GET /settings/notifications",
  "PATCH /settings/notifications",
  "POST /settings/notifications/push",
  "DELETE /settings/notifications/push/:id",
  "GET /settings/alerts",
  "GET /alerts/:id",
  "POST /alerts/:id/read",
  "GET /checkin",
  "POST /checkin/rate",
  "POST /checkin/details",
];

function routeOf(procedure: ProcedureName): RestRoute {
  const route = restRoutes.find((row) => row.procedure === procedure);
  if (!route) throw new Error(`no route for ${procedure}`);
  return route;
}

describe("the REST table", () => {
  it("has exactly the 27 method+path pairs of the original API, and Evenkeel's own", () => {
    const pairs = restRoutes.map((route) => `${route.method} ${route.path}`);
    expect(SPEC_CALLS).toHaveLength(27);
    expect([...pairs].sort()).toEqual([...SPEC_CALLS, ...EVENKEEL_CALLS].sort());
  });

  it("gives every procedure exactly one row", () => {
    const counts = new Map<string, number>();
    for (const route of restRoutes) counts.set(route.procedure, (counts.get(route.procedure) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(Object.keys(procedures).sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s maps every input field and nothing else",
    (_label, route) => {
      const fields = Object.keys(inputObject(procedures[route.procedure].input).shape).sort();
      expect(Object.keys(route.inputFrom).sort()).toEqual(fields);
      const fromPath = Object.entries(route.inputFrom)
        .filter(([, source]) => source === "path")
        .map(([field]) => field);
      expect(pathParams(route.path).sort()).toEqual(fromPath.sort());
    },
  );

  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s matches its procedure type and body kind",
    (_label, route) => {
      const call = procedures[route.procedure];
      expect(call.type === "query").toBe(route.method === "GET");
      const takesBody = Object.values(route.inputFrom).includes("body");
      expect(route.body !== undefined).toBe(takesBody);
    },
  );

  it("answers 201 only when a mood or a share link is created", () => {
    const created = restRoutes.filter((route) => (route.successStatus ?? 200) !== 200);
    expect(created.map((route) => route.procedure)).toEqual(["mood.create", "reports.createLink"]);
    expect(routeOf("mood.create").successStatus).toBe(201);
  });

  it("uploads the profile picture as multipart", () => {
    expect(routeOf("auth.uploadProfilePicture").body).toBe("multipart");
  });
});

describe("collectRestInput", () => {
  it("takes the date from the path and the rest from the body", () => {
    const input = collectRestInput(routeOf("mood.update"), {
      params: { date: "2024-04-30" },
      query: { rating: "1" },
      body: { date: "2000-01-01", rating: 8, notes: "ok", user_id: "someone-else" },
    });
    expect(input).toEqual({ date: "2024-04-30", rating: 8, notes: "ok" });
  });

  it("takes query fields from the query only, ready for the procedure to coerce", () => {
    const route = routeOf("health.metrics");
    const input = collectRestInput(route, {
      params: {},
      query: { start_date: "2024-04-01", limit: "7", extra: "x" },
      body: { end_date: "2024-04-30" },
    });
    expect(input).toEqual({ start_date: "2024-04-01", limit: "7" });
    expect(procedures["health.metrics"].input.parse(input)).toEqual({ start_date: "2024-04-01", limit: 7 });
  });

  it("combines path, query for insight feedback", () => {
    const input = collectRestInput(routeOf("insights.feedback"), {
      params: { id: "i-9" },
      query: { helpful: "false", feedback: "meh" },
      body: { helpful: true },
    });
    expect(procedures["insights.feedback"].input.parse(input)).toEqual({
      id: "i-9",
      helpful: false,
      feedback: "meh",
    });
  });

  it("copes with missing sources, undefined values and inherited keys", () => {
    expect(collectRestInput(routeOf("auth.me"), {})).toEqual({});
    expect(collectRestInput(routeOf("mood.create"), { body: undefined })).toEqual({});
    expect(collectRestInput(routeOf("mood.create"), { body: "rating=5" })).toEqual({});
    const body = Object.create({ rating: 5 }) as Record<string, unknown>;
    body.date = "2024-04-30";
    body.notes = undefined;
    expect(collectRestInput(routeOf("mood.create"), { body })).toEqual({ date: "2024-04-30" });
  });

  it("takes the provider from the path for wearable calls", () => {
    const input = collectRestInput(routeOf("wearable.callback"), {
      params: { provider: "whoop" },
      body: {
        provider: "oura",
        code: "c",
        state: "s",
        redirect_uri: "https://app.example/settings/whoop/callback",
      },
    });
    expect(input.provider).toBe("whoop");
    expect(procedures["wearable.callback"].input.safeParse(input).success).toBe(true);
  });
});

describe("pathParams", () => {
  it("lists the parameters of an Express path in order", () => {
    expect(pathParams("/health/insights/:id/feedback")).toEqual(["id"]);
    expect(pathParams("/:provider/sync/manual")).toEqual(["provider"]);
    expect(pathParams("/mood/")).toEqual([]);
  });
});
