// Serving stored pictures read-only at GET /api/uploads/:name. Only names the server could
// have generated are looked up; the answer is always image/webp with nosniff, so a file can
// never be rendered as a page. Names are 128-bit random, so a URL is the capability to see it
// (an <img> cannot send a bearer token). A picture is deleted when it is replaced or its owner
// erases their data, so its URL can outlive it: browsers revalidate on every use (a cheap 304
// while it exists, a 404 once it is gone) instead of keeping a copy for a year.
import { RESOURCE_NOT_FOUND, UPLOADS_PATH_PREFIX } from "@evenkeel/contracts";
import { Router as createRouter, type Router } from "express";
import { isStoredName, uploadsDir } from "./upload-names.ts";

/** Nothing may load, run or frame: the picture is data, never a document (review item 8). */
export const PICTURE_CSP = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox";

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
        // Validators for the revalidation (a stored name never changes content).
        lastModified: true,
        etag: true,
        headers: {
          "Content-Type": "image/webp",
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": PICTURE_CSP,
          // private keeps shared caches out; no-cache asks the server before each use.
          "Cache-Control": "private, no-cache",
        },
      },
      (error) => {
        if (error && !res.headersSent) notFound();
      },
    );
  });
  return router;
}
