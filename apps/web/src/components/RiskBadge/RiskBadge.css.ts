// Risk-level badges (history table, burnout alerts): one variant per level, each
// with a coloured dot and the level's words.
import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";

function level(name: keyof typeof vars.risk) {
  return {
    backgroundColor: vars.risk[name].soft,
    color: vars.risk[name].strong,
    borderColor: vars.risk[name].accent,
  };
}

export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: "1px solid",
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: "nowrap",
  },
  variants: {
    level: {
      low: level("low"),
      moderate: level("moderate"),
      high: level("high"),
      critical: level("critical"),
    },
  },
});

export const dot = style({
  width: "8px",
  height: "8px",
  borderRadius: vars.radius.pill,
  backgroundColor: "currentColor",
});
