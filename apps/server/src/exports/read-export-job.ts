// Runs in the worker thread (read-export-worker.ts): reads the one export it is sent and posts
// back the checked document, or the refusal a person can act on.
import { parentPort } from "node:worker_threads";
import { AppError } from "@evenkeel/contracts";
import { readExportFile } from "@evenkeel/domain/export";
import type { ReadExportReply } from "./read-export-worker.ts";

parentPort?.once("message", (bytes: Uint8Array) => {
  let reply: ReadExportReply;
  try {
    reply = { document: readExportFile(bytes) };
  } catch (error) {
    reply = { refused: error instanceof AppError ? { code: error.code, detail: error.detail } : null };
  }
  parentPort?.postMessage(reply);
});
