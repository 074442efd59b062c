// Reading an Evenkeel export back (docs/exports.md): the zip's evenkeel-export.json or the JSON
// itself, its format and schema version checked before any row is looked at. From a zip only the
// first evenkeel-export.json is inflated, and only when it declares at most EXPORT_JSON_MAX_BYTES
// (an entry that lies about its size is cut there, and then is no JSON). The server runs this off
// its event loop (apps/server/src/exports/read-export-worker.ts); the demo in the browser.
import {
  AppError,
  EXPORT_FORMAT,
  EXPORT_JSON_MAX_BYTES,
  EXPORT_SCHEMA_VERSION,
  type ExportDocument,
  exportDocumentSchema,
  IMPORT_MAX_BYTES,
  IMPORT_NOT_AN_EXPORT,
  IMPORT_TOO_LARGE,
  importNewerSchema,
  importUnpacksTooLarge,
} from "@evenkeel/contracts";
import { strFromU8, unzipSync } from "fflate";
import { EXPORT_JSON_FILE } from "./export-file.ts";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function notAnExport(): AppError {
  return new AppError("BAD_REQUEST", IMPORT_NOT_AN_EXPORT);
}

/** The JSON text of an export file, unzipping when it is a zip. */
function exportText(bytes: Uint8Array): string {
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw new AppError("BAD_REQUEST", IMPORT_TOO_LARGE);
  const isZip = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  if (!isZip) return strFromU8(bytes);
  let files: Record<string, Uint8Array>;
  let tooLarge = false;
  let taken = false;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (taken || !file.name.endsWith(EXPORT_JSON_FILE)) return false;
        taken = true;
        tooLarge = file.originalSize > EXPORT_JSON_MAX_BYTES;
        return !tooLarge;
      },
    });
  } catch {
    throw notAnExport();
  }
  if (tooLarge) throw new AppError("BAD_REQUEST", importUnpacksTooLarge(EXPORT_JSON_MAX_BYTES));
  const json = Object.values(files)[0];
  if (!json) throw notAnExport();
  return strFromU8(json);
}

/** The checked document; an AppError with a clear message when it is not one this server reads. */
export function readExportFile(bytes: Uint8Array): ExportDocument {
  let parsed: unknown;
  try {
    parsed = JSON.parse(exportText(bytes));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnExport();
  }
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    (parsed as { format?: unknown }).format !== EXPORT_FORMAT
  ) {
    throw notAnExport();
  }
  const version = (parsed as { schema_version?: unknown }).schema_version;
  if (typeof version === "number" && version > EXPORT_SCHEMA_VERSION) {
    throw new AppError("BAD_REQUEST", importNewerSchema(version));
  }
  const checked = exportDocumentSchema.safeParse(parsed);
  if (!checked.success) throw notAnExport();
  return checked.data;
}
