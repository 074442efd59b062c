// The dashboard's banner for an unread early-warning alert: the same words as the
// notification, a way to what changed, and Dismiss (which marks it read). A held alert says why
// it was not sent.
import {
  ALERT_BANNER,
  ALERT_BANNER_DISMISS,
  ALERT_BANNER_OPEN,
  ALERT_HELD_ILLNESS,
} from "@evenkeel/contracts";
import { Link } from "react-router";
import { trpc } from "../../api/trpc";
import { Button } from "../../components/Button/Button";
import { Notice } from "../../components/Notice/Notice";
import * as styles from "./DashboardPage.css";

export function AlertBanner() {
  const utils = trpc.useUtils();
  const alerts = trpc.notifications.alerts.useQuery();
  const dismiss = trpc.notifications.readAlert.useMutation({
    onSuccess: () => utils.notifications.alerts.invalidate(),
  });
  const unread = alerts.data?.find((alert) => alert.read_at === null);
  if (!unread) return null;
  return (
    <Notice tone="info">
      {ALERT_BANNER}
      {unread.status === "held" && ` ${ALERT_HELD_ILLNESS}`}
      <span className={styles.bannerActions}>
        <Link to={`/alerts/${encodeURIComponent(unread.id)}`}>{ALERT_BANNER_OPEN}</Link>
        <Button
          variant="secondary"
          size="sm"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate({ id: unread.id })}
        >
          {ALERT_BANNER_DISMISS}
        </Button>
      </span>
    </Notice>
  );
}
