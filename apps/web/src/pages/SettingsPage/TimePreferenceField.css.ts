import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** "Saved" under a time field; the line is kept when empty so side-by-side fields stay level. */
export const saved = style({
  minHeight: "1.25rem",
  marginTop: vars.space.xxs,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
