import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const root = style({
  minHeight: "100vh",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.xl,
});

export const panel = style({
  maxWidth: "440px",
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.lg,
  padding: vars.space.xxl,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const message = style({ color: vars.color.muted });
