// "Nothing here yet": a calm panel with a title, one line of guidance and an optional action.
import type { ReactNode } from "react";
import { Icon, type IconName } from "../Icon/Icon";
import * as styles from "./EmptyState.css";

type EmptyStateProps = {
  title: string;
  message?: string;
  action?: ReactNode;
  icon?: IconName;
  /** Heading level that keeps the page outline right where the panel sits. */
  titleLevel?: "h2" | "h3";
};

export function EmptyState({ title, message, action, icon = "sparkle", titleLevel = "h3" }: EmptyStateProps) {
  const Heading = titleLevel;
  return (
    <div className={styles.root}>
      <span className={styles.icon}>
        <Icon name={icon} size="lg" />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {message && <p className={styles.message}>{message}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
