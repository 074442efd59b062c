// The built web app: static files from WEB_DIST_DIR, and index.html for every client route
// (/dashboard, /mood/…) so deep links and reloads work. /api and /healthz never reach here.
// A page the build painted into its own HTML (pages/<name>.html: /login, /signup, /checkin)
// gets that file instead (docs/decisions/053-painted-public-pages.md).
// Text files are sent as their brotli or gzip twin made at build time, picked by
// Accept-Encoding (docs/decisions/046-phone-first-visit.md).
import fs from "node:fs";
import path from "node:path";
import express, { type Request, type RequestHandler, type Router } from "express";
import expressStaticGzip from "express-static-gzip";

export const WEB_APP_NOT_BUILT =
  "The Evenkeel web app has not been built yet. Run `npm run build` (or `npm start`, which builds it) and reload.";

/** Hashed files never change under their name; everything else is revalidated each time. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

export function serveWebApp(webDistDir: string): Router {
  const router = express.Router();
  const assetsDir = path.join(webDistDir, "assets") + path.sep;
  // express-static-gzip lists the .br/.gz twins once, at start: a build made while the server
  // runs is served uncompressed until the next start.
  router.use(
    expressStaticGzip(webDistDir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, filePath) => {
          res.setHeader("Cache-Control", filePath.startsWith(assetsDir) ? IMMUTABLE : "no-cache");
        },
      },
    }),
  );
  router.get("/{*splat}", answerWithIndexHtml(webDistDir));
  return router;
}

/** The twin of `file` the request accepts and the build made, or `file` itself. */
function precompressed(req: Request, file: string): { file: string; encoding?: "br" | "gzip" } {
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    if (req.acceptsEncodings(encoding) === encoding && fs.existsSync(file + suffix))
      return { file: file + suffix, encoding };
  }
  return { file };
}

/** A one-segment path such as /checkin: the only kind the build paints. */
const PAINTED_PATH = /^\/([a-z][a-z-]*)$/;

/** The painted HTML of `pathname`, if the build made one. */
function paintedPage(webDistDir: string, pathname: string): string | undefined {
  const name = PAINTED_PATH.exec(pathname)?.[1];
  if (!name) return undefined;
  const file = path.join(webDistDir, "pages", `${name}.html`);
  return fs.existsSync(file) ? file : undefined;
}

function answerWithIndexHtml(webDistDir: string): RequestHandler {
  const indexFile = path.join(webDistDir, "index.html");
  return (req, res, next) => {
    // A missing file (/missing.js) is a 404, not a page: HTML in place of a script only confuses.
    if (path.extname(req.path) !== "") {
      next();
      return;
    }
    // Checked per request so that building while the server runs just works.
    if (!fs.existsSync(indexFile)) {
      res.status(503).type("text/plain").send(WEB_APP_NOT_BUILT);
      return;
    }
    const chosen = precompressed(req, paintedPage(webDistDir, req.path) ?? indexFile);
    res.set("Cache-Control", "no-cache");
    res.set("Vary", "Accept-Encoding");
    res.type("html");
    if (chosen.encoding) res.set("Content-Encoding", chosen.encoding);
    res.sendFile(chosen.file);
  };
}
