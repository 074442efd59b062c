// Placeholder rows while the mood history loads (docs/screens.md).
import * as styles from "./MoodPage.css";

const ROWS = ["first", "second", "third"];

export function MoodHistorySkeleton() {
  return (
    <div role="status" aria-label="Loading mood history">
      <ul className={styles.list} aria-hidden="true">
        {ROWS.map((row) => (
          <li key={row} className={styles.skeletonRow}>
            <span className={styles.skeletonBlock({ shape: "circle" })} />
            <span className={styles.skeletonLines}>
              <span className={styles.skeletonBlock({ shape: "title" })} />
              <span className={styles.skeletonBlock({ shape: "text" })} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
