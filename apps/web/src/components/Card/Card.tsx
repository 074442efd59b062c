// A titled (or untitled) white card; screens compose their panels from it.
import { type ReactNode, useId } from "react";
import * as styles from "./Card.css";

type CardProps = styles.CardVariants & {
  /** Shown as a heading when given; `titleLevel` keeps the document outline right. */
  title?: string;
  titleLevel?: "h2" | "h3";
  actions?: ReactNode;
  children: ReactNode;
  as?: "section" | "div" | "article";
};

export function Card({
  tone,
  padding,
  title,
  titleLevel = "h2",
  actions,
  children,
  as = "section",
}: CardProps) {
  const Root = as;
  const Heading = titleLevel;
  const headingId = useId();
  return (
    // A titled section is a landmark named by its heading.
    <Root className={styles.root({ tone, padding })} aria-labelledby={title ? headingId : undefined}>
      {(title || actions) && (
        <div className={styles.header}>
          {title && (
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
    </Root>
  );
}
