// The context each procedure call gets from an HTTP request: the server's ports, the caller
// (issue 4 verifies the bearer token; until then nobody is signed in) and request facts.
import { TIME_ZONE_HEADER } from "@evenkeel/contracts";
import type { RouterContext, RouterPorts } from "@evenkeel/domain/router";
import type { Request } from "express";

export function createRequestContext(ports: RouterPorts): (opts: { req: Request }) => RouterContext {
  return ({ req }) => ({
    ports,
    auth: null,
    request: {
      // The socket's address: X-Forwarded-For is not trusted unless a proxy is configured.
      ip: req.ip ?? null,
      // Passed as sent; the domain accepts it only if it is a known IANA zone.
      timeZone: req.get(TIME_ZONE_HEADER) ?? null,
    },
  });
}
