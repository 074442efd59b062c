// Settings › Danger Zone (docs/screens.md): "Sign Out" and "Delete All Account Data" (the modal).
import { useState } from "react";
import { Button } from "../../components/Button/Button";
import { Card } from "../../components/Card/Card";
import { Icon } from "../../components/Icon/Icon";
import { useSignOut } from "../../session/useSignOut";
import { EraseDataModal } from "./EraseDataModal/EraseDataModal";
import * as styles from "./SettingsPage.css";

export function DangerZone() {
  const signOut = useSignOut();
  const [eraseOpen, setEraseOpen] = useState(false);
  return (
    <Card title="Danger Zone">
      <div className={styles.dangerRow}>
        <div className={styles.dangerText}>
          <h3 className={styles.dangerTitle}>Sign out</h3>
          <p className={styles.note}>End your session on this device.</p>
        </div>
        <Button variant="secondary" onClick={() => void signOut()}>
          <Icon name="logout" size="sm" />
          Sign Out
        </Button>
      </div>
      <div className={styles.dangerRow}>
        <div className={styles.dangerText}>
          <h3 className={styles.dangerTitle}>Delete all account data</h3>
          <p className={styles.note}>Erase every health record, mood, insight and the wearable connection.</p>
        </div>
        <Button variant="danger" onClick={() => setEraseOpen(true)}>
          <Icon name="trash" size="sm" />
          Delete All Account Data
        </Button>
      </div>
      {eraseOpen && <EraseDataModal onClose={() => setEraseOpen(false)} />}
    </Card>
  );
}
