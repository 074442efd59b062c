// A burnout risk level as a coloured badge that always carries its words.
import type { RiskLevel } from "@evenkeel/contracts";
import * as styles from "./RiskBadge.css";

export function RiskBadge({ level, label }: { level: RiskLevel; label: string }) {
  return (
    <span className={styles.badge({ level })}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
