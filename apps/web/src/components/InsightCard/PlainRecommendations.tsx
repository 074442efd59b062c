// An insight without structured data: its recommendations.items as a plain list (SPEC §2).
import { DetailSection } from "./DetailSection";
import * as styles from "./InsightCard.css";

export function PlainRecommendations({ items }: { items: readonly string[] }) {
  return (
    <DetailSection title="Recommendations" count={items.length}>
      <ul className={styles.bullets}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </DetailSection>
  );
}
