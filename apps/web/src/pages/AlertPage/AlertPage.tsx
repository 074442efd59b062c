// /alerts/:id: where an early-warning notification opens. The day's score with what
// it rests on (which signals add the most, how sure), how many days the level has held, the
// Burnout Analysis written for it (its support resources included), and, for an alert held
// back, why. Opening it marks it read, which dismisses the dashboard banner. The level is the one
// stored with the day's score, as on the gauge and in History, with the rule that holds
// it apart from the number; the analysis opens with its details shown.
import {
  ALERT_HELD_ILLNESS,
  ALERT_NOT_FOUND,
  alertRaisedAt,
  PAGE_NAMES,
  PAGE_TITLES,
  RISK_LABELS,
} from "@evenkeel/contracts";
import { addDays, gaugeRiskLevel, shownLevel } from "@evenkeel/domain";
import { useEffect } from "react";
import { useParams } from "react-router";
import { errorDetail } from "../../api/apiErrors";
import { trpc } from "../../api/trpc";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { Card } from "../../components/Card/Card";
import { ErrorState } from "../../components/ErrorState/ErrorState";
import { InsightCard } from "../../components/InsightCard/InsightCard";
import { Notice } from "../../components/Notice/Notice";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { PageSkeleton } from "../../components/PageSkeleton/PageSkeleton";
import { RiskBadge } from "../../components/RiskBadge/RiskBadge";
import { dayLabel } from "../../dates/formatDates";
import { ScoreExplanation } from "../DashboardPage/RiskGauge/ScoreExplanation";
import * as styles from "./AlertPage.css";
import { heldDays } from "./heldDays";

const HISTORY_DAYS = 14;

export function AlertPage() {
  useDocumentTitle(PAGE_TITLES.alert);
  const { id = "" } = useParams();
  const utils = trpc.useUtils();
  const detail = trpc.notifications.alert.useQuery({ id });
  const date = detail.data?.alert.date;
  const history = trpc.burnout.history.useQuery(
    { start_date: date ? addDays(date, -(HISTORY_DAYS - 1)) : "", end_date: date, limit: HISTORY_DAYS },
    { enabled: date !== undefined },
  );
  const markRead = trpc.notifications.readAlert.useMutation({
    onSuccess: () => utils.notifications.alerts.invalidate(),
  });
  const unread = detail.data && detail.data.alert.read_at === null;
  const { mutate } = markRead;

  useEffect(() => {
    if (unread) mutate({ id });
  }, [unread, id, mutate]);

  if (detail.isPending) return <PageSkeleton />;
  if (detail.isError || !detail.data) {
    return <ErrorState title={ALERT_NOT_FOUND} message={errorDetail(detail.error, ALERT_NOT_FOUND)} />;
  }
  const { alert, score, insight } = detail.data;
  const days = history.data ? heldDays(history.data, alert.date) : null;
  const shown = score ? shownLevel(score, gaugeRiskLevel) : null;
  const level = shown?.level ?? alert.level;

  return (
    <div className={styles.stack}>
      <PageHeader title={PAGE_NAMES.alert} subtitle={`Score day: ${dayLabel(alert.date)}`} />
      {alert.status === "held" && <Notice tone="info">{ALERT_HELD_ILLNESS}</Notice>}
      <Card title="What changed">
        <div className={styles.body}>
          <p className={styles.level}>
            <RiskBadge level={level} label={RISK_LABELS[level]} />
            {days !== null && days > 0 && (
              <span>
                {days === 1
                  ? "Reached on this day."
                  : `At high or above for ${days} days in a row, up to this day.`}
              </span>
            )}
          </p>
          {shown?.note && <p className={styles.note}>{shown.note}</p>}
          {level !== alert.level && <p className={styles.note}>{alertRaisedAt(alert.level, level)}</p>}
          <ScoreExplanation score={score?.overall_risk_score ?? null} details={score} />
        </div>
      </Card>
      {insight ? (
        <InsightCard insight={insight} detailsOpen />
      ) : (
        <p>No Burnout Analysis could be written for this day.</p>
      )}
    </div>
  );
}
