// The drawn chart (visx): a shared day axis, a 0–100 left axis for Recovery %, HRV ms and
// Sleep %, a 0–21 right axis for Strain, one line per series with gaps for missing values,
// and a cursor that follows the pointer or the arrow keys. The parent measures the size.
import { AxisBottom, AxisLeft, AxisRight } from "@visx/axis";
import { GridRows } from "@visx/grid";
import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { Line, LinePath } from "@visx/shape";
import { type KeyboardEvent, type PointerEvent, useMemo, useState } from "react";
import { compactDate } from "../../dates/formatDates";
import { vars } from "../../styles/theme.css";
import { visuallyHidden } from "../../styles/visuallyHidden.css";
import { ChartTooltip, describePoint } from "./ChartTooltip";
import { type ChartSeries, getDate, getValue, type MetricsPoint, SERIES, STRAIN_MAX } from "./chartSeries";
import * as styles from "./MetricsChart.css";

const MARGIN = { top: 30, right: 44, bottom: 34, left: 44 };
/** Axis titles stand this far above the plot, a line above the top tick labels. */
const AXIS_TITLE_GAP = 18;
const MIN_LABEL_SPACING = 64;
const LEFT_TICKS = 5;
const STRAIN_TICKS = [0, 7, 14, 21];

type PlotProps = { width: number; height: number; data: MetricsPoint[] };

const isNumber = (value: number | null): value is number => value !== null;

export function MetricsChartPlot({ width, height, data }: PlotProps) {
  const [active, setActive] = useState<number | null>(null);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);

  const xScale = useMemo(
    () => scalePoint<string>({ domain: data.map(getDate), range: [0, innerWidth], padding: 0.5 }),
    [data, innerWidth],
  );
  const leftScale = useMemo(() => {
    const leftValues = SERIES.filter((s) => s.axis === "left").flatMap((s) =>
      data.map((p) => getValue(p, s.key)),
    );
    const top = Math.max(100, ...leftValues.filter(isNumber));
    return scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  }, [data, innerHeight]);
  const rightScale = useMemo(
    () => scaleLinear<number>({ domain: [0, STRAIN_MAX], range: [innerHeight, 0] }),
    [innerHeight],
  );

  const yOf = (series: ChartSeries) => (series.axis === "left" ? leftScale : rightScale);
  const xOf = (point: MetricsPoint) => xScale(getDate(point)) ?? 0;
  const lastDate = data[data.length - 1]?.date ?? "";
  const labelEvery = Math.max(
    1,
    Math.ceil(data.length / Math.max(1, Math.floor(innerWidth / MIN_LABEL_SPACING))),
  );
  const showAllDots = data.length <= 14;
  const labelledDates = data
    .filter((_, index) => index % labelEvery === (data.length - 1) % labelEvery)
    .map(getDate);

  const indexAt = (x: number) => {
    const step = xScale.step() || 1;
    const first = xScale(data[0]?.date ?? "") ?? 0;
    return Math.min(data.length - 1, Math.max(0, Math.round((x - first) / step)));
  };
  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    setActive(indexAt(event.clientX - bounds.left));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = data.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: Math.max(0, (active ?? last + 1) - 1),
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      Home: 0,
      End: last,
    };
    if (event.key === "Escape") setActive(null);
    else if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? null);
    }
  };

  const activePoint = active === null ? undefined : data[active];
  const activeX = activePoint ? MARGIN.left + xOf(activePoint) : 0;
  const first = data[0]?.date;
  const summary = first
    ? `Line chart of Recovery, HRV, Sleep and Strain from ${compactDate(first, lastDate)} to ${compactDate(lastDate, lastDate)}.`
    : "Line chart with no data.";

  return (
    <section
      className={styles.plot}
      aria-label="Health metrics by day. Use the left and right arrow keys to read each day."
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys read the chart day by day
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setActive((current) => current ?? data.length - 1)}
      onBlur={() => setActive(null)}
    >
      <svg width={width} height={height} role="img" aria-label={summary}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {/* Grid and axes as visx's own demos draw them (@visx/grid, @visx/axis). */}
          <GridRows
            scale={leftScale}
            width={innerWidth}
            numTicks={LEFT_TICKS}
            lineStyle={{ stroke: vars.chart.grid, strokeWidth: 1 }}
          />
          <AxisLeft
            scale={leftScale}
            numTicks={LEFT_TICKS}
            hideAxisLine
            hideTicks
            tickLabelProps={() => ({ className: styles.tickLabel, textAnchor: "end", dx: -4, dy: "0.33em" })}
          />
          <AxisRight
            left={innerWidth}
            scale={rightScale}
            tickValues={STRAIN_TICKS}
            hideAxisLine
            hideTicks
            tickLabelProps={() => ({ className: styles.tickLabel, textAnchor: "start", dx: 4, dy: "0.33em" })}
          />
          {/* The titles sit above the top tick labels, clear of "100" and "21". */}
          <text className={styles.axisTitle} x={-MARGIN.left + 2} y={-AXIS_TITLE_GAP}>
            % · ms
          </text>
          <text
            className={styles.axisTitle}
            x={innerWidth + MARGIN.right - 2}
            y={-AXIS_TITLE_GAP}
            textAnchor="end"
          >
            Strain
          </text>
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            tickValues={labelledDates}
            tickFormat={(date) => compactDate(date, lastDate)}
            hideTicks
            axisLineClassName={styles.axisLine}
            tickLabelProps={() => ({ className: styles.tickLabel, textAnchor: "middle", dy: "0.9em" })}
          />
          {activePoint && (
            <Line
              className={styles.cursor}
              from={{ x: xOf(activePoint), y: 0 }}
              to={{ x: xOf(activePoint), y: innerHeight }}
            />
          )}
          {SERIES.map((series) => {
            const y = yOf(series);
            const valueAt = (point: MetricsPoint) => getValue(point, series.key);
            return (
              <g key={series.key}>
                <LinePath<MetricsPoint>
                  className={styles.line({ series: series.key })}
                  data={data}
                  x={xOf}
                  y={(point) => y(valueAt(point) ?? 0)}
                  defined={(point) => valueAt(point) !== null}
                />
                {data.map((point, index) => {
                  const value = valueAt(point);
                  if (value === null) return null;
                  const isolated =
                    valueAt(data[index - 1] ?? point) === null || valueAt(data[index + 1] ?? point) === null;
                  const isActive = index === active;
                  if (!showAllDots && !isolated && !isActive) return null;
                  return (
                    <circle
                      key={point.date}
                      className={styles.dot({ series: series.key })}
                      cx={xOf(point)}
                      cy={y(value)}
                      r={isActive ? 5 : 3.5}
                    />
                  );
                })}
              </g>
            );
          })}
          <rect
            className={styles.overlay}
            width={innerWidth}
            height={innerHeight}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setActive(null)}
          />
        </Group>
      </svg>
      {activePoint && (
        <ChartTooltip
          point={activePoint}
          left={activeX}
          top={MARGIN.top}
          side={activeX > width / 2 ? "left" : "right"}
        />
      )}
      <p className={visuallyHidden} aria-live="polite">
        {activePoint ? describePoint(activePoint) : ""}
      </p>
    </section>
  );
}
