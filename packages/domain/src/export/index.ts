// Exports and imports of a whole account (docs/exports.md), shared by both homes.
export { csvField, csvLine, parseCsv } from "./csv.ts";
export { ENTITY_EXPORTERS, type EntityExporter } from "./entity-exporters.ts";
export {
  EXPORT_JSON_FILE,
  EXPORT_PAGE_SIZE,
  type ExportFormat,
  type ExportSource,
  entityRows,
  exportContentType,
  exportFileBytes,
  exportFileName,
} from "./export-file.ts";
export { exportSourceFor } from "./export-source.ts";
export { importExportFile, restoreExportDocument } from "./import-export.ts";
export { RANGE_CSV_MAX_DAYS, rangeCsv } from "./range-csv.ts";
export { readExportFile } from "./read-export.ts";
