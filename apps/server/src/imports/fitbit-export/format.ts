// The Fitbit data export as an import format (formats.ts): a Google Takeout of Fitbit (one zip or
// several), the older fitbit.com archive, or their JSON and CSV files, one or several, found by
// name wherever they sit (docs/wearables.md "Fitbit data export").
import type { ImportFormat } from "../formats.ts";
import { FITBIT_MAX_FILES, parseFitbitExport } from "./fitbit-export.ts";
import { fitbitFileKind, inGoogleDataTree } from "./fitbit-files.ts";

export const fitbitExportFormat: ImportFormat = {
  kind: "fitbit_export",
  // The `*_GoogleData` copies are kept only to be named in the summary, never read.
  readsZipEntry: (path) => fitbitFileKind(path) !== null || inGoogleDataTree(path),
  maxZipEntries: FITBIT_MAX_FILES * 4,
  // The zips of a split Takeout, or the files chosen at once, are one import.
  readsSeveralFiles: true,
  claimsFile: (fileName, head) => fitbitFileKind(fileName) !== null && !head.includes(0),
  read: parseFitbitExport,
};
