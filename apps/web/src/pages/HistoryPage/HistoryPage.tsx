// /history (docs/screens.md): health metrics over 7, 14 or 30 days, their averages, the chart and
// the burnout-risk table, all for the same range.
import {
  DEFAULT_HISTORY_RANGE_DAYS,
  EXPORT_DIALOG_TITLE,
  HISTORY_LOAD_FAILED,
  PAGE_NAMES,
  PAGE_TITLES,
  REPORT_TITLE,
} from "@evenkeel/contracts";
import { keepPreviousData } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { trpc } from "../../api/trpc";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { Button } from "../../components/Button/Button";
import { Card } from "../../components/Card/Card";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { ErrorState } from "../../components/ErrorState/ErrorState";
import { Icon } from "../../components/Icon/Icon";
import { MetricsChart } from "../../components/MetricsChart/MetricsChart";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { Spinner } from "../../components/Spinner/Spinner";
import { todayIso } from "../../dates/today";
import { BurnoutHistoryTable } from "./BurnoutHistoryTable";
import { ExportDialog } from "./ExportDialog";
import { HealthSummaryCards } from "./HealthSummaryCards";
import * as styles from "./HistoryPage.css";
import { historyRange } from "./historyRange";
import { RangePicker } from "./RangePicker";
import { ReportDialog } from "./ReportDialog";
import { RescoringNotice } from "./RescoringNotice";

export function HistoryPage() {
  useDocumentTitle(PAGE_TITLES.history);
  const [days, setDays] = useState<number>(DEFAULT_HISTORY_RANGE_DAYS);
  const [dialog, setDialog] = useState<"export" | "report" | null>(null);
  const range = historyRange(days, todayIso());
  const query = { start_date: range.start, end_date: range.end, limit: days };
  // Both are requested only when the start date is present.
  const metrics = trpc.health.metrics.useQuery(query, {
    enabled: Boolean(range.start),
    placeholderData: keepPreviousData,
  });
  const scores = trpc.burnout.history.useQuery(query, {
    enabled: Boolean(range.start),
    placeholderData: keepPreviousData,
  });

  const refetchScores = scores.refetch;
  const reloadScores = useCallback(() => void refetchScores(), [refetchScores]);

  const retry = () => {
    void metrics.refetch();
    void scores.refetch();
  };

  return (
    <>
      <PageHeader
        title={PAGE_NAMES.history}
        subtitle="Your recovery, sleep, HRV, strain and burnout risk over time"
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog("report")}>
              <Icon name="heart" size="sm" />
              {REPORT_TITLE}
            </Button>
            <Button variant="secondary" onClick={() => setDialog("export")}>
              <Icon name="download" size="sm" />
              {EXPORT_DIALOG_TITLE}
            </Button>
          </>
        }
      />
      {dialog === "export" && (
        <ExportDialog
          range={{ start_date: range.start, end_date: range.end }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "report" && <ReportDialog onClose={() => setDialog(null)} />}
      <div className={styles.page}>
        <RangePicker days={days} range={range} onChange={setDays} />
        <RescoringNotice onFinished={reloadScores} />
        {metrics.error || scores.error ? (
          <ErrorState title="Error Loading History" message={HISTORY_LOAD_FAILED} onRetry={retry} />
        ) : metrics.isPending || scores.isPending ? (
          <Spinner label="Loading your history..." />
        ) : (
          <>
            {metrics.data.length > 0 && <HealthSummaryCards metrics={metrics.data} />}
            <Card>
              {metrics.data.length > 0 ? (
                <MetricsChart data={metrics.data} title="Health Metrics" />
              ) : (
                <EmptyState
                  icon="activity"
                  titleLevel="h2"
                  title="No Health Data Available"
                  message="Connect your wearable device or wait for data to sync."
                />
              )}
            </Card>
            <Card title="Burnout Risk History">
              {scores.data.length > 0 ? (
                <BurnoutHistoryTable scores={scores.data} />
              ) : (
                <EmptyState
                  icon="shield"
                  title="No Burnout History"
                  message="Burnout risk calculations will appear here once you have enough data."
                />
              )}
            </Card>
          </>
        )}
      </div>
    </>
  );
}
