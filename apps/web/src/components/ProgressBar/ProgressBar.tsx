// How far something long has come (an upload, an import): a label, the whole percent and a bar,
// exposed as a progressbar to assistive technology.
import { useId } from "react";
import * as styles from "./ProgressBar.css";

export function ProgressBar({ label, share }: { label: string; share: number }) {
  const labelId = useId();
  const percent = Math.max(0, Math.min(100, Math.floor(share * 100)));
  return (
    <div className={styles.root}>
      <div className={styles.labels}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.percent} aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
