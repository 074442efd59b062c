// A small flowing layout over pdf-lib for the clinician report: Letter or A4 pages, a cursor
// that moves down, wrapped paragraphs, and a new page when the next block does not fit.
import type { ReportPaper } from "@evenkeel/contracts";
import { grayscale, PageSizes, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

/** Width and height in points, from pdf-lib's PageSizes. */
const PAPER_POINTS: Readonly<Record<ReportPaper, readonly [number, number]>> = {
  letter: PageSizes.Letter,
  a4: PageSizes.A4,
};
export const MARGIN = 48;
export const INK = grayscale(0);
export const MUTED = grayscale(0.35);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export class ReportLayout {
  page: PDFPage;
  y: number;
  readonly width: number;
  readonly height: number;
  /** The width between the margins. */
  readonly contentWidth: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly footer: string,
    paper: ReportPaper,
  ) {
    [this.width, this.height] = PAPER_POINTS[paper];
    this.contentWidth = this.width - 2 * MARGIN;
    this.y = this.height - MARGIN;
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([this.width, this.height]);
    page.drawText(this.footer, { x: MARGIN, y: 24, size: 7.5, font: this.fonts.regular, color: MUTED });
    return page;
  }

  newPage(): void {
    this.page = this.addPage();
    this.y = this.height - MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Lines of `text` no wider than `width` at `size`. */
  wrap(text: string, size: number, width = this.contentWidth, font = this.fonts.regular): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: typeof INK; gap?: number; indent?: number } = {},
  ): void {
    const size = options.size ?? 9.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.35;
    for (const line of this.wrap(text, size, this.contentWidth - indent, font)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y + size * 0.25,
        size,
        font,
        color: options.color ?? INK,
      });
    }
    this.y -= options.gap ?? 2;
  }

  heading(text: string): void {
    this.ensure(40);
    this.y -= 10;
    this.text(text, { size: 13, bold: true, gap: 2 });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.contentWidth, y: this.y },
      thickness: 0.6,
      color: INK,
    });
    this.y -= 6;
  }

  /** Label–value rows in two columns. */
  facts(rows: readonly (readonly [string, string])[]): void {
    const size = 9.5;
    const lineHeight = size * 1.45;
    for (const [label, value] of rows) {
      const lines = this.wrap(value, size, this.contentWidth - 170);
      this.ensure(lineHeight * lines.length);
      this.y -= lineHeight;
      this.page.drawText(label, { x: MARGIN, y: this.y + 3, size, font: this.fonts.bold, color: INK });
      lines.forEach((line, index) => {
        this.page.drawText(line, {
          x: MARGIN + 170,
          y: this.y + 3 - index * lineHeight,
          size,
          font: this.fonts.regular,
          color: INK,
        });
      });
      this.y -= lineHeight * (lines.length - 1);
    }
    this.y -= 4;
  }
}
