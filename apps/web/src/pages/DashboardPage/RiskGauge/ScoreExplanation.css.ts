import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  width: "100%",
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const facts = style({ display: "flex", justifyContent: "center", gap: vars.space.xl, margin: 0 });

export const fact = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xxs,
});

globalStyle(`${fact} dt`, { fontSize: vars.fontSize.xs, color: vars.color.muted });
globalStyle(`${fact} dd`, {
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: "tabular-nums",
});

export const note = style({ maxWidth: "36ch", fontSize: vars.fontSize.xs, color: vars.color.muted });

export const version = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });
