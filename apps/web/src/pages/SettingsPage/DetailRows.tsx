// Label/value rows of a settings section ("Email", "Member Since", "Status"…).
import type { ReactNode } from "react";
import * as styles from "./SettingsPage.css";

export type DetailRow = { label: string; value: ReactNode };

export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className={styles.details}>
      {rows.map((row) => (
        <div key={row.label} className={styles.detailRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
