// A screen's heading (its one h1), an optional subtitle and the screen's main actions.
import type { ReactNode } from "react";
import * as styles from "./PageHeader.css";

type PageHeaderProps = { title: string; subtitle?: ReactNode; actions?: ReactNode };

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className={styles.root}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
