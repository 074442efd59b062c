// The Apple Health export as an import format (formats.ts): export.zip, read for its first
// export.xml, or export.xml on its own (docs/wearables.md "Apple Health export").
import {
  APPLE_SOURCE_PRIORITIES,
  type AppleSourcePriority,
  dataImportUnrecognised,
} from "@evenkeel/contracts";
import type { ImportFormat } from "../formats.ts";
import { countSkip, ImportInputError } from "../imported-days.ts";
import { baseName } from "../zip-file.ts";
import { DEFAULT_APPLE_PRIORITY, parseAppleHealth } from "./apple-health.ts";

export const appleHealthFormat: ImportFormat = {
  kind: "apple_health",
  readsZipEntry: (path) => baseName(path) === "export.xml",
  maxZipEntries: 1,
  firstOnly: true,
  claimsFile: (_fileName, head) =>
    head
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimStart()
      .startsWith("<"),
  async read({ entries, zipped, otherFiles }, options) {
    const xml = entries[0];
    if (!xml) throw new ImportInputError(dataImportUnrecognised(options.uploadName));
    const parsed = await parseAppleHealth(await xml.open(), {
      file: zipped ? baseName(xml.path) : options.uploadName,
      priority: options.priority,
      nowMs: options.nowMs,
      onBytes: (bytes) => options.onProgress(bytes / Math.max(1, xml.bytes)),
      stopping: options.stopping,
    });
    if (otherFiles > 0) countSkip(parsed.skipped, "other_files", otherFiles);
    return parsed;
  },
};

/** "watch,iphone,other" → the order; anything else → the default (Watch, iPhone, other apps). */
export function parsePriority(text: string | null): readonly AppleSourcePriority[] {
  const parts = (text ?? "").split(",").map((part) => part.trim());
  const valid =
    parts.length === APPLE_SOURCE_PRIORITIES.length &&
    APPLE_SOURCE_PRIORITIES.every((device) => parts.includes(device));
  return valid ? (parts as AppleSourcePriority[]) : DEFAULT_APPLE_PRIORITY;
}
