// Receives the profile picture of POST /api/auth/upload-profile-picture: multipart/form-data
// streamed through busboy, at most 5 MB counted WHILE streaming (docs/security.md #10), so an
// oversized upload is refused with 413 without ever being held in memory.
import {
  AppError,
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_INVALID,
  PROFILE_IMAGE_MAX_BYTES,
  type UploadedFile,
} from "@evenkeel/contracts";
import Busboy from "busboy";
import type { NextFunction, Request, RequestHandler, Response } from "express";

export const UPLOAD_MUST_BE_MULTIPART = 'Send the picture as multipart/form-data in a field named "file"';
export const UPLOAD_UNREADABLE = "The upload could not be read. Please try again.";

const FILE_FIELD = "file";

/**
 * Ends an upload that is refused: the rest of the body is discarded unread, the connection is
 * not reused, and the error is answered. Also used by the export upload (imports/upload-route.ts).
 */
export function refuseUpload(req: Request, res: Response, next: NextFunction, error: unknown): void {
  req.unpipe();
  req.resume();
  res.set("Connection", "close");
  next(error);
}

/**
 * Sets req.body to `{ file: { bytes, declared_type } }` for the upload procedure. `beforeRead`
 * (the upload throttle) may refuse the request before a byte of the body is read.
 */
export function receiveUpload(
  beforeRead: (res: Response) => void | Promise<void> = () => {},
): RequestHandler {
  return (req, res, next) => {
    const refuse = (error: unknown) => refuseUpload(req, res, next, error);
    // The throttle may count in the database (several processes): nothing is read before it answers.
    Promise.resolve()
      .then(() => beforeRead(res))
      .then(
        () =>
          readUpload(req).then((file) => {
            req.body = { file };
            next();
          }, refuse),
        refuse,
      );
  };
}

function readUpload(req: Request): Promise<UploadedFile> {
  if (!req.is("multipart/form-data")) {
    return Promise.reject(new AppError("BAD_REQUEST", UPLOAD_MUST_BE_MULTIPART));
  }
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: req.headers,
        limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
      });
    } catch {
      reject(new AppError("BAD_REQUEST", UPLOAD_MUST_BE_MULTIPART));
      return;
    }
    let file: UploadedFile | undefined;
    let failure: AppError | undefined;
    const fail = (error: AppError) => {
      failure ??= error;
      reject(failure);
    };

    busboy.on("file", (name, stream, info) => {
      if (name !== FILE_FIELD || file || failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(new AppError("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE)));
      stream.on("end", () => {
        if (failure || stream.truncated) return;
        file = { bytes: Buffer.concat(chunks), declared_type: info.mimeType.slice(0, 255) };
      });
    });
    busboy.on("error", () => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)));
    busboy.on("close", () => {
      if (failure) return;
      if (file) resolve(file);
      else fail(new AppError("BAD_REQUEST", IMAGE_TYPE_INVALID));
    });
    req.on("error", () => fail(new AppError("BAD_REQUEST", UPLOAD_UNREADABLE)));
    req.pipe(busboy);
  });
}
