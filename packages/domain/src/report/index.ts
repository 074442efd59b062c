// The clinician report (docs/clinician-report.md): content, then PDF, in both homes.

export { paperForLocale, type ReportPaper } from "@evenkeel/contracts";
export { collectClinicianReport } from "./collect-report.ts";
export { type ReportFontBytes, renderClinicianReportPdf } from "./render-pdf.ts";
export {
  BASELINE_DAYS,
  buildClinicianReport,
  type ClinicianReport,
  moodTags,
  REPORT_FLAGGED_TAGS,
  reportPeriod,
} from "./report-model.ts";

/** The download's file name, e.g. evenkeel-report-2026-11-23.pdf. */
export function reportFileName(to: string): string {
  return `evenkeel-report-${to}.pdf`;
}
