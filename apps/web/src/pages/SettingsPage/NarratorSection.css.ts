// Settings › Language Model Insights: two opt-in switches, each a checkbox with its label and
// a line saying what it means.
import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const options = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const option = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  alignItems: "start",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  cursor: "pointer",
  selectors: { "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.6 } },
});

export const checkbox = style({
  width: "20px",
  height: "20px",
  marginTop: "2px",
  accentColor: vars.color.brand,
  cursor: "inherit",
});

export const optionText = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const optionLabel = style({ fontWeight: vars.fontWeight.semibold });

export const optionHint = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

/** A switch with controls of its own under it (the reminder's time, quiet hours). */
export const optionGroup = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const optionExtra = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "end",
  paddingLeft: vars.space.md,
  "@media": { [media.tablet]: { paddingLeft: `calc(20px + ${vars.space.md} + ${vars.space.md})` } },
});
