// "Generate New Insight": a menu button with the three insight types (docs/screens.md).
// Keyboard: Enter, Space or Down opens on the first type, Up on the last; arrows move,
// Home/End jump, Escape closes and returns to the button, Tab leaves and closes.
import { INSIGHT_TYPES, type InsightType, OFFLINE_NEEDS_CONNECTION } from "@evenkeel/contracts";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { button } from "../../components/Button/Button.css";
import { Icon } from "../../components/Icon/Icon";
import { INSIGHT_TYPE_INFO } from "../../components/InsightCard/insightTypes";
import { useServerOutOfReach } from "../../components/OfflineNotice/OfflineNotice";
import * as styles from "./GenerateInsightMenu.css";

type GenerateInsightMenuProps = {
  label: string;
  generating: boolean;
  onGenerate: (type: InsightType) => void;
};

export function GenerateInsightMenu({ label, generating, onGenerate }: GenerateInsightMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const outOfReach = useServerOutOfReach();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (type: InsightType) => {
    close(true);
    onGenerate(type);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") openAt(0);
    else if (event.key === "ArrowUp") openAt(INSIGHT_TYPES.length - 1);
    else return;
    event.preventDefault();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = INSIGHT_TYPES.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    } else if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] ?? 0);
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={button({ variant: "primary" })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={generating || outOfReach}
        title={outOfReach ? OFFLINE_NEEDS_CONNECTION : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="sparkle" size="sm" />
        {generating ? "Generating..." : label}
        {!generating && (
          <span className={styles.chevron}>
            <Icon name="chevronDown" size="sm" />
          </span>
        )}
      </button>
      {open && (
        <div
          id={menuId}
          className={styles.menu}
          role="menu"
          aria-label="Insight type"
          onKeyDown={onMenuKeyDown}
        >
          {INSIGHT_TYPES.map((type, index) => {
            const info = INSIGHT_TYPE_INFO[type];
            return (
              <button
                key={type}
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                className={styles.item}
                onClick={() => choose(type)}
              >
                <span className={styles.itemIcon}>
                  <Icon name={info.icon} size="md" />
                </span>
                <span className={styles.itemText}>
                  <span className={styles.itemLabel}>{info.label}</span>
                  <span className={styles.itemDescription}>{info.description}</span>
                </span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
