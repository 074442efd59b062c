// A small statistic: icon well in the card's accent, the name, a large value with its unit,
// and one line of context. `emphasis` colours the value for trends (the word stays).
import { createContainer, style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";

function accent(color: keyof typeof vars.card) {
  return { backgroundColor: vars.card[color].soft, color: vars.card[color].strong };
}

// The card stacks its icon above the text when it is narrow (two cards a row on a phone).
const card = createContainer();

export const root = style({
  containerName: card,
  containerType: "inline-size",
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const layout = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.lg,
  "@container": { [`${card} (max-width: 200px)`]: { flexDirection: "column", gap: vars.space.sm } },
});

export const iconWell = recipe({
  base: {
    display: "grid",
    placeItems: "center",
    flexShrink: 0,
    width: "44px",
    height: "44px",
    borderRadius: vars.radius.md,
  },
  variants: {
    tone: {
      blue: accent("blue"),
      green: accent("green"),
      purple: accent("purple"),
      orange: accent("orange"),
    },
  },
  defaultVariants: { tone: "blue" },
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
});

export const valueRow = style({
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.xs,
  flexWrap: "wrap",
});

export const value = recipe({
  base: {
    fontSize: vars.fontSize.xxl,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: "-0.02em",
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: "tabular-nums",
  },
  variants: {
    emphasis: {
      none: { color: vars.color.text },
      positive: { color: vars.color.success },
      negative: { color: vars.color.danger },
      neutral: { color: vars.card.blue.strong },
    },
  },
  defaultVariants: { emphasis: "none" },
});

export const unit = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
});

export const subtitle = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export type StatCardVariants = NonNullable<RecipeVariants<typeof iconWell>> &
  NonNullable<RecipeVariants<typeof value>>;
