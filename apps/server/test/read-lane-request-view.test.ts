// The read lane reads a request through a view with Express's request prototype
// (`asExpressRequest`, docs/decisions/055): what the request context reads of it (the caller's
// address, whether it came over HTTPS, its headers) is exactly what Express itself answers,
// behind a trusted proxy and without one, and Node's request keeps its own prototype.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { asExpressRequest } from "../src/http/read-lane.ts";

const readOf = (req: Request) => ({
  ip: req.ip,
  secure: req.secure,
  protocol: req.protocol,
  origin: req.get("origin"),
  timeZone: req.get("X-Time-Zone"),
  hasResponse: req.res !== undefined,
});

describe("the read lane's view of a request", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function both(trustProxy: string | false, headers: Record<string, string>) {
    const app = express();
    app.set("trust proxy", trustProxy);
    const seen: { view?: object; express?: object; prototypeKept?: boolean } = {};
    app.use((req, res) => {
      seen.express = readOf(req);
      res.end();
    });
    const server = createServer((req: IncomingMessage, res) => {
      const prototype = Object.getPrototypeOf(req);
      seen.view = readOf(asExpressRequest(app, req, res));
      seen.prototypeKept = Object.getPrototypeOf(req) === prototype;
      app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const { port } = server.address() as AddressInfo;
    await (await fetch(`http://127.0.0.1:${port}/api/mood/`, { headers })).arrayBuffer();
    return seen;
  }

  const forwarded = {
    "x-forwarded-for": "203.0.113.9",
    "x-forwarded-proto": "https",
    origin: "https://app.example",
    "x-time-zone": "Europe/Paris",
  };

  it("reads what Express reads behind a trusted proxy", async () => {
    const seen = await both("loopback", forwarded);
    expect(seen.view).toEqual(seen.express);
    expect(seen.view).toMatchObject({ ip: "203.0.113.9", secure: true, timeZone: "Europe/Paris" });
    expect(seen.prototypeKept).toBe(true);
  });

  it("reads what Express reads when no proxy is trusted", async () => {
    const seen = await both(false, forwarded);
    expect(seen.view).toEqual(seen.express);
    expect(seen.view).toMatchObject({ ip: "127.0.0.1", secure: false, protocol: "http" });
  });
});
