import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
  "@media": {
    [media.tablet]: { flexDirection: "row", alignItems: "flex-end", justifyContent: "space-between" },
  },
});

export const text = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "-0.015em",
});

export const subtitle = style({ color: vars.color.muted, fontSize: vars.fontSize.md });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
