// The report's embedded font (DejaVu Sans, from the dejavu-fonts-ttf package), read once.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { ReportFontBytes } from "@evenkeel/domain/report";

const require = createRequire(import.meta.url);
let fonts: Promise<ReportFontBytes> | null = null;

export function reportFonts(): Promise<ReportFontBytes> {
  fonts ??= Promise.all([
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  ]).then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
  fonts.catch(() => {
    fonts = null;
  });
  return fonts;
}
