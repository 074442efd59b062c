// Small labelled pills for levels (priority, impact, severity, status). The word is always
// inside the pill, so colour only repeats what the text already says.
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";

export const chip = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: "nowrap",
    border: "1px solid transparent",
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.muted,
        borderColor: vars.color.border,
      },
      info: { backgroundColor: vars.card.blue.soft, color: vars.card.blue.strong },
      success: { backgroundColor: vars.risk.low.soft, color: vars.risk.low.strong },
      warning: { backgroundColor: vars.risk.moderate.soft, color: vars.risk.moderate.strong },
      danger: { backgroundColor: vars.risk.critical.soft, color: vars.risk.critical.strong },
      purple: { backgroundColor: vars.card.purple.soft, color: vars.card.purple.strong },
      orange: { backgroundColor: vars.card.orange.soft, color: vars.card.orange.strong },
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type ChipTone = NonNullable<NonNullable<RecipeVariants<typeof chip>>["tone"]>;
