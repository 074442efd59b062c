// Everything under the dashboard's header for one selected day: the day navigator, the four
// summary cards, the risk gauge beside the trend, the latest insight and the progress panel.
import type { Dashboard } from "@evenkeel/contracts";
import { Card } from "../../components/Card/Card";
import * as styles from "./DashboardPage.css";
import { DayNavigator } from "./DayNavigator/DayNavigator";
import { HealthTrend } from "./HealthTrend";
import { LatestInsight } from "./LatestInsight";
import { ProgressPanel } from "./ProgressPanel/ProgressPanel";
import { RiskGauge } from "./RiskGauge/RiskGauge";
import { SummaryCards } from "./SummaryCards";

type DashboardBodyProps = {
  dashboard: Dashboard;
  selectedDate: string;
  today: string;
  onPreviousDay: () => void;
  onNextDay: () => void;
  syncing: boolean;
  onSyncNow: () => void;
};

export function DashboardBody({
  dashboard,
  selectedDate,
  today,
  onPreviousDay,
  onNextDay,
  syncing,
  onSyncNow,
}: DashboardBodyProps) {
  const { metrics } = dashboard;
  return (
    <>
      <DayNavigator date={selectedDate} today={today} onPrevious={onPreviousDay} onNext={onNextDay} />
      <SummaryCards dashboard={dashboard} today={today} />
      <div className={styles.overviewRow}>
        <Card title="Burnout Risk">
          <RiskGauge score={metrics.burnout_risk_score} details={dashboard.latest_burnout_score} />
        </Card>
        <HealthTrend
          data={dashboard.recent_health_data}
          endDate={selectedDate}
          today={today}
          syncing={syncing}
          onSyncNow={onSyncNow}
        />
      </div>
      <div className={styles.lowerRow}>
        <LatestInsight insight={dashboard.latest_insight} />
        <ProgressPanel
          daysTracked={metrics.days_tracked}
          moodEntries={metrics.mood_entries}
          recentDataPoints={dashboard.recent_health_data.length}
          trend={metrics.burnout_trend}
        />
      </div>
    </>
  );
}
