// What each device profile of the simulated cohort records (docs/score.md "Evaluation"): the
// fields a wearable of that kind gives, taken from a day of the full (WHOOP-like) simulation,
// and the glitches a consumer device may write.
import type { BurnoutRecord } from "../burnout/inputs.ts";
import type { SeededRandom } from "./seeded-random.ts";

/**
 * Device profiles (docs/score.md "Evaluation"): what a person's wearable records. `calm` is the
 * cohort built like real non-clinical data (Fitbit-like fields, no episodes, heavy-tailed
 * noise, glitches, seasonal drift, a device change, missing weeks, 30–70 % of days with mood).
 */
export const DEVICE_PROFILES = [
  "full",
  "oura",
  "fitbit",
  "google_health",
  "apple",
  "mood_only",
  "calm",
] as const;
export type DeviceProfile = (typeof DEVICE_PROFILES)[number];

export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A glitch a consumer device may record on a night: HRV of 255 ms, RHR of 0 or 200, 20 h of sleep. */
export function glitch(record: BurnoutRecord, random: SeededRandom): void {
  const kind = random.integer(0, 3);
  if (kind === 0) record.hrv = 255;
  else if (kind === 1) record.resting_hr = 0;
  else if (kind === 2) record.resting_hr = 200;
  else record.sleep_duration_minutes = 1200;
}

/** The fields a device profile records, from a day of the full (WHOOP-like) simulation. */
export function forProfile(
  record: BurnoutRecord,
  profile: DeviceProfile,
  lnHrv: number,
  device: SeededRandom,
): BurnoutRecord | null {
  switch (profile) {
    case "full":
      return { ...record, source: "whoop" };
    case "oura":
      // Readiness stands in for recovery (it follows HRV and resting HR too); no strain.
      return { ...record, day_strain: null, source: "oura" };
    case "fitbit":
    case "calm":
      return { ...record, recovery_score: null, day_strain: null, source: "fitbit" };
    case "google_health":
      // A Fitbit or Pixel Watch through the Google Health API: RMSSD, resting HR and minutes
      // asleep, but no readiness, strain or sleep score (docs/wearables.md, "Google Health").
      return {
        ...record,
        recovery_score: null,
        sleep_quality_score: null,
        day_strain: null,
        source: "google_health",
      };
    case "apple": {
      // SDNN of a few daytime spot readings: a little above RMSSD, noisier, missing some days.
      const sdnn = device.chance(0.25) ? null : round(Math.exp(lnHrv + 0.1 + device.normal(0, 0.15)), 1);
      return {
        ...record,
        hrv: record.hrv === null ? null : sdnn,
        hrv_measure: "sdnn",
        recovery_score: null,
        sleep_quality_score: null,
        day_strain: null,
        source: "apple",
      };
    }
    case "mood_only":
      return null;
  }
}
