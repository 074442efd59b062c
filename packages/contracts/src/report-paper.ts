// The clinician report's paper (docs/clinician-report.md "Paper"): US Letter where the person's
// region prints on it, A4 everywhere else, and the report dialog lets them choose either.
import { z } from "zod";

export const REPORT_PAPERS = ["letter", "a4"] as const;
export const reportPaperSchema = z.enum(REPORT_PAPERS, { error: 'paper must be "letter" or "a4"' });
export type ReportPaper = z.infer<typeof reportPaperSchema>;

export const REPORT_PAPER_NAMES: Readonly<Record<ReportPaper, string>> = {
  letter: "US Letter",
  a4: "A4",
};

/** Regions whose paper is US Letter (Unicode CLDR's measurementData, paperSize "US-Letter"). */
const LETTER_REGIONS = new Set([
  "BZ",
  "CA",
  "CL",
  "CO",
  "CR",
  "GT",
  "MX",
  "NI",
  "PA",
  "PH",
  "PR",
  "SV",
  "US",
  "VE",
]);

/**
 * "en-US", "en" (whose likely region is the US), "es-MX" → Letter; "en-GB", "de" → A4. A tag
 * Intl cannot read is the app's own US English.
 */
export function paperForLocale(locale: string | undefined): ReportPaper {
  let region = "US";
  try {
    region = new Intl.Locale(locale || "en-US").maximize().region ?? "US";
  } catch {
    // Not a BCP 47 tag: keep the app's en-US.
  }
  return LETTER_REGIONS.has(region) ? "letter" : "a4";
}

/** The first locale of an Accept-Language header ("en-GB,en;q=0.8" → "en-GB"). */
export function firstAcceptedLocale(header: string | undefined): string | undefined {
  const first = header?.split(",")[0]?.split(";")[0]?.trim();
  return first && first !== "*" ? first : undefined;
}
