// Everything under the dashboard's header for one selected day: the day navigator, the four
// summary cards, the risk gauge (or, without a score, the next steps) beside the trend, the
// latest insight and the progress panel.
import type { Dashboard } from "@evenkeel/contracts";
import { useDeferredValue } from "react";
import { Card } from "../../components/Card/Card";
import * as styles from "./DashboardPage.css";
import { DayNavigator } from "./DayNavigator/DayNavigator";
import { HealthTrend } from "./HealthTrend";
import { LatestInsight } from "./LatestInsight";
import { NextSteps } from "./NextSteps/NextSteps";
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
  /** undefined while the connection lookup runs. */
  wearableConnected: boolean | undefined;
  /** Display names of the providers the server can connect. */
  offeredWearables: readonly string[];
  /** "Connect WHOOP or Oura". */
  connectLabel: string;
  hasTodayMood: boolean;
  onLogMood: () => void;
};

export function DashboardBody({ onPreviousDay, onNextDay, ...rows }: DashboardBodyProps) {
  const { dashboard, selectedDate, today } = rows;
  const { metrics } = dashboard;
  // The counts run up to the selected day; a past sync says the account has data after it.
  const hasHealthData = metrics.days_tracked > 0 || metrics.last_sync !== null;
  const newAccount = !hasHealthData && metrics.mood_entries === 0;
  // The day navigator and the cards, at the top of a phone's screen, come in the first commit;
  // the rows under them in a second, separate render right after it, so no one task builds the
  // whole dashboard (docs/decisions/055-dashboard-in-two-renders.md). They are added below
  // everything already shown, so nothing moves.
  const showRows = useDeferredValue(true, false);
  return (
    <>
      <DayNavigator date={selectedDate} today={today} onPrevious={onPreviousDay} onNext={onNextDay} />
      <SummaryCards dashboard={dashboard} selectedDate={selectedDate} today={today} />
      {showRows && <DashboardRows {...rows} hasHealthData={hasHealthData} newAccount={newAccount} />}
    </>
  );
}

type DashboardRowsProps = Omit<DashboardBodyProps, "onPreviousDay" | "onNextDay"> & {
  hasHealthData: boolean;
  newAccount: boolean;
};

/** The risk gauge (or the next steps) beside the trend, then the latest insight and the progress. */
function DashboardRows({
  dashboard,
  selectedDate,
  today,
  syncing,
  onSyncNow,
  wearableConnected,
  offeredWearables,
  connectLabel,
  hasTodayMood,
  onLogMood,
  hasHealthData,
  newAccount,
}: DashboardRowsProps) {
  const { metrics } = dashboard;
  return (
    <>
      <div className={styles.overviewRow}>
        <Card title="Burnout Risk">
          {metrics.burnout_risk_score === null ? (
            <NextSteps
              newAccount={newAccount}
              wearableConnected={wearableConnected}
              offeredWearables={offeredWearables}
              hasTodayMood={hasTodayMood}
              onLogMood={onLogMood}
            />
          ) : (
            <RiskGauge score={metrics.burnout_risk_score} details={dashboard.latest_burnout_score} />
          )}
        </Card>
        <HealthTrend
          data={dashboard.recent_health_data}
          endDate={selectedDate}
          today={today}
          syncing={syncing}
          onSyncNow={onSyncNow}
          hasAnyData={hasHealthData}
          wearableConnected={wearableConnected}
          connectLabel={connectLabel}
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
