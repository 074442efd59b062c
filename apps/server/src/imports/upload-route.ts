// POST /api/imports (docs/wearables.md "Imports"): an export of one of the formats of
// formats.ts arrives as multipart/form-data (field "file"), streamed through busboy straight to DATA_DIR/imports and counted while it
// streams, so a file over IMPORT_MAX_BYTES is refused with 413 without being held anywhere.
// The caller is checked before a byte of the body is read, and so are the account's limits: one
// import waiting or running, and a daily allowance of bytes (import-allowance.ts; 409 and 429
// with Retry-After). The file is recognised (zip, XML
// or CSV; a zip by its entries), queued, and imported in the background: the answer is
// 202 { id, status }. A slow upload of gigabytes may outlast the server's whole-request
// timeout; it is timed out when bytes stop arriving instead.
import { randomUUID } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import {
  AppError,
  DATA_IMPORT_BAD_PRIORITY,
  DATA_IMPORT_EMPTY_FILE,
  DATA_IMPORT_MUST_BE_MULTIPART,
  DATA_IMPORT_NO_FILE,
  DATA_IMPORT_NOT_FOUND,
  DATA_IMPORT_UPLOAD_STALLED,
  dataImportTooLarge,
  procedures,
} from "@evenkeel/contracts";
import Busboy from "busboy";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { AppDatabase } from "../db/database.ts";
import { signedIn } from "../exports/file-routes.ts";
import { exemptFromRequestTimeout } from "../http/client-errors.ts";
import { refuseUpload, UPLOAD_UNREADABLE } from "../http/multipart-upload.ts";
import type { RequestContextFactory } from "../http/request-context.ts";
import { insertDataImport } from "../store/data-imports.repository.ts";
import { parsePriority } from "./apple-health/format.ts";
import { inspectExport } from "./export-file.ts";
import { admitUpload, type ImportAllowance, queueWithinAllowance, uploadEnded } from "./import-allowance.ts";
import { ensureImportsDir, importsFolderId } from "./imports-folder.ts";

const FILE_FIELD = "file";
const PRIORITY_FIELD = "apple_source_priority";

export interface ImportUploadOptions {
  db: AppDatabase;
  dataDir: string;
  maxBytes: number;
  /** Bytes one account may upload in 24 hours (IMPORT_USER_BYTES_PER_DAY; import-allowance.ts). */
  dailyBytesPerUser: number;
  /** Starts the background import. */
  wake: () => void;
  /**
   * No byte for this long ends the upload: 400 with DATA_IMPORT_UPLOAD_STALLED, the partial
   * file removed (default 60 s, IMPORT_STALL_SECONDS).
   */
  stallMs?: number;
}

interface Received {
  storedFile: string;
  fileName: string;
  bytes: number;
  priority: string | null;
}

export function importUploadRoutes(
  createContext: RequestContextFactory,
  options: ImportUploadOptions,
): Router {
  // Strict, so "/imports/" (an empty id) is told apart from the list at "/imports".
  const router = express.Router({ strict: true });
  router.get("/imports/", () => {
    const refused = procedures["imports.get"].input.safeParse({ id: "" });
    throw new AppError("BAD_REQUEST", refused.error?.issues[0]?.message ?? DATA_IMPORT_NOT_FOUND);
  });
  router.post("/imports", async (req, res, next) => {
    const ctx = await signedIn(createContext, req);
    const userId = ctx.auth.userId;
    let allowance: ImportAllowance;
    try {
      // One import at a time per user and a daily allowance, refused before a byte is read.
      allowance = await admitUpload(options.db, userId, ctx.ports.clock.now(), options.dailyBytesPerUser);
    } catch (error) {
      refuseUpload(req, res, next, error);
      return;
    }
    try {
      await receiveAndQueue(req, res, next, ctx, allowance);
    } finally {
      uploadEnded(userId);
    }
  });

  async function receiveAndQueue(
    req: Request,
    res: Response,
    next: NextFunction,
    ctx: Awaited<ReturnType<typeof signedIn>>,
    allowance: ImportAllowance,
  ): Promise<void> {
    let received: Received;
    try {
      received = await receiveExport(req, options, allowance);
    } catch (error) {
      refuseUpload(req, res, next, error);
      return;
    }
    const dir = await ensureImportsDir(options.dataDir);
    const file = path.join(dir, received.storedFile);
    try {
      if (received.bytes === 0) throw new AppError("BAD_REQUEST", DATA_IMPORT_EMPTY_FILE);
      const inspected = await inspectExport(file, received.fileName);
      const id = randomUUID();
      const now = ctx.ports.clock.now();
      await queueWithinAllowance(
        options.db,
        ctx.auth.userId,
        now,
        options.dailyBytesPerUser,
        received.bytes,
        (trx) =>
          insertDataImport(trx, {
            id,
            userId: ctx.auth.userId,
            kind: inspected.kind,
            fileName: received.fileName,
            fileBytes: received.bytes,
            storedFile: received.storedFile,
            sourcePriority: received.priority,
            now,
          }),
      );
      options.wake();
      res.status(202).json({ id, status: "queued" });
    } catch (error) {
      await rm(file, { force: true });
      next(error);
    }
  }
  return router;
}

/** A file name to show: the last path segment, printable, at most 255 characters. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join("")
    .trim()
    .slice(0, 255);
  return clean === "" ? "upload" : clean;
}

async function receiveExport(
  req: Request,
  options: ImportUploadOptions,
  allowance: ImportAllowance,
): Promise<Received> {
  if (!req.is("multipart/form-data")) throw new AppError("BAD_REQUEST", DATA_IMPORT_MUST_BE_MULTIPART);
  // A file may be as large as the server accepts and the user's allowance still leaves.
  const overAllowance = allowance.remainingBytes < options.maxBytes;
  const limitBytes = Math.min(options.maxBytes, allowance.remainingBytes);
  const tooLarge = () =>
    overAllowance
      ? allowance.overAllowance()
      : new AppError("PAYLOAD_TOO_LARGE", dataImportTooLarge(options.maxBytes));
  const declared = Number(req.headers["content-length"]);
  // The form's own boundaries and headers add a little to the file: 64 KB of room.
  if (Number.isFinite(declared) && declared > limitBytes + 64 * 1024) throw tooLarge();
  const dir = await ensureImportsDir(options.dataDir);
  exemptFromRequestTimeout(req.socket);
  // Named after the folder, so only a pass that sees this folder takes it (import-runner.ts).
  const storedFile = `${importsFolderId(options.dataDir)}-${randomUUID()}.upload`;
  const target = path.join(dir, storedFile);

  return new Promise<Received>((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: req.headers,
        limits: { fileSize: limitBytes, files: 1, fields: 5, fieldSize: 200, parts: 8 },
      });
    } catch {
      reject(new AppError("BAD_REQUEST", DATA_IMPORT_MUST_BE_MULTIPART));
      return;
    }
    let failure: AppError | null = null;
    let fileName: string | null = null;
    let bytes = 0;
    let priority: string | null = null;
    let written: Promise<void> | null = null;
    let out: WriteStream | null = null;
    let stall: NodeJS.Timeout | undefined;
    const armStall = () => {
      clearTimeout(stall);
      stall = setTimeout(
        () => fail(new AppError("BAD_REQUEST", DATA_IMPORT_UPLOAD_STALLED)),
        options.stallMs ?? 60_000,
      );
    };
    const fail = (error: AppError) => {
      if (failure) return;
      failure = error;
      clearTimeout(stall);
      // A file still being written (a stalled or broken upload) is closed here: its stream would
      // otherwise wait for bytes that never come, and the answer with it.
      out?.destroy();
      void (written ?? Promise.resolve())
        .catch(() => {})
        .then(() => rm(target, { force: true }))
        .finally(() => reject(error));
    };
    armStall();
    req.on("data", armStall);

    busboy.on("field", (name, value) => {
      if (name !== PRIORITY_FIELD) return;
      const text = value.trim();
      if (text === "") return;
      const parsed = parsePriority(text).join(",");
      if (
        parsed !==
        text
          .split(",")
          .map((part) => part.trim())
          .join(",")
      ) {
        fail(new AppError("BAD_REQUEST", DATA_IMPORT_BAD_PRIORITY));
        return;
      }
      priority = parsed;
    });
    busboy.on("file", (name, stream, info) => {
      if (name !== FILE_FIELD || fileName !== null || failure) {
        stream.resume();
        return;
      }
      fileName = displayName(info.filename ?? "");
      // Flushed to disk before it closes (in the thread pool): otherwise the database's next
      // synchronous commit waits, on the event loop, behind gigabytes of the upload still being
      // written back (docs/security.md, "Limits on imported files").
      const file = createWriteStream(target, { mode: 0o600, flush: true });
      out = file;
      written = new Promise<void>((done, broken) => {
        file.on("error", broken);
        // After the flush; also when destroyed (the size limit, a failure), where no error comes.
        file.on("close", () => done());
      });
      written.catch(() => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)));
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.on("limit", () => fail(tooLarge()));
      stream.pipe(file);
    });
    busboy.on("error", () => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)));
    busboy.on("close", () => {
      if (failure) return;
      clearTimeout(stall);
      if (fileName === null || !written) {
        fail(new AppError("BAD_REQUEST", DATA_IMPORT_NO_FILE));
        return;
      }
      const name = fileName;
      written.then(
        () => resolve({ storedFile, fileName: name, bytes, priority }),
        () => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)),
      );
    });
    req.on("aborted", () => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)));
    req.on("error", () => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)));
    req.pipe(busboy);
  });
}
