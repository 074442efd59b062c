// Small screens' view of the recent days (docs/screens.md): one day at a time as four metric
// rings, starting on the newest day; arrows (disabled at the ends) and swipes move between
// days. Ring maximums, units and decimals come from contracts.
import {
  CHART_SERIES,
  NO_HEALTH_DATA_AVAILABLE,
  type RecentHealthData,
  RING_DECIMALS,
  RING_MAXIMUMS,
  RING_UNITS,
} from "@evenkeel/contracts";
import { useEffect, useState } from "react";
import { Button } from "../../../components/Button/Button";
import { Icon } from "../../../components/Icon/Icon";
import { dayLabel, shortDate } from "../../../dates/formatDates";
import { visuallyHidden } from "../../../styles/visuallyHidden.css";
import { MetricRing } from "./MetricRing";
import * as styles from "./MetricRingsCarousel.css";
import { useSwipe } from "./useSwipe";

const RING_SIZE = 108;

function ringText(value: number | null, decimals: number, unit: string): string {
  return value === null ? "--" : `${value.toFixed(decimals)}${unit === "%" ? "%" : ""}`;
}

type Props = { data: readonly RecentHealthData[]; today: string };

export function MetricRingsCarousel({ data, today }: Props) {
  const days = [...data].sort((a, b) => a.date.localeCompare(b.date));
  const newest = days.length - 1;
  const [index, setIndex] = useState(newest);
  // New data (another selected day) starts again on its newest day.
  useEffect(() => setIndex(newest), [newest]);

  const previous = () => setIndex((at) => Math.max(0, at - 1));
  const next = () => setIndex((at) => Math.min(newest, at + 1));
  const swipe = useSwipe(next, previous);
  const day = days[Math.min(index, newest)];

  if (!day) return <p className={styles.empty}>{NO_HEALTH_DATA_AVAILABLE}</p>;

  return (
    <section className={styles.root} aria-roledescription="carousel" aria-label="Daily metrics" {...swipe}>
      <div className={styles.header}>
        <Button
          variant="ghost"
          className={styles.arrow}
          aria-label="Earlier day"
          onClick={previous}
          disabled={index <= 0}
        >
          <Icon name="chevronLeft" />
        </Button>
        <p className={styles.day} aria-live="polite">
          <span className={styles.dayName}>{dayLabel(day.date, today)}</span>
          <span
            className={styles.dayDate}
          >{`${shortDate(day.date)} · day ${index + 1} of ${days.length}`}</span>
        </p>
        <Button
          variant="ghost"
          className={styles.arrow}
          aria-label="Later day"
          onClick={next}
          disabled={index >= newest}
        >
          <Icon name="chevronRight" />
        </Button>
      </div>
      <ul className={styles.rings} aria-label="Metrics of the day">
        {CHART_SERIES.map((series) => {
          const value = day[series.key];
          const unit = RING_UNITS[series.key];
          const text = ringText(value, RING_DECIMALS[series.key], unit);
          return (
            <li key={series.key} className={styles.ring}>
              <MetricRing
                size={RING_SIZE}
                value={value}
                max={RING_MAXIMUMS[series.key]}
                text={text}
                series={series.key}
              />
              <span className={styles.ringLabel} aria-hidden="true">
                {series.label}
                {value !== null && unit && unit !== "%" && <span className={styles.ringUnit}> {unit}</span>}
              </span>
              <span
                className={visuallyHidden}
              >{`${series.label}: ${text}${unit && unit !== "%" ? ` ${unit}` : ""}`}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
