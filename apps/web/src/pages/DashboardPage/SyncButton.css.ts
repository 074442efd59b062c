// The sync button's choice of provider (several connected): a small menu under the button.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const wrapper = style({ position: "relative", display: "inline-flex" });

export const menu = style({
  position: "absolute",
  top: `calc(100% + ${vars.space.xxs})`,
  right: 0,
  zIndex: 20,
  minWidth: "12rem",
  display: "flex",
  flexDirection: "column",
  padding: vars.space.xxs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const item = style({
  textAlign: "left",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover, &:focus-visible": { background: vars.color.surfaceMuted } },
});
