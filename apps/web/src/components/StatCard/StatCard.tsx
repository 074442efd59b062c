// One statistic in a card (mood stats, history averages): name, value, unit, context line.
import { Icon, type IconName } from "../Icon/Icon";
import * as styles from "./StatCard.css";

type StatCardProps = styles.StatCardVariants & {
  title: string;
  value: string;
  unit?: string;
  subtitle?: string;
  icon: IconName;
};

export function StatCard({ title, value, unit, subtitle, icon, tone, emphasis }: StatCardProps) {
  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.layout}>
        <span className={styles.iconWell({ tone })} aria-hidden="true">
          <Icon name={icon} size="lg" />
        </span>
        <div className={styles.body}>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.valueRow}>
            <span className={styles.value({ emphasis })}>{value}</span>
            {unit && <span className={styles.unit}>{unit}</span>}
          </p>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
      </div>
    </section>
  );
}
