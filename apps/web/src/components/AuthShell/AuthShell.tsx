// Frame of the public pages: what Evenkeel is on the left, the task at hand on the right.
import { PRODUCT_NAME } from "@evenkeel/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandMark } from "../BrandMark/BrandMark";
import { Icon, type IconName } from "../Icon/Icon";
import * as styles from "./AuthShell.css";

const HIGHLIGHTS: ReadonlyArray<{ icon: IconName; text: string }> = [
  { icon: "activity", text: "Recovery, sleep, HRV and strain from your wearable, in one calm view." },
  { icon: "mood", text: "A quick daily mood check-in that takes seconds." },
  { icon: "shield", text: "A burnout-risk score that explains itself, and insights from your own numbers." },
  { icon: "lock", text: "Self-hosted: your health data stays on your server." },
];

type AuthShellProps = { title: string; description?: ReactNode; children: ReactNode };

export function AuthShell({ title, description, children }: AuthShellProps) {
  return (
    <div className={styles.root}>
      <aside className={styles.brandPanel} aria-label="About">
        <BrandMark tone="onBrand" size="lg" />
        <div className={styles.pitch}>
          <p className={styles.headline}>Notice the drift before it becomes burnout.</p>
          <p className={styles.lead}>
            A steady, private look at how you recover, sleep and feel, day after day.
          </p>
          <ul className={styles.highlights}>
            {HIGHLIGHTS.map((item) => (
              <li key={item.icon} className={styles.highlight}>
                <span className={styles.highlightIcon}>
                  <Icon name={item.icon} />
                </span>
                {item.text}
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.panelFooter}>
          {PRODUCT_NAME} shows you numbers and patterns, never a diagnosis.
        </p>
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
  return <div className={styles.divider}>or</div>;
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
