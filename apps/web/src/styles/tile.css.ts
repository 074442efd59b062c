// A muted tile inside a card, holding one figure and its label (Your Progress, an insight's
// numbers, what has come before the low days); composed by each component's own style.
import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const tile = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

/** The tile's figure: large, bold, digits of one width. */
export const tileFigure = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});
