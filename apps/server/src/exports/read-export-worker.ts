// POST /api/import reads the uploaded export off the event loop (docs/exports.md, "Import"):
// inflating, decoding, parsing and validating up to EXPORT_JSON_MAX_BYTES of JSON takes long
// enough on the main thread to stall every other request, /healthz included. A worker thread
// does it, with a heap of its own and a ceiling on it, so even a file that makes it run out
// ends that worker, not the server. Restores run one at a time: each holds its document whole.
import { Worker } from "node:worker_threads";
import {
  AppError,
  type AppErrorCode,
  EXPORT_JSON_MAX_BYTES,
  type ExportDocument,
  IMPORT_NOT_AN_EXPORT,
  importUnpacksTooLarge,
} from "@evenkeel/contracts";
import { KeyedMutex } from "../wearables/core/keyed-mutex.ts";

export type ReadExportReply =
  | { document: ExportDocument }
  | { refused: { code: AppErrorCode; detail: string } | null };

/** The worker's heap ceiling: the largest JSON allowed, parsed and validated, fits well within. */
export const READ_EXPORT_WORKER_HEAP_MB = 512;

const restores = new KeyedMutex();

/** Runs `restore` after every earlier one in this process has ended. */
export function oneRestoreAtATime<T>(restore: () => Promise<T>): Promise<T> {
  return restores.run("restore", restore);
}

/** readExportFile in a worker thread: the checked document, or the same AppError it would throw. */
export function readExportInWorker(bytes: Uint8Array): Promise<ExportDocument> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./read-export-boot.mjs", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: READ_EXPORT_WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      outcome();
    };
    worker.once("message", (reply: ReadExportReply) =>
      settle(() => {
        if ("document" in reply) resolve(reply.document);
        else if (reply.refused) reject(new AppError(reply.refused.code, reply.refused.detail));
        else reject(new AppError("BAD_REQUEST", IMPORT_NOT_AN_EXPORT));
      }),
    );
    worker.once("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new AppError("BAD_REQUEST", importUnpacksTooLarge(EXPORT_JSON_MAX_BYTES))
            : error,
        ),
      ),
    );
    worker.once("exit", (code) => settle(() => reject(new Error(`the export reader stopped (${code})`))));
    worker.postMessage(bytes);
  });
}
