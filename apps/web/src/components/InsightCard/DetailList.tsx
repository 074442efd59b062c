// A titled block inside an insight card ("Key Metrics", "Warning Signs", …), hidden when it
// has nothing to list: structured items as one small card each, plain lines as bullets.
import type { ReactNode } from "react";
import * as styles from "./InsightCard.css";

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h4 className={styles.sectionTitle}>{title}</h4>
      {children}
    </section>
  );
}

type DetailListProps<Item> = {
  title: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** "grid" tiles short items (key metrics) side by side. */
  layout?: "list" | "grid";
  children: (item: Item) => ReactNode;
};

export function DetailList<Item>({
  title,
  items,
  itemKey,
  layout = "list",
  children,
}: DetailListProps<Item>) {
  if (items.length === 0) return null;
  return (
    <DetailSection title={title}>
      <ul className={layout === "grid" ? styles.metricGrid : styles.list}>
        {items.map((item) => (
          <li key={itemKey(item)} className={styles.item}>
            {children(item)}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

export function DetailBullets({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <DetailSection title={title}>
      <ul className={styles.bullets}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </DetailSection>
  );
}
