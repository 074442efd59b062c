// Security headers on every response, errors included (docs/security.md #14): a strict CSP for the
// web app, nosniff, no referrer; HTTPS-only headers only when the public URL is HTTPS or a
// trusted proxy (TRUST_PROXY) says the request came over HTTPS.
//
// helmet decides the headers; none of them depends on the request, so helmet runs once at
// start against a recording response and every answer gets that list (helmet's fifteen
// middlewares per request were ~5% of a small read's CPU, docs/decisions/040-reads-through-the-stock-stack.md).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import helmet from "helmet";

const HSTS = "max-age=31536000; includeSubDomains";

export interface SecurityHeaders {
  /** Sets every header on `res`; `secure`: the request arrived over HTTPS (req.secure). */
  apply(res: ServerResponse, secure: boolean): void;
  /** The same, as Express middleware. */
  middleware: RequestHandler;
}

export function securityHeaders(options: { publicUrl: string }): SecurityHeaders {
  const isHttps = options.publicUrl.startsWith("https:");
  const fixed = helmetHeaders(isHttps);
  const apply = (res: ServerResponse, secure: boolean) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    // req.secure is only true behind a trusted proxy that forwarded X-Forwarded-Proto: https.
    if (isHttps || secure) res.setHeader("Strict-Transport-Security", HSTS);
  };
  return {
    apply,
    middleware: (req: Request, res, next) => {
      apply(res, req.secure);
      next();
    },
  };
}

/** What helmet sets, read off one run of its middleware against a response that records. */
function helmetHeaders(isHttps: boolean): Array<[string, string]> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "script-src-attr": ["'none'"],
        "style-src": ["'self'"],
        // Picture previews before upload are data: or blob: URLs.
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        // On a plain-HTTP home network this would break every request, so HTTPS only.
        ...(isHttps ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    referrerPolicy: { policy: "no-referrer" },
    // The legacy twin of frame-ancestors 'none', for browsers without CSP level 2.
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: false,
  });
  const recorded = new Map<string, [string, string]>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set(name.toLowerCase(), [name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      recorded.delete(name.toLowerCase());
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet is synchronous; a future version that is not would leave headers unset.
  if (!finished) throw new Error("helmet did not finish synchronously");
  return [...recorded.values()];
}
