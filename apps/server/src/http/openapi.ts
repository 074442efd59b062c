// GET /api/openapi.json: the REST facade described by contracts, built on first request.
import { buildOpenApiDocument } from "@evenkeel/contracts";
import type { RequestHandler } from "express";

export function serveOpenApiDocument(publicUrl: string): RequestHandler {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return (_req, res) => {
    document ??= buildOpenApiDocument({ serverUrl: `${publicUrl}/api` });
    res.json(document);
  };
}
