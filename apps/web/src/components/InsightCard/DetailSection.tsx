// A titled block inside an insight card ("Key Metrics", "Warning Signs", …); hidden when empty.
import type { ReactNode } from "react";
import * as styles from "./InsightCard.css";

export function DetailSection({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section className={styles.section}>
      <h4 className={styles.sectionTitle}>{title}</h4>
      {children}
    </section>
  );
}
