// tRPC's non-batching httpLink sends a mutation without input as a POST with
// Content-Type: application/json and an empty body, which the tRPC server then fails to parse
// ("Unexpected end of JSON input", 400). Such a body means "no input": hand tRPC an empty
// object, which every no-input call accepts and every other call refuses with a clear detail.
import type { RequestHandler } from "express";

export const treatEmptyBodyAsNoInput: RequestHandler = (req, _res, next) => {
  const isEmpty = req.get("content-length") === "0" && req.get("transfer-encoding") === undefined;
  if (req.method === "POST" && isEmpty && req.is("application/json")) {
    // The tRPC adapter reads a string req.body instead of the (empty) stream.
    req.body = "{}";
  }
  next();
};
