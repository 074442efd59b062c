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

/** What holds the level apart from the number, or how it moved since the alert. */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });
