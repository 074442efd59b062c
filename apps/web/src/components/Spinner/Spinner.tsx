// A centred busy indicator with its words ("Saving mood...", "Loading your dashboard...").
// The label is announced politely to screen readers.
import * as styles from "./Spinner.css";

export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
