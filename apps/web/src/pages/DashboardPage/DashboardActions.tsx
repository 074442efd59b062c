// The dashboard header's buttons (SPEC §2): the mood toggle ("Log Mood", "Edit Mood" or
// "Hide") and the sync button named after the wearable (SyncButton.tsx).
import type { WearableProvider } from "@evenkeel/contracts";
import { Button } from "../../components/Button/Button";
import { Icon } from "../../components/Icon/Icon";
import { SyncButton } from "./SyncButton";

type DashboardActionsProps = {
  moodFormOpen: boolean;
  hasTodayMood: boolean;
  onToggleMood: () => void;
  syncTargets: readonly WearableProvider[];
  syncing: boolean;
  onSync: (provider: WearableProvider) => void;
};

function moodToggleLabel(open: boolean, hasTodayMood: boolean): string {
  if (open) return "Hide";
  return hasTodayMood ? "Edit Mood" : "Log Mood";
}

export function DashboardActions({
  moodFormOpen,
  hasTodayMood,
  onToggleMood,
  syncTargets,
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
      <SyncButton targets={syncTargets} syncing={syncing} onSync={onSync} />
    </>
  );
}
