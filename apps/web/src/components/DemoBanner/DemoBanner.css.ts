// The demo banner: a soft brand-coloured strip above the page, its actions wrapping under
// the text on narrow screens.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.brand}`,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const message = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flex: "1 1 280px",
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
