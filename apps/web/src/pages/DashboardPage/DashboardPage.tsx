// /dashboard (docs/screens.md): latest metrics, burnout risk, trends, insight and progress for
// the selected day, with the mood toggle, the wearable sync and the day navigator.
import {
  DASHBOARD_LOAD_FAILED,
  DEFAULT_WEARABLE_PROVIDER,
  nextStepConnect,
  PAGE_NAMES,
  PAGE_TITLES,
  type WearableProvider,
  wearableDisplayName,
} from "@evenkeel/contracts";
import { useDeferredValue, useState } from "react";
import { errorDetail } from "../../api/apiErrors";
import { useWearableProviders } from "../../api/useWearableProviders";
import { useWearableSync } from "../../api/useWearableSync";
import { useDocumentTitle } from "../../app/useDocumentTitle";
import { ErrorState } from "../../components/ErrorState/ErrorState";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { Spinner } from "../../components/Spinner/Spinner";
import { localDateTime } from "../../dates/formatDates";
import { todayIso } from "../../dates/today";
import { AlertBanner } from "./AlertBanner";
import { DashboardActions } from "./DashboardActions";
import { DashboardBody } from "./DashboardBody";
import { DashboardMoodPanel } from "./DashboardMoodPanel";
import * as styles from "./DashboardPage.css";
import { SyncFeedback } from "./SyncFeedback";
import { useAutoSync } from "./useAutoSync";
import { useSelectedDashboard } from "./useSelectedDashboard";
import { useTodayMood } from "./useTodayMood";

const SUBTITLE = "Track your health metrics and burnout risk";

export function DashboardPage() {
  useDocumentTitle(PAGE_TITLES.dashboard);
  const today = todayIso();
  const { query, selectedDate, goToPreviousDay, goToNextDay } = useSelectedDashboard();
  const todayMood = useTodayMood();
  const manualSync = useWearableSync();
  const wearables = useWearableProviders();
  const [syncedProvider, setSyncedProvider] = useState<WearableProvider>();
  // true or false once every lookup answered (the dashboard's first run and sync button).
  const wearableConnected = wearables.loading ? undefined : wearables.connected.length > 0;
  const [moodFormOpen, setMoodFormOpen] = useState(false);
  // The answer is built into the page in a background render that yields to the browser, not in
  // the one task its arrival runs in (docs/decisions/055-dashboard-in-two-renders.md).
  const dashboard = useDeferredValue(query.data);
  useAutoSync(dashboard?.metrics.last_sync, wearables.loading ? undefined : wearables.connected);
  // The connected providers; with none, the first the server can connect (a click then says
  // how to connect it).
  const firstConfigured = wearables.providers.find((provider) => provider.configured)?.provider;
  const syncTargets: WearableProvider[] =
    wearables.connected.length > 0 ? wearables.connected : firstConfigured ? [firstConfigured] : [];
  // Every provider the server can connect is named where connecting is offered.
  const offeredWearables = wearables.providers
    .filter((provider) => provider.configured)
    .map((provider) => provider.display_name);
  const connectLabel = nextStepConnect(
    offeredWearables.length > 0 ? offeredWearables : [wearableDisplayName(DEFAULT_WEARABLE_PROVIDER)],
  );

  if (!dashboard) {
    return (
      <>
        <PageHeader title={PAGE_NAMES.dashboard} subtitle={SUBTITLE} />
        {query.isError ? (
          <ErrorState
            title="Something went wrong"
            message={errorDetail(query.error, DASHBOARD_LOAD_FAILED)}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Spinner label="Loading your dashboard..." />
        )}
      </>
    );
  }

  const lastSync = dashboard.metrics.last_sync;
  const runManualSync = (provider: WearableProvider | undefined = syncTargets[0]) => {
    if (!provider) return;
    setSyncedProvider(provider);
    manualSync.sync(provider).catch((error: unknown) => console.error("Manual wearable sync failed", error));
  };

  return (
    <div className={styles.stack} aria-busy={query.isPlaceholderData}>
      <PageHeader
        title={PAGE_NAMES.dashboard}
        subtitle={
          <>
            {SUBTITLE}
            {lastSync && <span className={styles.lastSynced}>Last synced: {localDateTime(lastSync)}</span>}
          </>
        }
        actions={
          <DashboardActions
            moodFormOpen={moodFormOpen}
            hasTodayMood={todayMood.entry !== null}
            onToggleMood={() => setMoodFormOpen((open) => !open)}
            syncTargets={syncTargets}
            syncing={manualSync.isPending}
            onSync={runManualSync}
            wearableConnected={wearableConnected}
            connectLabel={connectLabel}
          />
        }
      />
      <AlertBanner />
      <SyncFeedback result={manualSync.data} error={manualSync.error} provider={syncedProvider} />
      {moodFormOpen && <DashboardMoodPanel todayMood={todayMood} onSaved={() => setMoodFormOpen(false)} />}
      <DashboardBody
        dashboard={dashboard}
        selectedDate={selectedDate ?? today}
        today={today}
        onPreviousDay={goToPreviousDay}
        onNextDay={goToNextDay}
        syncing={manualSync.isPending}
        onSyncNow={() => runManualSync()}
        wearableConnected={wearableConnected}
        offeredWearables={offeredWearables}
        connectLabel={connectLabel}
        hasTodayMood={todayMood.entry !== null}
        onLogMood={() => setMoodFormOpen(true)}
      />
    </div>
  );
}
