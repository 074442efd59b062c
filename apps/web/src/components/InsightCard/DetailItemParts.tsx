// The recurring lines of an item in an insight's structured sections: a title (with any
// badges beside it) above the sentence that explains it, and a small icon beside a word.
import type { ReactNode } from "react";
import { Icon, type IconName } from "../Icon/Icon";
import * as styles from "./InsightCard.css";

type TitledTextProps = {
  title: string;
  text: string;
  /** Badges on the title's line ("Increasing", "High priority"). */
  children?: ReactNode;
};

export function TitledText({ title, text, children }: TitledTextProps) {
  const titleLine = <span className={styles.itemTitle}>{title}</span>;
  return (
    <>
      {children ? (
        <span className={styles.itemHead}>
          {titleLine}
          {children}
        </span>
      ) : (
        titleLine
      )}
      <span className={styles.itemText}>{text}</span>
    </>
  );
}

export function IconWord({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <span className={styles.trendWord}>
      <Icon name={icon} size="sm" />
      {children}
    </span>
  );
}
