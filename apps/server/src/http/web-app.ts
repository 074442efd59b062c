// The built web app: static files from WEB_DIST_DIR, and index.html for every client route
// (/dashboard, /mood/…) so deep links and reloads work. /api and /healthz never reach here.
import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";

export const WEB_APP_NOT_BUILT =
  "The Evenkeel web app has not been built yet. Run `npm run build` (or `npm start`, which builds it) and reload.";

export function serveWebApp(webDistDir: string): Router {
  const router = express.Router();
  router.use(
    express.static(webDistDir, {
      index: false,
      setHeaders: (res, filePath) => {
        // Vite names assets by content hash: they never change under the same name.
        const isHashedAsset = filePath.startsWith(path.join(webDistDir, "assets") + path.sep);
        res.set("Cache-Control", isHashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
      },
    }),
  );
  router.get("/{*splat}", answerWithIndexHtml(webDistDir));
  return router;
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
    res.set("Cache-Control", "no-cache");
    res.sendFile(indexFile);
  };
}
