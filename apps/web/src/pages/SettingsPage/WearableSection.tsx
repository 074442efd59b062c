// Settings › Wearable Connection (SPEC §2): Status; when not connected a Connect button and a
// note on what syncing gives; when connected Disconnect, Connected At, Last Synced (if any)
// and Auto-Sync. A connection the provider stopped accepting reads "Reconnect needed".
import { WEARABLE_NEEDS_RECONNECT } from "@evenkeel/contracts";
import { Button } from "../../components/Button/Button";
import { Card } from "../../components/Card/Card";
import { Chip } from "../../components/Chip/Chip";
import { Icon } from "../../components/Icon/Icon";
import { Notice } from "../../components/Notice/Notice";
import { Spinner } from "../../components/Spinner/Spinner";
import { localDateTime } from "../../dates/formatDates";
import { type DetailRow, DetailRows } from "./DetailRows";
import * as styles from "./SettingsPage.css";
import { useWearableConnection, WEARABLE_NAME } from "./useWearableConnection";

export function WearableSection() {
  const { connection, loading, busy, error, success, connect, disconnect } = useWearableConnection();

  const status = !connection ? (
    <Chip tone="neutral">Not Connected</Chip>
  ) : connection.needs_reconnect ? (
    <Chip tone="warning">Reconnect needed</Chip>
  ) : (
    <Chip tone="success">Connected</Chip>
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

  return (
    <Card title="Wearable Connection">
      {loading ? (
        <Spinner label={`Checking your ${WEARABLE_NAME} connection...`} />
      ) : (
        <div className={styles.sectionBody}>
          {success && <Notice tone="success">{success}</Notice>}
          {error && <Notice tone="error">{error}</Notice>}
          {connection?.needs_reconnect && <Notice tone="error">{WEARABLE_NEEDS_RECONNECT}</Notice>}
          <DetailRows rows={rows} />
          {!connection && (
            <p className={styles.note}>
              Connect your {WEARABLE_NAME} account to sync recovery, sleep, HRV and strain every day. Synced
              data feeds your health metrics and your burnout risk predictions.
            </p>
          )}
          <div className={styles.actions}>
            {(!connection || connection.needs_reconnect) && (
              <Button onClick={() => void connect()} disabled={busy}>
                <Icon name="link" size="sm" />
                {connection ? "Reconnect" : `Connect ${WEARABLE_NAME}`}
              </Button>
            )}
            {connection && (
              <Button variant="secondary" onClick={() => void disconnect()} disabled={busy}>
                Disconnect
              </Button>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
