import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const root = style({
  margin: 0,
  minWidth: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const arrow = style({
  width: "44px",
  height: "44px",
  padding: 0,
  borderRadius: vars.radius.pill,
});

export const label = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xxs,
  minWidth: 0,
  textAlign: "center",
});

export const day = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
