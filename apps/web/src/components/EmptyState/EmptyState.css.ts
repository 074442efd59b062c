import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: "center",
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
});

export const icon = style({
  display: "grid",
  placeItems: "center",
  width: "48px",
  height: "48px",
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const message = style({
  maxWidth: "46ch",
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const action = style({ marginTop: vars.space.md });
