// The three mood statistics of /mood (docs/screens.md): Average Mood, Trend (last 7 days), Recent High.
import {
  countOf,
  DEFAULT_MOOD_STATS_DAYS,
  MOOD_TREND_WINDOW_DAYS,
  type MoodStats,
  type MoodTrend,
} from "@evenkeel/contracts";
import { useEffect } from "react";
import { trpc } from "../../api/trpc";
import type { IconName } from "../../components/Icon/Icon";
import { StatCard } from "../../components/StatCard/StatCard";
import * as styles from "./MoodPage.css";

const TRENDS: Record<
  MoodTrend,
  { word: string; icon: IconName; emphasis: "positive" | "negative" | "neutral" }
> = {
  improving: { word: "Improving", icon: "trendUp", emphasis: "positive" },
  declining: { word: "Declining", icon: "trendDown", emphasis: "negative" },
  stable: { word: "Stable", icon: "trendFlat", emphasis: "neutral" },
};

function ratingsLabel(count: number): string {
  return `Based on ${countOf(count, "rating")}`;
}

function StatsCards({ stats }: { stats: MoodStats }) {
  const average = stats.average_rating;
  const highest = stats.statistics.highest;
  const trend = TRENDS[stats.trend];
  return (
    <div className={styles.stats}>
      <StatCard
        title="Average Mood"
        value={average === null ? "N/A" : average.toFixed(1)}
        unit={average === null ? undefined : "/ 10"}
        subtitle={ratingsLabel(stats.total_entries)}
        icon="mood"
        tone="blue"
      />
      <StatCard
        title="Trend"
        value={trend.word}
        subtitle={`Last ${MOOD_TREND_WINDOW_DAYS} days`}
        icon={trend.icon}
        tone={trend.emphasis === "positive" ? "green" : trend.emphasis === "negative" ? "orange" : "purple"}
        emphasis={trend.emphasis}
      />
      <StatCard
        title="Recent High"
        value={highest === null ? "N/A" : String(highest)}
        unit={highest === null ? undefined : "/ 10"}
        subtitle={`Last ${stats.period_days ?? DEFAULT_MOOD_STATS_DAYS} days`}
        icon="star"
        tone="orange"
      />
    </div>
  );
}

export function MoodStatsCards() {
  const stats = trpc.mood.stats.useQuery({ days: DEFAULT_MOOD_STATS_DAYS });
  // The cards are extra context; without them the page still works, so a failure is logged.
  useEffect(() => {
    if (stats.error) console.error("Loading mood statistics failed", stats.error);
  }, [stats.error]);
  return stats.data ? <StatsCards stats={stats.data} /> : null;
}
