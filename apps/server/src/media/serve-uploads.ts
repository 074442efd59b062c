// Serving stored pictures read-only at GET /api/uploads/:name. Only names the server could
// have generated are looked up; the answer is always image/webp with nosniff, so a file can
// never be rendered as a page. Names are 128-bit random, so a URL is the capability to see it
// (an <img> cannot send a bearer token).
import { RESOURCE_NOT_FOUND, UPLOADS_PATH_PREFIX } from "@evenkeel/contracts";
import { Router as createRouter, type Router } from "express";
import { isStoredName, uploadsDir } from "./upload-names.ts";

export function serveUploads(dataDir: string): Router {
  const root = uploadsDir(dataDir);
  const router = createRouter();
  router.get(`${UPLOADS_PATH_PREFIX}:name`, (req, res) => {
    const name = req.params.name;
    const notFound = () => {
      res.set("Cache-Control", "no-store");
      res.status(404).json({ detail: RESOURCE_NOT_FOUND });
    };
    if (typeof name !== "string" || !isStoredName(name)) {
      notFound();
      return;
    }
    res.sendFile(
      name,
      {
        root,
        dotfiles: "deny",
        cacheControl: false,
        lastModified: false,
        headers: {
          "Content-Type": "image/webp",
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; sandbox",
          // A stored name never changes content; private keeps shared caches out.
          "Cache-Control": "private, max-age=31536000, immutable",
        },
      },
      (error) => {
        if (error && !res.headersSent) notFound();
      },
    );
  });
  return router;
}
