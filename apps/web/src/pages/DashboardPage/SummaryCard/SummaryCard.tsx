// One of the dashboard's four summary cards (docs/screens.md): title, value ("--" without one), unit,
// icon, trend against its reference, colour and an optional subtitle.
import type { CardTrend } from "@evenkeel/domain";
import { Icon, type IconName } from "../../../components/Icon/Icon";
import { visuallyHidden } from "../../../styles/visuallyHidden.css";
import * as styles from "./SummaryCard.css";

const TREND_WORDS: Record<CardTrend, { label: string; icon: IconName; relation: string }> = {
  up: { label: "Up", icon: "trendUp", relation: "above" },
  down: { label: "Down", icon: "trendDown", relation: "below" },
  stable: { label: "Stable", icon: "trendFlat", relation: "level with" },
};

export type SummaryCardProps = {
  title: string;
  /** Already formatted; null shows "--". */
  value: string | null;
  unit: string;
  icon: IconName;
  trend: CardTrend;
  /** The reference the trend compares with, as read aloud, e.g. "70%". */
  reference: string;
  color: styles.SummaryCardColor;
  subtitle?: string;
};

export function SummaryCard({
  title,
  value,
  unit,
  icon,
  trend,
  reference,
  color,
  subtitle,
}: SummaryCardProps) {
  const words = TREND_WORDS[trend];
  return (
    <article className={styles.root({ color })}>
      <div className={styles.header}>
        <h3 className={styles.title}>{title}</h3>
        <span className={styles.iconWell({ color })} aria-hidden="true">
          <Icon name={icon} />
        </span>
      </div>
      <p className={styles.valueRow}>
        <span className={styles.value}>{value ?? "--"}</span>
        {value !== null && <span className={styles.unit}>{unit}</span>}
      </p>
      <div className={styles.footer}>
        <span className={styles.trend({ direction: trend })} title={`Compared with ${reference}`}>
          <Icon name={words.icon} size="sm" />
          {words.label}
          <span className={visuallyHidden}>
            {value === null ? ", no value yet" : `, ${words.relation} the reference of ${reference}`}
          </span>
        </span>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
    </article>
  );
}
