// GET /healthz: is the process up and does the database answer? For load balancers and
// container health checks; 503 when the database does not respond.

import type { RouterPorts } from "@evenkeel/domain/router";
import type { RequestHandler } from "express";

export function answerHealthCheck(ports: Pick<RouterPorts, "checkStorage">): RequestHandler {
  return async (_req, res) => {
    const db = await ports.checkStorage();
    res.set("Cache-Control", "no-store");
    res.status(db === "ok" ? 200 : 503).json({ status: db === "ok" ? "ok" : "error", db });
  };
}
