// Avg Recovery, Avg HRV, Avg Sleep Quality and Avg Strain over the range (docs/screens.md);
// "Avg Readiness" when the range's scores are Oura's, named as the chart's legend names them.
import { countOf, type HealthMetric } from "@evenkeel/contracts";
import type { ComponentProps } from "react";
import { SERIES, seriesLegendLabel } from "../../components/MetricsChart/chartSeries";
import { StatCard } from "../../components/StatCard/StatCard";
import * as styles from "./HistoryPage.css";
import { type HealthAverages, healthAverages } from "./healthAverages";

type AverageCard = Pick<ComponentProps<typeof StatCard>, "title" | "unit" | "icon" | "tone"> & {
  average: keyof HealthAverages;
  decimals: number;
};

const AVERAGE_CARDS: readonly AverageCard[] = [
  { average: "recovery", decimals: 0, title: "Avg Recovery", unit: "%", icon: "heart", tone: "green" },
  { average: "hrv", decimals: 0, title: "Avg HRV", unit: "ms", icon: "activity", tone: "blue" },
  {
    average: "sleepQuality",
    decimals: 0,
    title: "Avg Sleep Quality",
    unit: "%",
    icon: "moon",
    tone: "purple",
  },
  { average: "strain", decimals: 1, title: "Avg Strain", icon: "trendUp", tone: "orange" },
];

export function HealthSummaryCards({ metrics }: { metrics: HealthMetric[] }) {
  const averages = healthAverages(metrics);
  const subtitle = `${countOf(metrics.length, "day")} of data`;
  const recovery = SERIES.find((series) => series.key === "recovery_score");
  const recoveryTitle = recovery ? `Avg ${seriesLegendLabel(recovery, metrics)}` : "Avg Recovery";
  return (
    <>
      <div className={styles.summary}>
        {AVERAGE_CARDS.map(({ average, decimals, ...card }) => (
          <StatCard
            key={average}
            {...card}
            title={average === "recovery" ? recoveryTitle : card.title}
            value={averages[average].toFixed(decimals)}
            subtitle={subtitle}
          />
        ))}
      </div>
      <p className={styles.footnote}>Averages count a day without a value as 0.</p>
    </>
  );
}
