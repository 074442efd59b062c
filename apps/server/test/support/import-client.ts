// Uploading an export the way Settings does (POST /api/imports, multipart, each file in a field
// "file") and waiting for its background import to end, for the import tests.
import type { DataImport } from "@evenkeel/contracts";
import type { ApiAnswer, ApiClient } from "./api-client.ts";

/** One file of an upload: its bytes and its name on the user's machine. */
export interface UploadFile {
  bytes: Uint8Array | string;
  name: string;
}

/** The form Settings sends: the fields, then each file in a part named "file". */
export function exportsForm(files: readonly UploadFile[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const { bytes, name } of files) {
    const body = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
    form.append("file", new Blob([body as Uint8Array<ArrayBuffer>]), name);
  }
  return form;
}

export function exportForm(
  bytes: Uint8Array | string,
  name: string,
  fields: Record<string, string> = {},
): FormData {
  return exportsForm([{ bytes, name }], fields);
}

/** Uploads several files as one import, as Settings does when several are chosen. */
export function uploadExports(
  client: ApiClient,
  files: readonly UploadFile[],
  fields: Record<string, string> = {},
): Promise<ApiAnswer<{ id: string; status: string; detail?: string }>> {
  return client.raw({ method: "POST", path: "/imports", body: exportsForm(files, fields) });
}

export function uploadExport(
  client: ApiClient,
  bytes: Uint8Array | string,
  name: string,
  fields: Record<string, string> = {},
): Promise<ApiAnswer<{ id: string; status: string; detail?: string }>> {
  return uploadExports(client, [{ bytes, name }], fields);
}

/** Polls GET /api/imports/{id} until the import is done or failed. */
export async function waitForImport(client: ApiClient, id: string, timeoutMs = 45_000): Promise<DataImport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await client.get<DataImport>(`/imports/${id}`);
    if (answer.status !== 200) throw new Error(`GET /imports/${id} answered ${answer.status}`);
    if (answer.body.status === "done" || answer.body.status === "failed") return answer.body;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${answer.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads several files as one import and waits; the upload must be accepted. */
export async function importExports(
  client: ApiClient,
  files: readonly UploadFile[],
  fields: Record<string, string> = {},
): Promise<DataImport> {
  const started = await uploadExports(client, files, fields);
  if (started.status !== 202)
    throw new Error(`upload answered ${started.status}: ${JSON.stringify(started.body)}`);
  return waitForImport(client, started.body.id);
}

/** Uploads and waits; the upload must be accepted. */
export function importExport(
  client: ApiClient,
  bytes: Uint8Array | string,
  name: string,
  fields: Record<string, string> = {},
): Promise<DataImport> {
  return importExports(client, [{ bytes, name }], fields);
}
