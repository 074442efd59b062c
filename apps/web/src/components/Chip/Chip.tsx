// A small pill with a word in it, optionally led by an icon.
import type { ReactNode } from "react";
import * as styles from "./Chip.css";

export type { ChipTone } from "./Chip.css";

export function Chip({ tone, children }: { tone?: styles.ChipTone; children: ReactNode }) {
  return <span className={styles.chip({ tone })}>{children}</span>;
}
