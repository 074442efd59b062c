// The account's files (docs/exports.md): the export, the clinician PDF and the
// import of an export. Like links.ts, this is the one place that picks the home: signed in,
// the server makes them (GET /api/export, GET /api/report, POST /api/import); in the demo the
// same domain code builds them here in the browser from the device's data.
import {
  type ExportRange,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  type ImportResult,
  importResultSchema,
  isAppError,
  type ReportPaper,
} from "@evenkeel/contracts";
import { todayIso } from "../dates/today";
import { loadDemoStore } from "../session/demoMode";
import { readDemoFlag } from "../session/storage";
import { ApiRequestError, readErrorDetail } from "./apiErrors";
import { API_BASE_PATH } from "./endpoints";
import { requestHeaders } from "./requestHeaders";
import { refreshTokens } from "./tokenRefresh";

export type ExportChoice = { format: "zip" } | { format: "csv"; range: ExportRange };

export interface AccountFile {
  blob: Blob;
  fileName: string;
}

const inDemo = () => readDemoFlag() === "active";

/** A call to the API with the session's headers, refreshed and retried once on a 401. */
async function callApi(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () =>
    fetch(`${API_BASE_PATH}${path}`, { ...init, headers: { ...requestHeaders(), ...init.headers } });
  let response = await send();
  if (response.status === 401 && (await refreshTokens())) response = await send();
  if (!response.ok) throw new ApiRequestError(response.status, await readErrorDetail(response));
  return response;
}

/** The file name the server gave in Content-Disposition. */
function attachmentName(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback;
}

async function serverFile(path: string, fallback: string): Promise<AccountFile> {
  const response = await callApi(path);
  return { blob: await response.blob(), fileName: attachmentName(response, fallback) };
}

/** The demo's ports over this browser's storage, with the demo user. */
async function demoHome() {
  const [{ createDemoRouter, DEMO_USER_ID }, exports, report] = await Promise.all([
    loadDemoStore(),
    import("@evenkeel/domain/export"),
    import("@evenkeel/domain/report"),
  ]);
  const { ports } = createDemoRouter(window.localStorage);
  return { ports, store: ports.store, userId: DEMO_USER_ID, exports, report };
}

async function reportFontBytes() {
  const [regular, bold] = await Promise.all([
    import("dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url"),
    import("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url"),
  ]);
  const bytes = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
  return { regular: await bytes(regular.default), bold: await bytes(bold.default) };
}

export async function downloadExport(choice: ExportChoice): Promise<AccountFile> {
  if (!inDemo()) {
    const query =
      choice.format === "zip"
        ? "format=zip"
        : `format=csv&start_date=${choice.range.start_date}&end_date=${choice.range.end_date}`;
    return serverFile(`/export?${query}`, "evenkeel-export");
  }
  const { store, userId, exports } = await demoHome();
  if (choice.format === "csv") {
    const text = await exports.rangeCsv(store, userId, choice.range);
    return {
      blob: new Blob([text], { type: exports.exportContentType("csv") }),
      fileName: `evenkeel-${choice.range.start_date}-to-${choice.range.end_date}.csv`,
    };
  }
  const now = new Date().toISOString();
  const source = await exports.exportSourceFor(store, userId, now);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for await (const chunk of exports.exportFileBytes(source, "zip")) chunks.push(new Uint8Array(chunk));
  return {
    blob: new Blob(chunks, { type: exports.exportContentType("zip") }),
    fileName: exports.exportFileName("zip", now),
  };
}

export async function downloadReport(weeks: number, paper: ReportPaper): Promise<AccountFile> {
  if (!inDemo()) return serverFile(`/report?weeks=${weeks}&paper=${paper}`, "evenkeel-report.pdf");
  const [{ store, userId, report }, fonts] = await Promise.all([demoHome(), reportFontBytes()]);
  const content = await report.collectClinicianReport(store, userId, {
    weeks,
    today: todayIso(),
    generatedAt: new Date().toISOString(),
  });
  const pdf = await report.renderClinicianReportPdf(content, fonts, paper);
  return {
    blob: new Blob([new Uint8Array(pdf)], { type: "application/pdf" }),
    fileName: report.reportFileName(content.to),
  };
}

export async function importExport(file: File): Promise<ImportResult> {
  if (file.size > IMPORT_MAX_BYTES) throw new ApiRequestError(413, IMPORT_TOO_LARGE);
  if (!inDemo()) {
    const response = await callApi("/import", {
      method: "POST",
      headers: { "content-type": file.type || "application/octet-stream" },
      body: file,
    });
    return importResultSchema.parse(await response.json());
  }
  const { ports, userId, exports } = await demoHome();
  try {
    return await exports.importExportFile(
      ports,
      userId,
      new Uint8Array(await file.arrayBuffer()),
      todayIso(),
    );
  } catch (error) {
    // The demo refuses a file with the same words the server answers.
    if (isAppError(error)) throw new ApiRequestError(error.httpStatus, error.detail);
    throw error;
  }
}

/** Hands a file to the browser's download, as a link the user clicked. */
export function saveFile({ blob, fileName }: AccountFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
