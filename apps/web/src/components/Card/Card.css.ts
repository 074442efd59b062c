// The white surface every screen is built from; `tone` adds the accent of the card
// colours (blue, green, purple, orange) as a top border and a soft icon well.
import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";

function toned(color: keyof typeof vars.card) {
  return { borderTop: `3px solid ${vars.card[color].accent}` };
}

export const root = recipe({
  base: {
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    minWidth: 0,
  },
  variants: {
    tone: {
      neutral: {},
      blue: toned("blue"),
      green: toned("green"),
      purple: toned("purple"),
      orange: toned("orange"),
    },
    padding: {
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { tone: "neutral", padding: "lg" },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export type CardVariants = NonNullable<RecipeVariants<typeof root>>;
