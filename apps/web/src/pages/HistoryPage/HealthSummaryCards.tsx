// Avg Recovery, Avg HRV, Avg Sleep Quality and Avg Strain over the range (SPEC §2 /history).
import type { HealthMetric } from "@evenkeel/contracts";
import { StatCard } from "../../components/StatCard/StatCard";
import * as styles from "./HistoryPage.css";
import { healthAverages } from "./healthAverages";

export function HealthSummaryCards({ metrics }: { metrics: HealthMetric[] }) {
  const averages = healthAverages(metrics);
  const subtitle = `${metrics.length} ${metrics.length === 1 ? "day" : "days"} of data`;
  return (
    <>
      <div className={styles.summary}>
        <StatCard
          title="Avg Recovery"
          value={averages.recovery.toFixed(0)}
          unit="%"
          subtitle={subtitle}
          icon="heart"
          tone="green"
        />
        <StatCard
          title="Avg HRV"
          value={averages.hrv.toFixed(0)}
          unit="ms"
          subtitle={subtitle}
          icon="activity"
          tone="blue"
        />
        <StatCard
          title="Avg Sleep Quality"
          value={averages.sleepQuality.toFixed(0)}
          unit="%"
          subtitle={subtitle}
          icon="moon"
          tone="purple"
        />
        <StatCard
          title="Avg Strain"
          value={averages.strain.toFixed(1)}
          subtitle={subtitle}
          icon="trendUp"
          tone="orange"
        />
      </div>
      <p className={styles.footnote}>Averages count a day without a value as 0.</p>
    </>
  );
}
