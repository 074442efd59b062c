// The REST facade of SPEC.md §7: one generic handler per row of the contracts' route table,
// each answered by the tRPC procedure the row names, so no call is written twice.
import { NOT_IMPLEMENTED_YET } from "@evenkeel/contracts";
import express, { type Request, type Router } from "express";
import { MAX_JSON_BODY_BYTES } from "./trpc-endpoint.ts";

/** The part of a contracts route row the facade itself needs; the answerer reads the rest. */
export interface RestRoute {
  method: string;
  /** Express 5 path syntax, relative to /api, e.g. "/mood/:date". */
  path: string;
  procedure: string;
}

export interface RestAnswer {
  status: number;
  /** JSON body; undefined sends an empty body (204). */
  body?: unknown;
}

/**
 * Answers one REST call. Issue 4's answerer collects the input (path, query, body), calls the
 * procedure through a tRPC caller and returns its output with the row's success status;
 * errors it throws reach the JSON error handler, which maps AppError to { detail } + status.
 */
export type RestAnswerer<R extends RestRoute> = (route: R, req: Request) => Promise<RestAnswer>;

export const answerNotImplemented: RestAnswerer<RestRoute> = async () => ({
  status: 501,
  body: { detail: NOT_IMPLEMENTED_YET },
});

const VERBS = ["get", "post", "put", "patch", "delete"] as const;
type Verb = (typeof VERBS)[number];

export function serveRestFacade<R extends RestRoute>(routes: readonly R[], answer: RestAnswerer<R>): Router {
  const router = express.Router();
  // Only requests declaring a JSON body are parsed; uploads bring their own multipart parser.
  router.use(express.json({ limit: MAX_JSON_BODY_BYTES }));
  for (const route of routes) {
    router[toVerb(route.method)](route.path, async (req, res) => {
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

function toVerb(method: string): Verb {
  const verb = method.toLowerCase();
  if (!VERBS.includes(verb as Verb)) {
    throw new Error(`REST route table names an unsupported method: ${method}`);
  }
  return verb as Verb;
}
