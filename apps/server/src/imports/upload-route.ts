// POST /api/imports (docs/wearables.md "Imports"): an export of one of the formats of formats.ts
// as multipart/form-data, one file or several (each a part named "file", at most
// DATA_IMPORT_MAX_FILES), streamed through busboy to a folder of its own in DATA_DIR/imports
// (stored-upload.ts) and counted while it streams: files that together pass IMPORT_MAX_BYTES
// are refused with 413 without being held anywhere. The caller and the account's limits (one
// import waiting or running, a daily allowance of bytes over the whole upload;
// import-allowance.ts, 409 and 429 with Retry-After) are checked before a byte is read. The
// upload is recognised (a zip by its entries; several files as one), queued as ONE import and
// imported in the background: 202 { id, status }. A slow upload is timed out when bytes stop
// arriving, not by the server's whole-request timeout.
import { randomUUID } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import {
  AppError,
  DATA_IMPORT_BAD_PRIORITY,
  DATA_IMPORT_EMPTY_FILE,
  DATA_IMPORT_MAX_FILES,
  DATA_IMPORT_MUST_BE_MULTIPART,
  DATA_IMPORT_NO_FILE,
  DATA_IMPORT_NOT_FOUND,
  DATA_IMPORT_UPLOAD_STALLED,
  dataImportEmptyPart,
  dataImportFileNames,
  dataImportTooLarge,
  dataImportTooManyFiles,
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
import { displayName, partFileName, removeStored, storedParts, writeManifest } from "./stored-upload.ts";

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
  /** The files in the order they arrived. */
  files: { name: string; bytes: number }[];
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
    const stored = path.join(dir, received.storedFile);
    try {
      if (received.bytes === 0) throw new AppError("BAD_REQUEST", DATA_IMPORT_EMPTY_FILE);
      const empty = received.files.find((file) => file.bytes === 0);
      if (empty) throw new AppError("BAD_REQUEST", dataImportEmptyPart(empty.name));
      await writeManifest(stored, received.files);
      const kind = await inspectExport(await storedParts(stored, ""));
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
            kind,
            fileName: dataImportFileNames(received.files.map((file) => file.name)),
            fileBytes: received.bytes,
            storedFile: received.storedFile,
            sourcePriority: received.priority,
            now,
          }),
      );
      options.wake();
      res.status(202).json({ id, status: "queued" });
    } catch (error) {
      await removeStored(stored);
      next(error);
    }
  }
  return router;
}

async function receiveExport(
  req: Request,
  options: ImportUploadOptions,
  allowance: ImportAllowance,
): Promise<Received> {
  if (!req.is("multipart/form-data")) throw new AppError("BAD_REQUEST", DATA_IMPORT_MUST_BE_MULTIPART);
  // The files together may be as large as the server accepts and the user's allowance still leaves.
  const overAllowance = allowance.remainingBytes < options.maxBytes;
  const limitBytes = Math.min(options.maxBytes, allowance.remainingBytes);
  const tooLarge = () =>
    overAllowance
      ? allowance.overAllowance()
      : new AppError("PAYLOAD_TOO_LARGE", dataImportTooLarge(options.maxBytes));
  const declared = Number(req.headers["content-length"]);
  // The form's own boundaries and headers add a little to the files: 64 KB of room, and 1 KB a file.
  if (Number.isFinite(declared) && declared > limitBytes + 64 * 1024 + DATA_IMPORT_MAX_FILES * 1024)
    throw tooLarge();
  const dir = await ensureImportsDir(options.dataDir);
  exemptFromRequestTimeout(req.socket);
  // Named after the folder, so only a pass that sees this folder takes it (import-runner.ts).
  const storedFile = `${importsFolderId(options.dataDir)}-${randomUUID()}.upload`;
  const target = path.join(dir, storedFile);
  await mkdir(target, { mode: 0o700 });

  return new Promise<Received>((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: req.headers,
        limits: {
          fileSize: limitBytes,
          files: DATA_IMPORT_MAX_FILES,
          fields: 5,
          fieldSize: 200,
          parts: DATA_IMPORT_MAX_FILES + 5,
        },
      });
    } catch {
      void removeStored(target).finally(() =>
        reject(new AppError("BAD_REQUEST", DATA_IMPORT_MUST_BE_MULTIPART)),
      );
      return;
    }
    let failure: AppError | null = null;
    const files: { name: string; bytes: number }[] = [];
    let bytes = 0;
    let priority: string | null = null;
    // Every file's write, in order.
    const written: Promise<void>[] = [];
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
      void Promise.allSettled(written)
        .then(() => removeStored(target))
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
      if (name !== FILE_FIELD || failure) {
        stream.resume();
        return;
      }
      const received = { name: displayName(info.filename ?? ""), bytes: 0 };
      const index = files.length;
      files.push(received);
      // Flushed to disk before it closes (in the thread pool): otherwise the database's next
      // synchronous commit waits, on the event loop, behind gigabytes of the upload still being
      // written back (docs/security.md, "Limits on imported files").
      const file = createWriteStream(path.join(target, partFileName(index)), { mode: 0o600, flush: true });
      out = file;
      const done = new Promise<void>((finished, broken) => {
        file.on("error", broken);
        // After the flush; also when destroyed (the size limit, a failure), where no error comes.
        file.on("close", () => finished());
      });
      stream.on("data", (chunk: Buffer) => {
        received.bytes += chunk.length;
        bytes += chunk.length;
        // The bound holds for the files together, not each one.
        if (bytes > limitBytes) fail(tooLarge());
      });
      stream.on("limit", () => fail(tooLarge()));
      stream.pipe(file);
      written.push(done);
      done.catch(() => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)));
    });
    busboy.on("filesLimit", () =>
      fail(new AppError("BAD_REQUEST", dataImportTooManyFiles(DATA_IMPORT_MAX_FILES))),
    );
    busboy.on("error", () => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)));
    busboy.on("close", () => {
      if (failure) return;
      clearTimeout(stall);
      if (files.length === 0) {
        fail(new AppError("BAD_REQUEST", DATA_IMPORT_NO_FILE));
        return;
      }
      Promise.all(written).then(
        () => {
          if (!failure) resolve({ storedFile, files, bytes, priority });
        },
        () => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)),
      );
    });
    req.on("aborted", () => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)));
    req.on("error", () => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)));
    req.pipe(busboy);
  });
}
