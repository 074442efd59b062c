// The wearables the demo simulates, and what each records of the simulated person's day
// (docs/decisions/048-demo-simulated-google-health.md): WHOOP every field; Google Health (a
// Fitbit or Pixel Watch) resting heart rate, HRV as RMSSD, minutes asleep and workouts, but no
// recovery, strain or sleep score, as the real API gives (docs/wearables.md, "Google Health").
import type { HealthMetric, WearableProvider } from "@evenkeel/contracts";

/** The providers the demo offers; the others show as not in the demo. */
export const SIMULATED_PROVIDERS: readonly WearableProvider[] = ["whoop", "google_health"];

/** The code and state of a simulated consent (the demo's own return page carries them). */
export const DEMO_CONSENT_CODE = "simulated-consent";

/**
 * Whether the demo connects the provider itself. The seeded WHOOP comes back with Reset Demo
 * (docs/decisions/009-demo-store.md); Google Health is connected by a simulated consent.
 */
export function isConnectableInDemo(provider: WearableProvider): boolean {
  return provider === "google_health";
}

/** A simulated day (the full, WHOOP-like simulation) as the provider's device records it. */
export function simulatedDay(provider: WearableProvider, day: HealthMetric): HealthMetric {
  if (provider !== "google_health") return day;
  return {
    ...day,
    recovery_score: null,
    sleep_quality_score: null,
    day_strain: null,
    stress_high_minutes: null,
    recovery_high_minutes: null,
    stress_day_summary: null,
    source: "google_health",
    hrv_measure: day.hrv === null ? null : "rmssd",
  };
}
