// "Your Progress" (docs/screens.md): days tracked, mood entries, recent data points (the dashboard's
// recent health records) and the burnout trend ("Stable" when there is none).
import type { Direction } from "@evenkeel/contracts";
import { Card } from "../../../components/Card/Card";
import * as styles from "./ProgressPanel.css";

const TREND_WORDS: Record<Direction, string> = {
  increasing: "Increasing",
  decreasing: "Decreasing",
  stable: "Stable",
};

type ProgressPanelProps = {
  daysTracked: number;
  moodEntries: number;
  recentDataPoints: number;
  trend: Direction | null;
};

export function ProgressPanel({ daysTracked, moodEntries, recentDataPoints, trend }: ProgressPanelProps) {
  const items = [
    { label: "Days Tracked", value: String(daysTracked) },
    { label: "Mood Entries", value: String(moodEntries) },
    { label: "Recent Data Points", value: String(recentDataPoints) },
    { label: "Trend", value: TREND_WORDS[trend ?? "stable"] },
  ];
  return (
    <Card title="Your Progress">
      <dl className={styles.list}>
        {items.map((item) => (
          <div key={item.label} className={styles.item}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
