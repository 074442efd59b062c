// Settings › Alert history: every early-warning alert, newest first, with whether it
// was sent or held back (an illness tag that week), each opening its page in the app through a
// link that names what it opens.
import {
  ALERT_HELD_ILLNESS,
  ALERTS_EMPTY,
  ALERTS_TITLE,
  alertHistoryLine,
  alertOpenLabel,
} from "@evenkeel/contracts";
import { Link } from "react-router";
import { trpc } from "../../api/trpc";
import { Card } from "../../components/Card/Card";
import { Spinner } from "../../components/Spinner/Spinner";
import { dayLabel, shortDate } from "../../dates/formatDates";
import * as styles from "./SettingsPage.css";

export function AlertHistorySection() {
  const alerts = trpc.notifications.alerts.useQuery();
  return (
    <Card title={ALERTS_TITLE}>
      {alerts.isPending ? (
        <Spinner label="Loading alerts..." />
      ) : !alerts.data?.length ? (
        <p className={styles.note}>{ALERTS_EMPTY}</p>
      ) : (
        <ul className={styles.linkList}>
          {alerts.data.map((alert) => (
            <li key={alert.id} className={styles.dangerRow}>
              <span className={styles.dangerText}>
                <span className={styles.dangerTitle}>{dayLabel(alert.date)}</span>
                <span className={styles.note}>
                  {alertHistoryLine(alert.level as "high" | "critical", alert.status === "held")}
                  {alert.status === "held" && ` — ${ALERT_HELD_ILLNESS}`}
                </span>
              </span>
              <Link to={`/alerts/${encodeURIComponent(alert.id)}`}>
                {alertOpenLabel(shortDate(alert.date))}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
