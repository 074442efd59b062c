// The app's button: one look per intent (primary, secondary, soft, ghost, danger).
import type { ComponentPropsWithRef } from "react";
import * as styles from "./Button.css";

type ButtonProps = ComponentPropsWithRef<"button"> & styles.ButtonVariants;

export function Button({ variant, size, fullWidth, className, type = "button", ...rest }: ButtonProps) {
  const classes = [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(" ");
  return <button type={type} className={classes} {...rest} />;
}
