// A short message inside a form or section: a failure ("Invalid email or password"), a
// success ("Profile updated successfully!") or a note. Failures are announced at once,
// the others politely. The icon repeats the tone, so colour is never the only signal.
import type { ReactNode } from "react";
import { Icon, type IconName } from "../Icon/Icon";
import * as styles from "./Notice.css";

type Tone = "error" | "success" | "info";

const ICONS: Record<Tone, IconName> = { error: "alert", success: "check", info: "info" };

export function Notice({ tone = "info", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div className={styles.root({ tone })} role={tone === "error" ? "alert" : "status"}>
      <span className={styles.icon}>
        <Icon name={ICONS[tone]} size="sm" />
      </span>
      <div className={styles.text}>{children}</div>
    </div>
  );
}
