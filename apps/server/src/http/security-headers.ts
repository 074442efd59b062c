// Security headers on every response, errors included (SECURITY.md 14): a strict CSP for the
// web app, nosniff, no referrer; HTTPS-only headers only when the public URL is HTTPS or a
// trusted proxy (TRUST_PROXY) says the request came over HTTPS.
import type { RequestHandler } from "express";
import helmet from "helmet";

const HSTS = "max-age=31536000; includeSubDomains";

export function setSecurityHeaders(options: { publicUrl: string }): RequestHandler[] {
  const isHttps = options.publicUrl.startsWith("https:");
  const headers = helmet({
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
  // req.secure is only true behind a trusted proxy that forwarded X-Forwarded-Proto: https.
  const strictTransport: RequestHandler = (req, res, next) => {
    if (isHttps || req.secure) res.set("Strict-Transport-Security", HSTS);
    next();
  };
  return [headers, strictTransport];
}
