// The dashboard's picture of the recent days (docs/screens.md): on large screens the multi-line
// chart "Health Metrics Trend" over the last 7 days (14 when the window is 1500 px or
// wider); on small screens the day-by-day rings. Without any data: "No Health Data Yet",
// with "Sync Now" (or, with nothing connected, the way to Settings); on days before the
// account's first record, a note that says so.
import {
  DASHBOARD_CHART_DAYS,
  DASHBOARD_CHART_DAYS_WIDE,
  DASHBOARD_CHART_WIDE_BREAKPOINT_PX,
  type RecentHealthData,
} from "@evenkeel/contracts";
import { addDays } from "@evenkeel/domain";
import { Link } from "react-router";
import { Button } from "../../components/Button/Button";
import { button } from "../../components/Button/Button.css";
import { Card } from "../../components/Card/Card";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { Icon } from "../../components/Icon/Icon";
import { MetricsChart } from "../../components/MetricsChart/MetricsChart";
import { media } from "../../styles/breakpoints";
import { useMediaQuery } from "../../styles/useMediaQuery";
import * as styles from "./DashboardPage.css";
import { MetricRingsCarousel } from "./MetricRingsCarousel/MetricRingsCarousel";

type HealthTrendProps = {
  data: readonly RecentHealthData[];
  /** The dashboard's selected day: the chart's last day. */
  endDate: string;
  today: string;
  syncing: boolean;
  onSyncNow: () => void;
  /** The account has health records (on other days than these). */
  hasAnyData: boolean;
  wearableConnected: boolean | undefined;
  /** "Connect WHOOP or Oura": every provider the server offers. */
  connectLabel: string;
};

export function HealthTrend({
  data,
  endDate,
  today,
  syncing,
  onSyncNow,
  hasAnyData,
  wearableConnected,
  connectLabel,
}: HealthTrendProps) {
  const large = useMediaQuery(media.tablet);
  const wide = useMediaQuery(`(min-width: ${DASHBOARD_CHART_WIDE_BREAKPOINT_PX}px)`);

  if (data.length === 0 && hasAnyData) {
    return (
      <section className={styles.emptyTrend} aria-label="Health Metrics Trend">
        <EmptyState
          icon="chart"
          titleLevel="h2"
          title="No health data for these days"
          message="Your health data starts on a later day. Move forward with the day arrows to see it."
        />
      </section>
    );
  }

  if (data.length === 0) {
    return (
      <section className={styles.emptyTrend} aria-label="Health Metrics Trend">
        <EmptyState
          icon="chart"
          titleLevel="h2"
          title="No Health Data Yet"
          message="Sync your wearable data to see health trends"
          action={
            wearableConnected === false ? (
              <Link className={button()} to="/settings">
                <Icon name="link" size="sm" />
                {connectLabel}
              </Link>
            ) : (
              <Button onClick={onSyncNow} disabled={syncing}>
                <Icon name="refresh" size="sm" />
                {syncing ? "Syncing..." : "Sync Now"}
              </Button>
            )
          }
        />
      </section>
    );
  }

  if (!large) {
    return (
      <Card title="Health Metrics Trend">
        <MetricRingsCarousel data={data} today={today} />
      </Card>
    );
  }

  const firstDay = addDays(endDate, 1 - (wide ? DASHBOARD_CHART_DAYS_WIDE : DASHBOARD_CHART_DAYS));
  return (
    <Card>
      <MetricsChart data={data.filter((record) => record.date >= firstDay)} title="Health Metrics Trend" />
    </Card>
  );
}
