import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  margin: 0,
});

// The value reads first, the label under it; in the DOM dt stays before dd.
export const item = style({
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const label = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});
