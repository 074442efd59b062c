import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxWidth: "560px",
});

export const explained = style({ display: "block", marginTop: vars.space.xs });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const back = style({
  alignSelf: "flex-start",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
});
