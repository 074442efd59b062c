// "What has come before your low days": the sentence, one tile per signal (its figure and
// standing), how many days it rests on, and the note that the score does not use it.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { tile, tileFigure } from "../../styles/tile.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const sentence = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const signals = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const signal = style([tile, { display: "flex", flexDirection: "column", gap: vars.space.xs }]);

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const reading = style({
  margin: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});

export const figure = tileFigure;

export const explained = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  marginTop: vars.space.sm,
});

export const note = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  lineHeight: vars.lineHeight.normal,
});

export const noteIcon = style({ flexShrink: 0, color: vars.card.purple.strong, marginTop: vars.space.xxs });
