// The values of one day, shown beside the cursor (pointer or arrow keys).

import { weekdayDate } from "../../dates/formatDates";
import { inlineVars } from "../../styles/inlineVars";
import { formatSeriesValue, getValue, type MetricsPoint, SERIES, seriesLabelOf } from "./chartSeries";
import * as styles from "./MetricsChart.css";

type ChartTooltipProps = { point: MetricsPoint; left: number; top: number; side: "left" | "right" };

export function ChartTooltip({ point, left, top, side }: ChartTooltipProps) {
  return (
    <div
      className={styles.tooltip({ side })}
      style={inlineVars({ [styles.tooltipX]: `${left}px`, [styles.tooltipY]: `${top}px` })}
      aria-hidden="true"
    >
      <p className={styles.tooltipDate}>{weekdayDate(point.date)}</p>
      {SERIES.map((series) => (
        <div key={series.key} className={styles.tooltipRow}>
          <svg className={styles.legendSwatch} viewBox="0 0 28 10" aria-hidden="true" focusable="false">
            <line className={styles.line({ series: series.key })} x1={2} y1={5} x2={26} y2={5} />
          </svg>
          <span>{seriesLabelOf(series, point)}</span>
          <span className={styles.tooltipValue}>
            {formatSeriesValue(series.key, getValue(point, series.key))}
          </span>
        </div>
      ))}
    </div>
  );
}

/** The same day as one sentence, for the screen-reader live region. */
export function describePoint(point: MetricsPoint): string {
  const values = SERIES.map(
    (series) =>
      `${seriesLabelOf(series, point)} ${formatSeriesValue(series.key, getValue(point, series.key))}`,
  );
  return `${weekdayDate(point.date)}: ${values.join(", ")}`;
}
