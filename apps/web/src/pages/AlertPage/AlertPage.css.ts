// The alert page: one column of cards, like Settings.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const stack = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  maxWidth: "860px",
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const level = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  margin: 0,
});
