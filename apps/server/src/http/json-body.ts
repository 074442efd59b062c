// Reads the JSON body of a REST route that takes one. A body in any other format is refused
// with a detail that says what to send; malformed JSON (400) and oversized bodies (413) are
// answered by the JSON error handler (errors.ts).
import { AppError } from "@evenkeel/contracts";
import express, { type RequestHandler } from "express";
import { MAX_JSON_BODY_BYTES } from "./trpc-endpoint.ts";

export const BODY_MUST_BE_JSON = "Send the body as JSON (Content-Type: application/json)";

const parseJson = express.json({ limit: MAX_JSON_BODY_BYTES });

export const readJsonBody: RequestHandler = (req, res, next) => {
  // An empty body means "no fields"; the procedure's schema says whether that is enough.
  if (req.get("content-length") === "0" || req.is("application/json") === null) {
    next();
    return;
  }
  if (req.is("application/json") === false) {
    next(new AppError("BAD_REQUEST", BODY_MUST_BE_JSON));
    return;
  }
  parseJson(req, res, next);
};
