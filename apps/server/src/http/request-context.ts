// The context each procedure call gets from an HTTP request: the server's ports, the caller
// verified from the bearer token (or null), and what the transport knows about the request.
import { TIME_ZONE_HEADER } from "@evenkeel/contracts";
import type { AuthSession, RouterContext, RouterPorts } from "@evenkeel/domain/router";
import type { Request } from "express";

/** Checks an access token: the session it names, or null when it is invalid, expired or ended. */
export interface AccessTokenVerifier {
  verifyAccessToken(token: string): Promise<AuthSession | null>;
}

export type RequestContextFactory = (opts: { req: Request }) => Promise<RouterContext>;

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/;

export function createRequestContext(ports: RouterPorts, tokens: AccessTokenVerifier): RequestContextFactory {
  return async ({ req }) => {
    let clientLeft: AbortSignal | undefined;
    return {
      ports,
      // A bad or expired token makes an anonymous caller: "user" calls then answer 401.
      auth: await sessionOf(req, tokens),
      request: {
        // The socket's address, or the proxy's view of it only when TRUST_PROXY says so (app.ts).
        ip: req.ip ?? null,
        // Passed as sent; the domain accepts it only if it is a known IANA zone.
        timeZone: req.get(TIME_ZONE_HEADER) ?? null,
        // Made when a call first asks (a wearable sync), so other calls do not pay for it.
        get clientLeft() {
          clientLeft ??= clientLeftSignal(req);
          return clientLeft;
        },
      },
    };
  };
}

/** Aborted once the response closes before it was finished: the client left. */
function clientLeftSignal(req: Request): AbortSignal | undefined {
  const res = req.res;
  if (!res) return undefined;
  const controller = new AbortController();
  if (res.destroyed && !res.writableFinished) controller.abort();
  else
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
  return controller.signal;
}

async function sessionOf(req: Request, tokens: AccessTokenVerifier): Promise<AuthSession | null> {
  const match = BEARER.exec(req.get("authorization") ?? "");
  return match?.[1] ? tokens.verifyAccessToken(match[1]) : null;
}
