// The REST facade (docs/architecture.md, "The API host"): one generic handler per row of the
// contracts' route table, each answered by the tRPC procedure the row names, so no call is
// written twice. Failures reach the JSON error handler (errors.ts) as AppErrors: { detail }
// with their status.
import {
  AppError,
  collectRestInput,
  RESOURCE_NOT_FOUND,
  type RestRoute,
  wearableProviderSchema,
} from "@evenkeel/contracts";
import type { RouterContext } from "@evenkeel/domain/router";
import express, { type RequestHandler, type Response, type Router } from "express";
import { type ConditionalReads, routerContextOf } from "./conditional-reads.ts";
import { readJsonBody } from "./json-body.ts";
import { receiveUpload } from "./multipart-upload.ts";
import type { ProcedureCaller } from "./procedure-call.ts";
import type { RequestContextFactory } from "./request-context.ts";
import { restErrorOf } from "./rest-errors.ts";

export interface RestFacadeDeps {
  callProcedure: ProcedureCaller;
  createContext: RequestContextFactory;
  /** Runs before an upload's body is read (the upload throttle); throws to refuse. */
  beforeUpload?: (ctx: RouterContext) => Promise<void>;
  /** Signed-in GETs of versioned queries were keyed before the facade (app.ts): their ETags. */
  reads: Pick<ConditionalReads, "etagOf">;
}

const VERBS = { GET: "get", POST: "post", PUT: "put", PATCH: "patch", DELETE: "delete" } as const;

export function serveRestFacade(routes: readonly RestRoute[], deps: RestFacadeDeps): Router {
  const router = express.Router();
  for (const route of routes) {
    router[VERBS[route.method]](
      route.path,
      ...preparationsFor(route, deps),
      answerWithProcedure(route, deps),
    );
  }
  return router;
}

/** Before the answer: the provider check, the caller's context, then the route's body reader. */
function preparationsFor(route: RestRoute, deps: RestFacadeDeps): RequestHandler[] {
  const steps: RequestHandler[] = route.inputFrom.provider === "path" ? [requireKnownProvider] : [];
  steps.push(async (req, res, next) => {
    await routerContextOf(req, res, deps.createContext);
    next();
  });
  if (route.body === "json") steps.push(readJsonBody);
  if (route.body === "multipart") {
    steps.push(receiveUpload((res) => deps.beforeUpload?.(contextOf(res))));
  }
  return steps;
}

/** `/:provider/...` matches any first segment; one that names no provider is no path at all. */
const requireKnownProvider: RequestHandler = (req, _res, next) => {
  const known = wearableProviderSchema.safeParse(req.params.provider).success;
  next(known ? undefined : new AppError("NOT_FOUND", RESOURCE_NOT_FOUND));
};

/** The procedure's answer; a keyed read's carries its ETag, so it is kept (conditional-reads.ts). */
function answerWithProcedure(route: RestRoute, deps: RestFacadeDeps): RequestHandler {
  return async (req, res) => {
    const input = collectRestInput(route, { params: req.params, query: req.query, body: req.body });
    let output: unknown;
    try {
      output = await deps.callProcedure(contextOf(res), route.procedure, input);
    } catch (error) {
      throw restErrorOf(error);
    }
    const etag = deps.reads.etagOf(contextOf(res), route.procedure);
    if (etag) res.set("ETag", etag);
    res.status(route.successStatus ?? 200).json(output);
  };
}

function contextOf(res: Response): RouterContext {
  return res.locals.routerContext as RouterContext;
}
