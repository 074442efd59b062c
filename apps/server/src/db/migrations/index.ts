// Every migration, by name, in the order kysely runs them (names sort by their timestamp).
// A static list rather than a folder scan, so it works the same under tsx, vitest and bundlers.
import type { Migration } from "kysely";
import * as initial from "./2026_11_21_0001_initial.ts";
import * as wearableSync from "./2026_11_22_0100_wearable_sync.ts";
import * as oauthPkce from "./2026_11_23_1300_oauth_pkce.ts";
import * as moodTags from "./2026_11_23_1500_mood_tags.ts";
import * as scoreRescoring from "./2026_11_23_1501_score_rescoring.ts";
import * as wearableSources from "./2026_11_23_1600_wearable_sources.ts";
import * as reportShareLinks from "./2026_11_23_1900_report_share_links.ts";
import * as narrator from "./2026_11_23_2000_narrator.ts";
import * as dataVersions from "./2026_11_23_2200_data_versions.ts";
import * as stressAndPreferredSources from "./2026_11_24_0100_stress_and_preferred_sources.ts";
import * as outreach from "./2026_11_24_0300_outreach.ts";
import * as fileImports from "./2026_11_26_0200_file_imports.ts";
import * as jobsAndSharedState from "./2026_11_26_0400_jobs_and_shared_state.ts";
import * as moodNoteLengths from "./2026_11_27_0100_mood_note_lengths.ts";
import * as dayTotals from "./2026_11_27_1300_day_totals.ts";
import * as importDaysChanged from "./2026_11_28_0100_import_days_changed.ts";
import * as importInterruptions from "./2026_11_28_0100_import_interruptions.ts";
import * as webhookDeliveries from "./2026_11_28_0800_webhook_deliveries.ts";
import * as importKindsUnlisted from "./2026_11_28_1300_import_kinds_unlisted.ts";
import * as dailySteps from "./2026_11_28_1500_daily_steps.ts";
import * as ek3Revised from "./2026_11_28_2330_ek3_revised.ts";

export const migrations: Record<string, Migration> = {
  "2026_11_21_0001_initial": initial,
  "2026_11_22_0100_wearable_sync": wearableSync,
  "2026_11_23_1300_oauth_pkce": oauthPkce,
  "2026_11_23_1500_mood_tags": moodTags,
  "2026_11_23_1501_score_rescoring": scoreRescoring,
  "2026_11_23_1600_wearable_sources": wearableSources,
  "2026_11_23_1900_report_share_links": reportShareLinks,
  "2026_11_23_2000_narrator": narrator,
  "2026_11_23_2200_data_versions": dataVersions,
  "2026_11_24_0100_stress_and_preferred_sources": stressAndPreferredSources,
  "2026_11_24_0300_outreach": outreach,
  "2026_11_26_0200_file_imports": fileImports,
  "2026_11_26_0400_jobs_and_shared_state": jobsAndSharedState,
  "2026_11_27_0100_mood_note_lengths": moodNoteLengths,
  "2026_11_27_1300_day_totals": dayTotals,
  "2026_11_28_0100_import_days_changed": importDaysChanged,
  "2026_11_28_0100_import_interruptions": importInterruptions,
  "2026_11_28_0800_webhook_deliveries": webhookDeliveries,
  "2026_11_28_1300_import_kinds_unlisted": importKindsUnlisted,
  "2026_11_28_1500_daily_steps": dailySteps,
  "2026_11_28_2330_ek3_revised": ek3Revised,
};
