// The chart's key: each series' name beside a sample of its line (colour and dash pattern); the
// recovery line is named after the sources of the days shown (Oura's is Readiness).
import { type MetricsPoint, SERIES, seriesLegendLabel } from "./chartSeries";
import * as styles from "./MetricsChart.css";

export function ChartLegend({ points }: { points: readonly MetricsPoint[] }) {
  return (
    <ul className={styles.legend} aria-label="Chart legend">
      {SERIES.map((series) => (
        <li key={series.key} className={styles.legendItem}>
          <svg className={styles.legendSwatch} viewBox="0 0 28 10" aria-hidden="true" focusable="false">
            <line className={styles.line({ series: series.key })} x1={2} y1={5} x2={26} y2={5} />
          </svg>
          {seriesLegendLabel(series, points)}
          {series.axis === "right" && " (right axis)"}
        </li>
      ))}
    </ul>
  );
}
