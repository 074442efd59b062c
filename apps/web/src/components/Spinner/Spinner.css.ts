import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.muted,
  textAlign: "center",
});

export const ring = style({
  width: "32px",
  height: "32px",
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 900ms linear infinite`,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
