// Security headers on every response, errors included (SECURITY.md 14): a strict CSP for the
// web app, nosniff, no referrer; HTTPS-only headers only when the public URL is HTTPS.
import helmet from "helmet";

export function setSecurityHeaders(options: { publicUrl: string }) {
  const isHttps = options.publicUrl.startsWith("https:");
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
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
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000 } : false,
  });
}
