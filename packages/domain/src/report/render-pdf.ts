// The clinician report as a PDF (docs/clinician-report.md): 2–3 Letter or A4 pages drawn with
// pdf-lib, text in an embedded font (DejaVu Sans, given as bytes by each home), charts as
// vectors, in the app's US English.

import {
  countOf,
  PRODUCT_NAME,
  REPORT_STATEMENT,
  type ReportPaper,
  type ScoreFactor,
} from "@evenkeel/contracts";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { LEVEL_BOUNDARIES } from "../bands/shown-level.ts";
import { drawChart, shortDate } from "./pdf-charts.ts";
import { INK, MARGIN, ReportLayout } from "./pdf-layout.ts";
import type { ClinicianReport, MeasureSummary } from "./report-model.ts";

export interface ReportFontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

const TAG_LABELS: Record<string, string> = {
  ill: "ill",
  alcohol: "alcohol",
  travel: "travel",
  hard_training: "hard training",
  deadline: "deadline",
  poor_sleep_environment: "poor sleep environment",
  period: "period",
};

const FACTOR_LABELS: Record<ScoreFactor, string> = {
  mood: "mood",
  recovery: "recovery",
  hrv: "HRV",
  sleep_quality: "sleep quality",
  strain: "strain",
};

function longDate(date: string): string {
  return `${shortDate(date)}, ${date.slice(0, 4)}`;
}

const orDash = (value: number | null, unit = "") => (value === null ? "no data" : `${value}${unit}`);

function measureLine(summary: MeasureSummary, unit: string): string {
  if (summary.average === null) return "no data in this period";
  const band = summary.band
    ? `; own normal range ${summary.band.low}–${summary.band.high} ${unit}; ${countOf(summary.daysAbove, "day")} above, ${countOf(summary.daysBelow, "day")} below`
    : "; too few days for a normal range";
  return `average ${summary.average} ${unit}${band}`;
}

export async function renderClinicianReportPdf(
  report: ClinicianReport,
  fontBytes: ReportFontBytes,
  paper: ReportPaper,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = {
    regular: await doc.embedFont(fontBytes.regular, { subset: true }),
    bold: await doc.embedFont(fontBytes.bold, { subset: true }),
  };
  const period = `${longDate(report.from)} – ${longDate(report.to)}`;
  const generated = new Date(report.generatedAt);
  doc.setTitle(`${PRODUCT_NAME} report, ${report.from} to ${report.to}`);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setCreationDate(generated);
  doc.setModificationDate(generated);
  const layout = new ReportLayout(
    doc,
    fonts,
    `${PRODUCT_NAME} · self-tracked wellbeing summary · ${report.from} to ${report.to} · not a diagnosis`,
    paper,
  );

  // Page 1: who, when, what it is, the headline figures, mood.
  layout.text(`${PRODUCT_NAME} wellbeing report`, { size: 18, bold: true, gap: 4 });
  layout.text(`Period: ${period} (${countOf(report.weeks, "week")})`, { size: 10.5, bold: true });
  if (report.personName) layout.text(`Prepared for: ${report.personName}`, { size: 10 });
  layout.text(`Generated: ${longDate(report.generatedAt.slice(0, 10))}`, { size: 9, gap: 8 });
  const statementLines = layout.wrap(REPORT_STATEMENT, 9, layout.contentWidth - 16);
  const boxHeight = statementLines.length * 12.2 + 22;
  layout.page.drawRectangle({
    x: MARGIN,
    y: layout.y - boxHeight,
    width: layout.contentWidth,
    height: boxHeight,
    borderWidth: 0.8,
    borderColor: INK,
  });
  layout.y -= 4;
  layout.text("What these numbers are, and are not", { size: 9.5, bold: true, indent: 8 });
  layout.text(REPORT_STATEMENT, { size: 9, indent: 8, gap: 12 });

  layout.heading("Summary");
  const coverage = report.coverage;
  layout.facts([
    [
      "Mood",
      report.mood.average === null
        ? "no entries"
        : `average ${report.mood.average} / 10 (lowest ${report.mood.lowest}, highest ${report.mood.highest}) over ${countOf(report.mood.entries, "check-in")}`,
    ],
    [
      "Sleep",
      report.sleep.averageHours === null
        ? "no data"
        : `average ${report.sleep.averageHours} h a night; ${countOf(report.sleep.nightsUnder6h, "night")} under 6 h`,
    ],
    ["HRV", measureLine(report.hrv, "ms")],
    ["Resting heart rate", measureLine(report.restingHr, "bpm")],
    [
      "Burnout score",
      report.burnout.average === null
        ? "not calculated in this period"
        : `average ${report.burnout.average} / 100; latest ${report.burnout.latest?.score} (${report.burnout.latest?.level ?? "no level"}) on ${report.burnout.latest ? longDate(report.burnout.latest.date) : ""}`,
    ],
    [
      "Data coverage",
      `wearable data on ${coverage.metricDays} of ${countOf(coverage.days, "day")}; mood on ${coverage.moodDays}; scores on ${coverage.scoreDays}`,
    ],
  ]);

  layout.heading("Mood");
  layout.facts([
    ["Check-ins", `${report.mood.entries} (${report.mood.notes} with notes)`],
    [
      "Tags",
      report.mood.tags.length
        ? report.mood.tags
            .map((tag) => `${TAG_LABELS[tag.tag] ?? tag.tag} on ${countOf(tag.days, "day")}`)
            .join(", ")
        : "none",
    ],
  ]);
  drawChart(layout, report.mood.series, {
    title: "Daily mood (1 = lowest, 10 = highest)",
    min: 1,
    max: 10,
    unit: "rating",
    height: 110,
  });

  // Page 2: the body's measures against the person's own normal band.
  layout.newPage();
  layout.heading("Sleep");
  layout.facts([
    ["Average duration", orDash(report.sleep.averageHours, " h")],
    [
      "Regularity",
      report.sleep.variabilityMinutes === null
        ? "no data"
        : `nightly duration varies by ±${report.sleep.variabilityMinutes} min (standard deviation; lower is more regular)`,
    ],
  ]);
  drawChart(
    layout,
    report.sleep.series.map((day) => ({
      date: day.date,
      value: day.value === null ? null : Math.round((day.value / 60) * 10) / 10,
    })),
    {
      title: "Sleep duration per night",
      min: 0,
      max: 12,
      unit: "hours",
      bars: true,
      references: [{ value: 7, label: "7 h" }],
      height: 100,
    },
  );
  layout.heading("Heart-rate variability and resting heart rate");
  layout.facts([
    ["HRV", measureLine(report.hrv, "ms")],
    ["Resting heart rate", measureLine(report.restingHr, "bpm")],
  ]);
  drawChart(layout, report.hrv.series, {
    title: "HRV (RMSSD, ms)",
    ...chartScale(report.hrv),
    unit: "ms",
    band: report.hrv.band,
    height: 95,
  });
  drawChart(layout, report.restingHr.series, {
    title: "Resting heart rate (bpm)",
    ...chartScale(report.restingHr),
    unit: "bpm",
    band: report.restingHr.band,
    height: 95,
  });

  // Page 3: the score, what drove it, flagged days, insights.
  layout.newPage();
  layout.heading("Burnout score history");
  layout.facts([
    [
      "Days per level",
      report.burnout.levels.map((level) => `${level.level} ${countOf(level.days, "day")}`).join(", "),
    ],
    // The level is the stored one; where it is not the band of the day's number, say why.
    ...report.burnout.held.map((held): [string, string] => ["Held apart from the number", held.note]),
    [
      "What drove it",
      report.burnout.drivers.length
        ? report.burnout.drivers
            .map(
              (driver) =>
                `${FACTOR_LABELS[driver.factor as ScoreFactor] ?? driver.factor} ${countOf(driver.points, "point")}`,
            )
            .join(", ")
        : "no factor data",
    ],
  ]);
  drawChart(layout, report.burnout.series, {
    title: "Burnout score (0–100; dashed lines: the score's level boundaries)",
    min: 0,
    max: 100,
    unit: "score",
    // The boundaries the stored levels were found with, so chart and level counts agree.
    references: (["moderate", "high", "critical"] as const).map((level) => ({
      value: LEVEL_BOUNDARIES[level],
      label: level,
    })),
    height: 110,
  });
  layout.heading("Days tagged ill, alcohol or travel");
  layout.text(
    report.flaggedDays.length
      ? report.flaggedDays
          .map((day) => `${shortDate(day.date)}: ${day.tags.map((tag) => TAG_LABELS[tag] ?? tag).join(", ")}`)
          .join("; ")
      : "No days were tagged ill, alcohol or travel.",
    { gap: 6 },
  );
  layout.heading("What Evenkeel's insights said");
  if (report.insights.length === 0) layout.text("No insights were written in this period.");
  for (const insight of report.insights) {
    layout.text(`${shortDate(insight.date)} — ${insight.title}`, { bold: true, size: 9.5 });
    layout.text(insight.sentence, { size: 9, gap: 5, indent: 10 });
  }
  return doc.save({ useObjectStreams: true });
}

/** A y-range around the values and the band, padded, for a readable chart. */
function chartScale(summary: MeasureSummary): { min: number; max: number } {
  const values = summary.series.flatMap((day) => (day.value === null ? [] : [day.value]));
  if (summary.band) values.push(summary.band.low, summary.band.high);
  if (values.length === 0) return { min: 0, max: 100 };
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = Math.max((high - low) * 0.15, 2);
  return { min: Math.max(0, Math.floor(low - pad)), max: Math.ceil(high + pad) };
}
