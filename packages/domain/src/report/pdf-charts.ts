// Vector charts for the clinician report, readable in black and white: the person's values as
// a black line with dots, their own normal band as a light grey area, reference lines dashed.
import { grayscale } from "pdf-lib";
import { INK, MARGIN, MUTED, type ReportLayout } from "./pdf-layout.ts";
import type { Band, DayValue } from "./report-model.ts";

export interface ChartOptions {
  title: string;
  min: number;
  max: number;
  /** Axis label suffix, e.g. "ms". */
  unit: string;
  band?: Band | null;
  references?: { value: number; label: string }[];
  bars?: boolean;
  height?: number;
}

const AXIS_WIDTH = 34;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-03" → "Nov 3". */
export function shortDate(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
}

function ticks(min: number, max: number): number[] {
  const raw = (max - min) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? raw;
  const values: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + 1e-9; value += step)
    values.push(Number(value.toFixed(6)));
  return values;
}

export function drawChart(layout: ReportLayout, series: readonly DayValue[], options: ChartOptions): void {
  const height = options.height ?? 120;
  layout.ensure(height + 52);
  layout.text(options.title, { size: 10, bold: true, gap: 4 });
  const { page, fonts } = layout;
  const left = MARGIN + AXIS_WIDTH;
  const width = layout.contentWidth - AXIS_WIDTH;
  // Room above the plot for the unit label, clear of the title and the top tick.
  const bottom = layout.y - 12 - height;
  const span = options.max - options.min || 1;
  const yOf = (value: number) =>
    bottom + ((Math.min(Math.max(value, options.min), options.max) - options.min) / span) * height;
  const step = width / Math.max(series.length, 1);
  const xOf = (index: number) => left + step * (index + 0.5);

  if (options.band) {
    const top = yOf(options.band.high);
    const low = yOf(options.band.low);
    page.drawRectangle({ x: left, y: low, width, height: Math.max(top - low, 0.8), color: grayscale(0.87) });
  }
  for (const value of ticks(options.min, options.max)) {
    const y = yOf(value);
    page.drawLine({
      start: { x: left, y },
      end: { x: left + width, y },
      thickness: 0.3,
      color: grayscale(0.75),
    });
    const label = `${value}`;
    page.drawText(label, {
      x: left - 4 - fonts.regular.widthOfTextAtSize(label, 7),
      y: y - 2.5,
      size: 7,
      font: fonts.regular,
      color: MUTED,
    });
  }
  for (const reference of options.references ?? []) {
    const y = yOf(reference.value);
    page.drawLine({
      start: { x: left, y },
      end: { x: left + width, y },
      thickness: 0.7,
      color: INK,
      dashArray: [3, 2],
    });
    page.drawText(reference.label, {
      // At the left end: the recent days, on the right, are the ones a reader looks at.
      x: left + 3,
      y: y + 2,
      size: 6.5,
      font: fonts.regular,
      color: INK,
    });
  }
  page.drawLine({
    start: { x: left, y: bottom },
    end: { x: left + width, y: bottom },
    thickness: 0.8,
    color: INK,
  });
  page.drawLine({
    start: { x: left, y: bottom },
    end: { x: left, y: bottom + height },
    thickness: 0.8,
    color: INK,
  });
  page.drawText(options.unit, {
    x: MARGIN,
    y: bottom + height + 4,
    size: 7,
    font: fonts.regular,
    color: MUTED,
  });

  series.forEach((day, index) => {
    if (day.value === null) return;
    if (options.bars) {
      const barWidth = Math.max(step * 0.6, 0.8);
      page.drawRectangle({
        x: xOf(index) - barWidth / 2,
        y: bottom,
        width: barWidth,
        height: yOf(day.value) - bottom,
        color: grayscale(0.45),
      });
      return;
    }
    const previous = series[index - 1];
    if (previous && previous.value !== null) {
      page.drawLine({
        start: { x: xOf(index - 1), y: yOf(previous.value) },
        end: { x: xOf(index), y: yOf(day.value) },
        thickness: 1.1,
        color: INK,
      });
    }
    page.drawCircle({ x: xOf(index), y: yOf(day.value), size: 1.6, color: INK });
  });

  const labelIndexes = [...new Set([0, Math.floor((series.length - 1) / 2), series.length - 1])];
  for (const index of labelIndexes) {
    const day = series[index];
    if (!day) continue;
    const label = shortDate(day.date);
    const labelWidth = fonts.regular.widthOfTextAtSize(label, 7);
    const x = Math.min(Math.max(xOf(index) - labelWidth / 2, left), left + width - labelWidth);
    page.drawText(label, { x, y: bottom - 10, size: 7, font: fonts.regular, color: MUTED });
  }
  if (options.band) {
    const note = `Grey area: own normal range ${options.band.low}–${options.band.high} ${options.unit} (${options.band.from === "baseline" ? "previous 60 days" : "this period"})`;
    page.drawText(note, { x: left, y: bottom - 20, size: 7, font: fonts.regular, color: INK });
  }
  layout.y = bottom - (options.band ? 28 : 18);
}
