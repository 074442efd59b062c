// The dashboard header's buttons (docs/screens.md): the mood toggle ("Log Mood", "Edit Mood" or
// "Hide") and the sync button named after the wearable (SyncButton.tsx). With no wearable
// connected it leads to Settings to connect one instead of failing with "not connected".
import type { WearableProvider } from "@evenkeel/contracts";
import { Link } from "react-router";
import { Button } from "../../components/Button/Button";
import { button } from "../../components/Button/Button.css";
import { Icon } from "../../components/Icon/Icon";
import { SyncButton } from "./SyncButton";

type DashboardActionsProps = {
  moodFormOpen: boolean;
  hasTodayMood: boolean;
  onToggleMood: () => void;
  syncTargets: readonly WearableProvider[];
  syncing: boolean;
  onSync: (provider: WearableProvider) => void;
  /** undefined while the connection lookups run (the sync button shows meanwhile). */
  wearableConnected: boolean | undefined;
  /** "Connect WHOOP or Oura": every provider the server offers. */
  connectLabel: string;
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
  wearableConnected,
  connectLabel,
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
      {wearableConnected === false ? (
        <Link className={button()} to="/settings">
          <Icon name="link" size="sm" />
          {connectLabel}
        </Link>
      ) : (
        <SyncButton targets={syncTargets} syncing={syncing} onSync={onSync} />
      )}
    </>
  );
}
