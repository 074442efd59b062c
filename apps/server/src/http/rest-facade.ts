// The REST facade of SPEC.md §7: one generic handler per row of the contracts' route table,
// each answered by the tRPC procedure the row names, so no call is written twice.
import { NOT_IMPLEMENTED_YET, type RestRoute } from "@evenkeel/contracts";
import express, { type Request, type Router } from "express";
import { MAX_JSON_BODY_BYTES } from "./trpc-endpoint.ts";

export interface RestAnswer {
  status: number;
  /** JSON body; undefined sends an empty body (204). */
  body?: unknown;
}

/**
 * Answers one REST call. Issue 4's answerer collects the input (contracts' collectRestInput
 * over req.params, req.query and req.body), calls route.procedure through a tRPC caller built
 * with the request's context, and returns its output with route.successStatus ?? 200. What it
 * throws reaches the JSON error handler, which turns an AppError into { detail } + its status.
 */
export type RestAnswerer = (route: RestRoute, req: Request) => Promise<RestAnswer>;

export const answerNotImplemented: RestAnswerer = async () => ({
  status: 501,
  body: { detail: NOT_IMPLEMENTED_YET },
});

const VERBS = { GET: "get", POST: "post", PUT: "put", PATCH: "patch", DELETE: "delete" } as const;

export function serveRestFacade(routes: readonly RestRoute[], answer: RestAnswerer): Router {
  const router = express.Router();
  // Only requests declaring a JSON body are parsed; uploads bring their own multipart parser.
  router.use(express.json({ limit: MAX_JSON_BODY_BYTES }));
  for (const route of routes) {
    router[VERBS[route.method]](route.path, async (req, res) => {
      const { status, body } = await answer(route, req);
      if (body === undefined) {
        res.status(status).end();
      } else {
        res.status(status).json(body);
      }
    });
  }
  return router;
}
