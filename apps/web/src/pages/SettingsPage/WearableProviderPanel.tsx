// One provider in Settings › Wearable Connection (docs/screens.md, docs/wearables.md): its Status (Connected,
// Not Connected, Reconnect needed, or Not configured on this server); when not connected a
// Connect button and a note on what syncing gives; when connected Disconnect, Connected At,
// Last Synced (if any), Auto-Sync, and which data the account did not share, with Reconnect
// beside Disconnect so the member can go back to the consent page and allow it. A provider that
// ends its grants on its own (Google Health for an app in Testing) says when, and offers Reconnect.
import {
  DEMO_NOT_SIMULATED_CHIP,
  demoWearableNotSimulated,
  WEARABLE_NEEDS_RECONNECT,
  wearableAccessEndsOn,
  wearableDataNotShared,
  wearableNotConfigured,
  wearableSyncedData,
} from "@evenkeel/contracts";
import type { WearableProviderState } from "../../api/useWearableProviders";
import { Button } from "../../components/Button/Button";
import { Chip } from "../../components/Chip/Chip";
import { Icon } from "../../components/Icon/Icon";
import { Notice } from "../../components/Notice/Notice";
import { instantLongDay, localDateTime } from "../../dates/formatDates";
import { useSessionKind } from "../../session/sessionKind";
import { type DetailRow, DetailRows } from "./DetailRows";
import * as styles from "./SettingsPage.css";
import { useWearableConnection } from "./useWearableConnection";
import * as panelStyles from "./WearableProviderPanel.css";

export function WearableProviderPanel({ state }: { state: WearableProviderState }) {
  const { provider, display_name: name, configured, connection } = state;
  const { busy, error, success, connect, disconnect } = useWearableConnection(provider);
  // The demo simulates its wearables: one it lacks is not a server's missing settings.
  const inDemo = useSessionKind() === "demo";

  const status = connection ? (
    connection.needs_reconnect ? (
      <Chip tone="warning">Reconnect needed</Chip>
    ) : (
      <Chip tone="success">Connected</Chip>
    )
  ) : configured ? (
    <Chip tone="neutral">Not Connected</Chip>
  ) : (
    <Chip tone="neutral">{inDemo ? DEMO_NOT_SIMULATED_CHIP : "Not configured"}</Chip>
  );

  const rows: DetailRow[] = [
    { label: "Status", value: <span className={styles.statusValue}>{status}</span> },
  ];
  if (connection) {
    rows.push({ label: "Connected At", value: localDateTime(connection.connected_at) });
    if (connection.last_synced_at)
      rows.push({ label: "Last Synced", value: localDateTime(connection.last_synced_at) });
    rows.push({ label: "Auto-Sync", value: connection.sync_enabled ? "Enabled" : "Disabled" });
  }
  const headingId = `wearable-${provider}`;
  const partialConsent = connection !== null && connection.unavailable_data.length > 0;
  const accessEndsAt = connection?.needs_reconnect ? null : (connection?.access_ends_at ?? null);

  return (
    <section className={panelStyles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={panelStyles.heading}>
        {name}
      </h3>
      {success && <Notice tone="success">{success}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      {connection?.needs_reconnect && <Notice tone="error">{WEARABLE_NEEDS_RECONNECT}</Notice>}
      {connection && connection.unavailable_data.length > 0 && (
        <Notice tone="info">{wearableDataNotShared(name, connection.unavailable_data)}</Notice>
      )}
      {accessEndsAt && (
        <Notice tone="info">{wearableAccessEndsOn(name, instantLongDay(accessEndsAt))}</Notice>
      )}
      <DetailRows rows={rows} />
      {!connection && configured && (
        <p className={styles.note}>
          Connect your {name} account to sync {wearableSyncedData(provider)} every day. Synced data feeds your
          health metrics and your burnout risk predictions.
        </p>
      )}
      {!connection && !configured && (
        <p className={styles.note}>
          {inDemo ? demoWearableNotSimulated(name) : wearableNotConfigured(name)}.
        </p>
      )}
      {(configured || connection) && (
        <div className={styles.actions}>
          {configured && (!connection || connection.needs_reconnect || partialConsent || accessEndsAt) && (
            <Button onClick={() => void connect()} disabled={busy}>
              <Icon name="link" size="sm" />
              {connection ? "Reconnect" : `Connect ${name}`}
            </Button>
          )}
          {connection && (
            <Button variant="secondary" onClick={() => void disconnect()} disabled={busy}>
              Disconnect
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
