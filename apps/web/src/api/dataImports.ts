// Uploading an export: POST /api/imports, multipart, each chosen file in a field "file" (several
// files are one import: a Fitbit export's zips or files), sent with XMLHttpRequest because fetch
// reports no upload progress, which covers all the files together. The answer names
// the import, which then runs on the server (followed with imports.get). The demo refuses, as
// it refuses a real wearable connection: its data never leaves this browser.
import {
  type DataImportStarted,
  DEMO_IMPORTS_UNAVAILABLE,
  dataImportStartedSchema,
} from "@evenkeel/contracts";
import { readDemoFlag } from "../session/storage";
import { ApiRequestError } from "./apiErrors";
import { API_BASE_PATH } from "./endpoints";
import { requestHeaders } from "./requestHeaders";
import { refreshTokens } from "./tokenRefresh";

export const DATA_IMPORTS_URL = `${API_BASE_PATH}/imports`;

export interface UploadHandle {
  done: Promise<DataImportStarted>;
  abort: () => void;
}

function send(
  files: readonly File[],
  priority: string,
  onProgress: (share: number) => void,
  current: { xhr: XMLHttpRequest | null },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    current.xhr = xhr;
    xhr.open("POST", DATA_IMPORTS_URL);
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiRequestError(0, null));
    xhr.onabort = () => reject(new ApiRequestError(0, null));
    const form = new FormData();
    form.append("apple_source_priority", priority);
    for (const file of files) form.append("file", file, file.name);
    xhr.send(form);
  });
}

function detailOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { detail?: unknown };
    return typeof body.detail === "string" ? body.detail : null;
  } catch {
    return null;
  }
}

/** Starts the upload; `done` resolves with the queued import once every byte has arrived. */
export function uploadDataImport(
  files: readonly File[],
  priority: string,
  onProgress: (share: number) => void,
): UploadHandle {
  const current: { xhr: XMLHttpRequest | null } = { xhr: null };
  const done = (async () => {
    if (readDemoFlag() === "active") throw new ApiRequestError(400, DEMO_IMPORTS_UNAVAILABLE);
    let answer = await send(files, priority, onProgress, current);
    // One refresh and one retry on a 401, like every other call.
    if (answer.status === 401 && (await refreshTokens())) {
      onProgress(0);
      answer = await send(files, priority, onProgress, current);
    }
    if (answer.status !== 202) throw new ApiRequestError(answer.status, detailOf(answer.text));
    const parsed = dataImportStartedSchema.safeParse(JSON.parse(answer.text));
    if (!parsed.success) throw new ApiRequestError(answer.status, null);
    return parsed.data;
  })();
  return { done, abort: () => current.xhr?.abort() };
}
