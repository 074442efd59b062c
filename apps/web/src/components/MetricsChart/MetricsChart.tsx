// The multi-line chart of Recovery, HRV, Sleep and Strain (docs/screens.md),
// shared with the dashboard. It measures its own box and hands the size to the plot.
import { NO_HEALTH_DATA_AVAILABLE } from "@evenkeel/contracts";
import { useParentSize } from "@visx/responsive";
import { useMemo } from "react";
import { ChartLegend } from "./ChartLegend";
import type { MetricsPoint } from "./chartSeries";
import { fillMissingDays } from "./fillMissingDays";
import * as styles from "./MetricsChart.css";
import { MetricsChartPlot } from "./MetricsChartPlot";

export type { MetricsPoint } from "./chartSeries";

type MetricsChartProps = { data: MetricsPoint[]; title?: string };

export function MetricsChart({ data, title }: MetricsChartProps) {
  const points = useMemo(() => fillMissingDays(data), [data]);
  const { parentRef, width, height } = useParentSize({ debounceTime: 50 });

  return (
    <figure className={styles.root}>
      <div className={styles.head}>
        {title && <h2 className={styles.title}>{title}</h2>}
        <ChartLegend points={data} />
      </div>
      <div ref={parentRef} className={styles.frame}>
        {points.length === 0 ? (
          <p className={styles.empty}>{NO_HEALTH_DATA_AVAILABLE}</p>
        ) : (
          width > 0 && height > 0 && <MetricsChartPlot width={width} height={height} data={points} />
        )}
      </div>
    </figure>
  );
}
