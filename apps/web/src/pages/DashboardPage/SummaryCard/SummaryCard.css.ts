// A dashboard summary card; `color` (blue, green, purple, orange: docs/screens.md) tints the accent
// bar and the icon well, `trend` the small up/down/stable pill.
import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { media } from "../../../styles/breakpoints";
import { vars } from "../../../styles/theme.css";

type CardColor = keyof typeof vars.card;

function tinted(color: CardColor) {
  return { borderTopColor: vars.card[color].accent };
}

export const root = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    minWidth: 0,
    padding: vars.space.lg,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderTop: "4px solid transparent",
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    color: {
      blue: tinted("blue"),
      green: tinted("green"),
      purple: tinted("purple"),
      orange: tinted("orange"),
    },
  },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
  // "Mood (Nov 22)" stays on one line in a phone's half-width card.
  whiteSpace: "nowrap",
  "@media": { [media.belowTablet]: { fontSize: vars.fontSize.xs } },
});

export const iconWell = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "36px",
    height: "36px",
    flexShrink: 0,
    borderRadius: vars.radius.md,
  },
  variants: {
    color: {
      blue: { backgroundColor: vars.card.blue.soft, color: vars.card.blue.strong },
      green: { backgroundColor: vars.card.green.soft, color: vars.card.green.strong },
      purple: { backgroundColor: vars.card.purple.soft, color: vars.card.purple.strong },
      orange: { backgroundColor: vars.card.orange.soft, color: vars.card.orange.strong },
    },
  },
});

export const valueRow = style({ display: "flex", alignItems: "baseline", gap: vars.space.xs });

export const value = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "-0.02em",
  fontVariantNumeric: "tabular-nums",
  color: vars.color.text,
});

export const unit = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginTop: "auto",
});

export const trend = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
  },
  variants: {
    direction: {
      up: { backgroundColor: vars.risk.low.soft, color: vars.risk.low.strong },
      down: { backgroundColor: vars.risk.moderate.soft, color: vars.risk.moderate.strong },
      stable: { backgroundColor: vars.color.surfaceMuted, color: vars.color.muted },
    },
  },
});

export const subtitle = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export type SummaryCardColor = NonNullable<NonNullable<RecipeVariants<typeof root>>["color"]>;
