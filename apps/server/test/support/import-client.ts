// Uploading an export the way Settings does (POST /api/imports, multipart, field "file") and
// waiting for its background import to end, for the import tests.
import type { DataImport } from "@evenkeel/contracts";
import type { ApiAnswer, ApiClient } from "./api-client.ts";

export function exportForm(
  bytes: Uint8Array | string,
  name: string,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const body = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  form.append("file", new Blob([body as Uint8Array<ArrayBuffer>]), name);
  return form;
}

export function uploadExport(
  client: ApiClient,
  bytes: Uint8Array | string,
  name: string,
  fields: Record<string, string> = {},
): Promise<ApiAnswer<{ id: string; status: string; detail?: string }>> {
  return client.raw({ method: "POST", path: "/imports", body: exportForm(bytes, name, fields) });
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

/** Uploads and waits; the upload must be accepted. */
export async function importExport(
  client: ApiClient,
  bytes: Uint8Array | string,
  name: string,
  fields: Record<string, string> = {},
): Promise<DataImport> {
  const started = await uploadExport(client, bytes, name, fields);
  if (started.status !== 202)
    throw new Error(`upload answered ${started.status}: ${JSON.stringify(started.body)}`);
  return waitForImport(client, started.body.id);
}
