import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";
import { tile, tileFigure } from "../../../styles/tile.css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  margin: 0,
});

// The value reads first, the label under it; in the DOM dt stays before dd.
export const item = style([
  tile,
  { display: "flex", flexDirection: "column-reverse", justifyContent: "flex-end", gap: vars.space.xxs },
]);

export const label = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const value = style([tileFigure, { margin: 0 }]);
