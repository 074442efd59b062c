// The four summary cards (docs/screens.md), each with its trend against a fixed reference:
// Recovery (blue; "Readiness" when the latest day is Oura's), HRV (green), Mood (purple),
// Sleep Quality (orange).
import { type Dashboard, RING_DECIMALS, recoveryScoreName, TREND_REFERENCES } from "@evenkeel/contracts";
import { cardTrend } from "@evenkeel/domain";
import { monthDay } from "../../dates/formatDates";
import { visuallyHidden } from "../../styles/visuallyHidden.css";
import * as styles from "./DashboardPage.css";
import { SummaryCard, type SummaryCardProps } from "./SummaryCard/SummaryCard";

type CardMetric = keyof typeof TREND_REFERENCES;

const CARD_LOOKS: Readonly<Record<CardMetric, Pick<SummaryCardProps, "title" | "unit" | "icon" | "color">>> =
  {
    recovery: { title: "Recovery", unit: "%", icon: "heart", color: "blue" },
    hrv: { title: "HRV", unit: "ms", icon: "activity", color: "green" },
    mood: { title: "Mood", unit: "/10", icon: "mood", color: "purple" },
    sleep_quality: { title: "Sleep Quality", unit: "%", icon: "moon", color: "orange" },
  };

/** "70%" and "7/10", but "50 ms": a unit that is a word stands apart from its number. */
function withUnit(value: number, unit: string): string {
  return /^[a-z]/i.test(unit) ? `${value} ${unit}` : `${value}${unit}`;
}

/** A card's look, its latest value ("--" when null) and its trend against its reference. */
function cardFor(metric: CardMetric, latest: number | null, decimals: number): SummaryCardProps {
  const look = CARD_LOOKS[metric];
  const reference = TREND_REFERENCES[metric];
  return {
    ...look,
    value: latest === null ? null : latest.toFixed(decimals),
    trend: cardTrend(latest, reference),
    reference: withUnit(reference, look.unit),
  };
}

/**
 * "Mood (Today)" or "Mood (Mon D)" for the latest mood (docs/screens.md); without any mood up to the
 * selected day, the selected day's own title, so a past day never reads "Today".
 */
export function moodTitle(
  latestMood: number | null,
  latestMoodDate: string | null,
  selectedDate: string,
  today: string,
): string {
  // A latest mood older than the dashboard's window comes without its date.
  if (latestMood !== null && latestMoodDate === null) return "Mood";
  const day = latestMoodDate ?? selectedDate;
  return day === today ? "Mood (Today)" : `Mood (${monthDay(day)})`;
}

/** "No mood logged today" (docs/screens.md), or the same about the selected past day. */
export function moodSubtitle(latestMoodDate: string | null, selectedDate: string, today: string) {
  if (latestMoodDate === selectedDate) return undefined;
  return selectedDate === today ? "No mood logged today" : `No mood logged on ${monthDay(selectedDate)}`;
}

type SummaryCardsProps = { dashboard: Dashboard; selectedDate: string; today: string };

export function SummaryCards({ dashboard, selectedDate, today }: SummaryCardsProps) {
  const { metrics } = dashboard;
  // recent_moods is oldest first; its last entry is the latest mood when it is in the window.
  const latestMood = metrics.latest_mood === null ? null : (dashboard.recent_moods.at(-1) ?? null);
  const latestMoodDate = latestMood?.date ?? null;
  return (
    // The cards' titles are headings under this one (a page's headings go down one level at a time).
    <section className={styles.summaryGrid} aria-labelledby="latest-metrics">
      <h2 id="latest-metrics" className={visuallyHidden}>
        Latest metrics
      </h2>
      <SummaryCard
        {...cardFor("recovery", metrics.latest_recovery, RING_DECIMALS.recovery_score)}
        title={recoveryScoreName(metrics.latest_source)}
      />
      <SummaryCard {...cardFor("hrv", metrics.latest_hrv, RING_DECIMALS.hrv)} />
      <SummaryCard
        {...cardFor("mood", metrics.latest_mood, 0)}
        title={moodTitle(metrics.latest_mood, latestMoodDate, selectedDate, today)}
        subtitle={moodSubtitle(latestMoodDate, selectedDate, today)}
      />
      <SummaryCard
        {...cardFor("sleep_quality", metrics.latest_sleep_quality, RING_DECIMALS.sleep_quality_score)}
      />
    </section>
  );
}
