// The dashboard header's buttons (SPEC §2): the mood toggle ("Log Mood", "Edit Mood" or
// "Hide") and the sync button named after the wearable, which reads "Syncing..." with a
// spinning icon while a sync runs. With no wearable connected it leads to Settings to connect
// one instead of failing with "not connected" (issue 14).
import { DEFAULT_WEARABLE_PROVIDER, wearableDisplayName } from "@evenkeel/contracts";
import { Link } from "react-router";
import { Button } from "../../components/Button/Button";
import { button } from "../../components/Button/Button.css";
import { Icon } from "../../components/Icon/Icon";
import * as styles from "./DashboardPage.css";

type DashboardActionsProps = {
  moodFormOpen: boolean;
  hasTodayMood: boolean;
  onToggleMood: () => void;
  syncing: boolean;
  onSync: () => void;
  /** undefined while the connection lookup runs (the sync button shows meanwhile). */
  wearableConnected: boolean | undefined;
};

function moodToggleLabel(open: boolean, hasTodayMood: boolean): string {
  if (open) return "Hide";
  return hasTodayMood ? "Edit Mood" : "Log Mood";
}

export function DashboardActions({
  moodFormOpen,
  hasTodayMood,
  onToggleMood,
  syncing,
  onSync,
  wearableConnected,
}: DashboardActionsProps) {
  const wearable = wearableDisplayName(DEFAULT_WEARABLE_PROVIDER);
  return (
    <>
      <Button
        variant="soft"
        aria-expanded={moodFormOpen}
        aria-controls="dashboard-mood-form"
        onClick={onToggleMood}
      >
        <Icon name={moodFormOpen ? "close" : "mood"} size="sm" />
        {moodToggleLabel(moodFormOpen, hasTodayMood)}
      </Button>
      {wearableConnected === false ? (
        <Link className={button()} to="/settings">
          <Icon name="link" size="sm" />
          Connect {wearable}
        </Link>
      ) : (
        <Button onClick={onSync} disabled={syncing} aria-live="polite">
          <span className={styles.syncIcon({ spinning: syncing })}>
            <Icon name="refresh" size="sm" />
          </span>
          {syncing ? "Syncing..." : wearable}
        </Button>
      )}
    </>
  );
}
