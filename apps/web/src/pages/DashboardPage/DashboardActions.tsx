// The dashboard header's buttons (SPEC §2): the mood toggle ("Log Mood", "Edit Mood" or
// "Hide") and the sync button named after the wearable, which reads "Syncing..." with a
// spinning icon while a sync runs.
import { DEFAULT_WEARABLE_PROVIDER, wearableDisplayName } from "@evenkeel/contracts";
import { Button } from "../../components/Button/Button";
import { Icon } from "../../components/Icon/Icon";
import * as styles from "./DashboardPage.css";

type DashboardActionsProps = {
  moodFormOpen: boolean;
  hasTodayMood: boolean;
  onToggleMood: () => void;
  syncing: boolean;
  onSync: () => void;
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
}: DashboardActionsProps) {
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
      <Button onClick={onSync} disabled={syncing} aria-live="polite">
        <span className={styles.syncIcon({ spinning: syncing })}>
          <Icon name="refresh" size="sm" />
        </span>
        {syncing ? "Syncing..." : wearableDisplayName(DEFAULT_WEARABLE_PROVIDER)}
      </Button>
    </>
  );
}
