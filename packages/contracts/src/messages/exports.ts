// Exports, restoring an export, the clinician report and share links.
// Part of the one place for user-facing texts (messages.ts re-exports every file here).

import { countOf } from "../plurals.ts";
import { formatImportBytes } from "./imports.ts";
// Exports, imports, the clinician report and share links
export const EXPORT_DIALOG_TITLE = "Export Data";
export const EXPORT_EVERYTHING_ZIP = "Everything (zip)";
export const EXPORT_EVERYTHING_HINT =
  "A CSV file per kind of data and evenkeel-export.json with all of it, to keep or to import elsewhere.";
export const EXPORT_RANGE_CSV = "This range as CSV";
export const EXPORT_RANGE_HINT = "One row per day of the range on screen: metrics, mood and burnout score.";
export const EXPORT_FAILED = "The export could not be made. Please try again.";
export const IMPORT_TITLE = "Import an Evenkeel export";
export const IMPORT_HINT =
  "Restore an export (zip or JSON) from the demo or another Evenkeel server. Days in the file replace the same days here; importing the same file twice changes nothing.";
export const IMPORT_NOT_AN_EXPORT = "This file is not an Evenkeel export (a .zip or evenkeel-export.json).";
export const IMPORT_TOO_LARGE = "This file is too large to import (25 MB at most).";
export function importUnpacksTooLarge(limitBytes: number): string {
  return `The export in this zip unpacks to more than ${formatImportBytes(limitBytes)}, more than any Evenkeel export: upload the zip exactly as Evenkeel made it.`;
}
export function importNewerSchema(version: number): string {
  return `This export uses schema version ${version}, newer than this server understands. Update Evenkeel, then import it again.`;
}
export function importCompleted(counts: {
  health_metrics: number;
  moods: number;
  burnout_scores: number;
  insights: number;
}): string {
  return `Imported ${countOf(counts.health_metrics, "day")} of health data, ${countOf(counts.moods, "mood")}, ${countOf(counts.burnout_scores, "burnout score")} and ${countOf(counts.insights, "insight")}.`;
}
export const REPORT_TITLE = "Report for a clinician";
export const REPORT_HINT =
  "A 2–3 page PDF of the last weeks to take to your doctor or therapist: mood, sleep, heart-rate measures against your own normal range, burnout score history and data coverage.";
export const REPORT_DOWNLOAD = "Download PDF";
export const REPORT_FAILED = "The report could not be made. Please try again.";
/** Printed on every report and its share page: what the numbers are and are not. */
export const REPORT_STATEMENT =
  "This report summarizes self-tracked data: mood ratings the person entered and measurements from a consumer wearable. It is not a medical device and makes no diagnosis. The burnout score is a wellbeing indicator computed by Evenkeel from these numbers, not a clinical assessment; the normal bands are the person's own recent range, not population norms. Please interpret it alongside a clinical conversation.";
export const SHARE_LINK_CREATE = "Create share link";
export const SHARE_LINK_HINT =
  "A read-only link to this report that anyone with it can open without signing in, until it expires or you revoke it.";
export const SHARE_LINKS_TITLE = "Report share links";
export const SHARE_LINKS_EMPTY = "No live share links.";
export const SHARE_LINK_REVOKE = "Revoke";
export const REPORT_PAPER_LABEL = "Paper size";
export const SHARE_LINK_DAYS_LABEL = "Valid for (days)";
export function shareLinkDaysHint(min: number, max: number): string {
  return `From ${min} to ${max} days.`;
}
export function shareLinkDaysInvalid(min: number, max: number): string {
  return `Enter a whole number of days from ${min} to ${max}.`;
}
export const SHARE_LINK_NOT_FOUND = "Share link not found";
export const SHARE_LINK_REVOKED = "Share link revoked. It no longer opens the report.";
export const SHARE_LINK_GONE = "This link has expired or was revoked.";
/** The next step on a shared page that is gone: only the person who shared it can make a new one. */
export const SHARE_LINK_GONE_NEXT =
  "Shared reports stay readable only for the days the person chose, and they can revoke them at any time. To see the report, ask the person who sent you this link for a new one: they make it from the History page of Evenkeel, under Report for a clinician.";
export const SHARED_REPORT_HEADING = "Wellbeing report";
export function sharedReportExpires(when: string, zone: string): string {
  return `This is a read-only report shared with you. The link expires on ${when} (${zone}).`;
}
export function sharedReportDownload(paper: string): string {
  return `Download the report (PDF, ${paper})`;
}
export function sharedReportOtherPaper(paper: string): string {
  return `Or download it on ${paper} paper`;
}
export const SHARE_LINK_REVOKE_CONFIRM =
  "Revoke this share link? Whoever has it can no longer open the report. This cannot be undone.";
export const DEMO_SHARE_LINKS_UNAVAILABLE =
  "In the demo, reports can't be shared: a share link needs an account. Create one (your demo data can come along through Export and Import) to share a report.";
