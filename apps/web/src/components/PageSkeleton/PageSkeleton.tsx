// What a page shows while its code is on its way (the main area was blank for up to
// a second): grey blocks in the shape of a page header and a few cards, and "Loading page..."
// for screen readers. Motion stops for people who ask for less.
import { visuallyHidden } from "../../styles/visuallyHidden.css";
import * as styles from "./PageSkeleton.css";

export function PageSkeleton() {
  return (
    <div className={styles.root} role="status" aria-busy="true">
      <span className={visuallyHidden}>Loading page...</span>
      <div className={styles.header} aria-hidden="true">
        <span className={styles.block({ size: "title" })} />
        <span className={styles.block({ size: "line" })} />
      </div>
      <div className={styles.grid} aria-hidden="true">
        <span className={styles.block({ size: "card" })} />
        <span className={styles.block({ size: "card" })} />
        <span className={styles.block({ size: "card" })} />
      </div>
      <span className={styles.block({ size: "panel" })} aria-hidden="true" />
    </div>
  );
}
