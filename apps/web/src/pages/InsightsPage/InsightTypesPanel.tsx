// The static "Insight Types" panel (docs/screens.md): what the insights look at.
import { Card } from "../../components/Card/Card";
import { Icon, type IconName } from "../../components/Icon/Icon";
import * as styles from "./InsightsPage.css";

const TYPES: ReadonlyArray<{ name: string; text: string; icon: IconName }> = [
  {
    name: "Sleep Optimization",
    text: "How your sleep quality and duration shape the next day.",
    icon: "moon",
  },
  { name: "Recovery Analysis", text: "Recovery and HRV against your personal baseline.", icon: "heart" },
  {
    name: "Burnout Prevention",
    text: "Early warning signs in your risk score and what to do.",
    icon: "shield",
  },
  { name: "Mood Patterns", text: "How your daily mood moves with sleep, strain and recovery.", icon: "mood" },
];

export function InsightTypesPanel() {
  return (
    <Card title="Insight Types">
      <ul className={styles.types}>
        {TYPES.map((type) => (
          <li key={type.name} className={styles.typeItem}>
            <span className={styles.typeIcon} aria-hidden="true">
              <Icon name={type.icon} size="md" />
            </span>
            <span>
              <span className={styles.typeName}>{type.name}</span>
              <p className={styles.typeText}>{type.text}</p>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
