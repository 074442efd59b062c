// The dashboard's sync button (docs/screens.md, docs/wearables.md): named after the connected provider ("WHOOP",
// "Oura"); with several connected it reads "Sync" and offers the choice of provider. While a
// sync runs it reads "Syncing..." with a spinning icon.
import { OFFLINE_NEEDS_CONNECTION, type WearableProvider, wearableDisplayName } from "@evenkeel/contracts";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/Button/Button";
import { Icon } from "../../components/Icon/Icon";
import { useServerOutOfReach } from "../../components/OfflineNotice/OfflineNotice";
import * as styles from "./DashboardPage.css";
import * as menuStyles from "./SyncButton.css";

type SyncButtonProps = {
  /** The providers a click may sync: the connected ones, else the one to try (and be told to connect). */
  targets: readonly WearableProvider[];
  syncing: boolean;
  onSync: (provider: WearableProvider) => void;
};

export function SyncButton({ targets, syncing, onSync }: SyncButtonProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const choice = targets.length > 1;
  const only = targets[0];
  const outOfReach = useServerOutOfReach();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !wrapper.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  const label = syncing ? "Syncing..." : choice || !only ? "Sync" : wearableDisplayName(only);
  return (
    <div className={menuStyles.wrapper} ref={wrapper}>
      <Button
        onClick={() => (choice ? setOpen((value) => !value) : only && onSync(only))}
        disabled={syncing || !only || outOfReach}
        title={outOfReach ? OFFLINE_NEEDS_CONNECTION : undefined}
        aria-live="polite"
        {...(choice ? { "aria-haspopup": "menu" as const, "aria-expanded": open } : {})}
      >
        <span className={styles.syncIcon({ spinning: syncing })}>
          <Icon name="refresh" size="sm" />
        </span>
        {label}
      </Button>
      {choice && open && (
        <div className={menuStyles.menu} role="menu" aria-label="Sync which wearable">
          {targets.map((provider) => (
            <button
              key={provider}
              type="button"
              role="menuitem"
              className={menuStyles.item}
              onClick={() => {
                setOpen(false);
                onSync(provider);
              }}
            >
              {wearableDisplayName(provider)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
