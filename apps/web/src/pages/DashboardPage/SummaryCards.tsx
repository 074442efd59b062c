// The four summary cards of SPEC §2, each with its trend against the reference of §9:
// Recovery (blue), HRV (green), Mood (purple), Sleep Quality (orange).
import { type Dashboard, RING_DECIMALS, TREND_REFERENCES } from "@evenkeel/contracts";
import { cardTrend } from "@evenkeel/domain";
import { monthDay } from "../../dates/formatDates";
import * as styles from "./DashboardPage.css";
import { SummaryCard } from "./SummaryCard/SummaryCard";

function formatted(value: number | null, decimals: number): string | null {
  return value === null ? null : value.toFixed(decimals);
}

/** "Mood (Today)" or "Mood (Mon D)" for the latest mood (SPEC §2). */
function moodTitle(latestMood: number | null, latestMoodDate: string | null, today: string): string {
  if (latestMood === null || latestMoodDate === today) return "Mood (Today)";
  // A latest mood older than the dashboard's window comes without its date.
  return latestMoodDate ? `Mood (${monthDay(latestMoodDate)})` : "Mood";
}

export function SummaryCards({ dashboard, today }: { dashboard: Dashboard; today: string }) {
  const { metrics } = dashboard;
  // recent_moods is oldest first; its last entry is the latest mood when it is in the window.
  const latestMood = metrics.latest_mood === null ? null : (dashboard.recent_moods.at(-1) ?? null);
  const latestMoodDate = latestMood?.date ?? null;
  return (
    <section className={styles.summaryGrid} aria-label="Latest metrics">
      <SummaryCard
        title="Recovery"
        value={formatted(metrics.latest_recovery, RING_DECIMALS.recovery_score)}
        unit="%"
        icon="heart"
        trend={cardTrend(metrics.latest_recovery, TREND_REFERENCES.recovery)}
        reference={`${TREND_REFERENCES.recovery}%`}
        color="blue"
      />
      <SummaryCard
        title="HRV"
        value={formatted(metrics.latest_hrv, RING_DECIMALS.hrv)}
        unit="ms"
        icon="activity"
        trend={cardTrend(metrics.latest_hrv, TREND_REFERENCES.hrv)}
        reference={`${TREND_REFERENCES.hrv} ms`}
        color="green"
      />
      <SummaryCard
        title={moodTitle(metrics.latest_mood, latestMoodDate, today)}
        value={formatted(metrics.latest_mood, 0)}
        unit="/10"
        icon="mood"
        trend={cardTrend(metrics.latest_mood, TREND_REFERENCES.mood)}
        reference={`${TREND_REFERENCES.mood}/10`}
        color="purple"
        subtitle={latestMoodDate === today ? undefined : "No mood logged today"}
      />
      <SummaryCard
        title="Sleep Quality"
        value={formatted(metrics.latest_sleep_quality, RING_DECIMALS.sleep_quality_score)}
        unit="%"
        icon="moon"
        trend={cardTrend(metrics.latest_sleep_quality, TREND_REFERENCES.sleep_quality)}
        reference={`${TREND_REFERENCES.sleep_quality}%`}
        color="orange"
      />
    </section>
  );
}
