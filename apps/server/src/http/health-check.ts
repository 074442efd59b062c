// GET /healthz: is the process up, does the database answer, and how is background work
// doing (jobs due, running and failed: docs/operations.md)? For monitoring and container
// health checks; 503 when the database does not respond. GET /readyz: may a load balancer
// send this process requests? 503 before it is ready and once it is shutting down.
import type { RouterPorts } from "@evenkeel/domain/router";
import type { RequestHandler } from "express";
import type { JobRunner } from "../jobs/job-runner.ts";

export function answerHealthCheck(
  ports: Pick<RouterPorts, "checkStorage">,
  jobs: Pick<JobRunner, "counts" | "running">,
): RequestHandler {
  return async (_req, res) => {
    const db = await ports.checkStorage();
    const counts = db === "ok" ? await jobs.counts().catch(() => null) : null;
    res.set("Cache-Control", "no-store");
    res.status(db === "ok" ? 200 : 503).json({
      status: db === "ok" ? "ok" : "error",
      db,
      jobs: counts ? { runner: jobs.running() ? "running" : "stopped", ...counts } : { runner: "unknown" },
    });
  };
}

export function answerReadinessCheck(
  ports: Pick<RouterPorts, "checkStorage">,
  lifecycle: { ready: boolean },
): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (!lifecycle.ready) {
      res.status(503).json({ status: "unavailable", reason: "starting or shutting down" });
      return;
    }
    const db = await ports.checkStorage();
    res.status(db === "ok" ? 200 : 503).json({ status: db === "ok" ? "ready" : "unavailable", db });
  };
}
