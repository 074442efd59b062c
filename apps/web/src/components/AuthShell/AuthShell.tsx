// Frame of the public pages: what Evenkeel is on the left, the task at hand on the right.
import {
  PUBLIC_DISCLAIMER,
  PUBLIC_HEADLINE,
  PUBLIC_HIGHLIGHTS,
  PUBLIC_LEAD,
  PUBLIC_OR,
  PUBLIC_PANEL_LABEL,
} from "@evenkeel/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandMark } from "../BrandMark/BrandMark";
import { Icon, type IconName } from "../Icon/Icon";
import * as styles from "./AuthShell.css";

const HIGHLIGHT_ICONS: Readonly<Record<keyof typeof PUBLIC_HIGHLIGHTS, IconName>> = {
  activity: "activity",
  mood: "mood",
  shield: "shield",
  lock: "lock",
};
const HIGHLIGHTS = Object.entries(HIGHLIGHT_ICONS).map(([key, icon]) => ({
  icon,
  text: PUBLIC_HIGHLIGHTS[key as keyof typeof PUBLIC_HIGHLIGHTS],
}));

type AuthShellProps = { title: string; description?: ReactNode; children: ReactNode };

export function AuthShell({ title, description, children }: AuthShellProps) {
  return (
    <div className={styles.root}>
      <aside className={styles.brandPanel} aria-label={PUBLIC_PANEL_LABEL}>
        <BrandMark tone="onBrand" size="lg" />
        <div className={styles.pitch}>
          <p className={styles.headline}>{PUBLIC_HEADLINE}</p>
          <p className={styles.lead}>{PUBLIC_LEAD}</p>
          <ul className={styles.highlights}>
            {HIGHLIGHTS.map(({ icon, text }) => (
              <li key={icon} className={styles.highlight}>
                <span className={styles.highlightIcon}>
                  <Icon name={icon} />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.panelFooter}>{PUBLIC_DISCLAIMER}</p>
      </aside>
      <main className={styles.formArea}>
        <div className={styles.compactBrand}>
          <BrandMark size="lg" />
        </div>
        <div className={styles.card}>
          <div className={styles.heading}>
            <h1 className={styles.title}>{title}</h1>
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}

/** A thin rule with "or" between two ways in. */
export function AuthDivider() {
  return <div className={styles.divider}>{PUBLIC_OR}</div>;
}

/** A centred line sending the visitor to the neighbouring page ("Don't have an account? Sign up"). */
export function AuthSwitch({ prompt, to, label }: { prompt?: string; to: string; label: string }) {
  return (
    <p className={styles.switchLine}>
      {prompt && `${prompt} `}
      <Link className={styles.switchLink} to={to}>
        {label}
      </Link>
    </p>
  );
}

/** A quiet line under a message ("Taking you to the sign-in page..."). */
export function AuthNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
