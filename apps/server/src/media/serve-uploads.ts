// Serving stored pictures read-only at GET /api/uploads/:name. Only names the server could
// have generated are looked up; the answer is always image/webp with nosniff, so a file can
// never be rendered as a page. Names are 128-bit random, so a URL is the capability to see it
// (an <img> cannot send a bearer token). A picture is deleted when it is replaced or its owner
// erases their data, so its URL can outlive it: browsers revalidate on every use (a cheap 304
// while it exists, a 404 once it is gone) instead of keeping a copy for a year.
//
// On SQLite the picture is a file in DATA_DIR/uploads; on PostgreSQL its bytes are a row of
// upload_files, so every process serves it (docs/decisions/036), with the same headers.
import { RESOURCE_NOT_FOUND, UPLOADS_PATH_PREFIX } from "@evenkeel/contracts";
import { Router as createRouter, type Response, type Router } from "express";
import type { AppDatabase } from "../db/database.ts";
import { isPostgres } from "../db/dialect.ts";
import { isStoredName, uploadsDir } from "./upload-names.ts";

/** Nothing may load, run or frame: the picture is data, never a document (review item 8). */
export const PICTURE_CSP = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox";

const PICTURE_HEADERS = {
  "Content-Type": "image/webp",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": PICTURE_CSP,
  // private keeps shared caches out; no-cache asks the server before each use.
  "Cache-Control": "private, no-cache",
};

export function serveUploads(dataDir: string, db?: AppDatabase): Router {
  const root = uploadsDir(dataDir);
  const router = createRouter();
  const fromDatabase = db && isPostgres(db) ? db : undefined;
  router.get(`${UPLOADS_PATH_PREFIX}:name`, (req, res, next) => {
    const name = req.params.name;
    const notFound = () => {
      res.set("Cache-Control", "no-store");
      res.status(404).json({ detail: RESOURCE_NOT_FOUND });
    };
    if (typeof name !== "string" || !isStoredName(name)) {
      notFound();
      return;
    }
    if (fromDatabase) {
      sendStoredBytes(fromDatabase, name, res, notFound).catch(next);
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
        headers: PICTURE_HEADERS,
      },
      (error) => {
        if (error && !res.headersSent) notFound();
      },
    );
  });
  return router;
}

/** The picture's row: the same validators a file gets (size and time), and a 304 when fresh. */
async function sendStoredBytes(db: AppDatabase, name: string, res: Response, notFound: () => void) {
  const row = await db
    .selectFrom("upload_files")
    .select(["bytes", "created_at"])
    .where("file_name", "=", name)
    .executeTakeFirst();
  if (!row) {
    notFound();
    return;
  }
  const modified = new Date(row.created_at);
  res.set(PICTURE_HEADERS);
  res.set("Last-Modified", modified.toUTCString());
  res.set("ETag", `W/"${row.bytes.byteLength.toString(16)}-${modified.getTime().toString(16)}"`);
  // Express answers 304 for a matching If-None-Match / If-Modified-Since.
  res.send(row.bytes);
}
