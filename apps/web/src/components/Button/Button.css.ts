// Button looks, shared by <button> and by links that act as buttons.
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: "1px solid transparent",
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: "none",
    cursor: "pointer",
    whiteSpace: "nowrap",
    transition:
      "background-color 120ms ease, border-color 120ms ease, color 120ms ease, box-shadow 120ms ease",
    selectors: {
      "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.sm,
        selectors: { "&:hover:not(:disabled)": { backgroundColor: vars.color.brandHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          "&:hover:not(:disabled)": {
            backgroundColor: vars.color.surfaceMuted,
            borderColor: vars.color.muted,
          },
        },
      },
      soft: {
        backgroundColor: vars.color.brandSoft,
        color: vars.color.brandStrong,
        borderColor: "transparent",
        selectors: { "&:hover:not(:disabled)": { borderColor: vars.color.brand } },
      },
      ghost: {
        backgroundColor: "transparent",
        color: vars.color.muted,
        selectors: {
          "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onBrand,
        selectors: { "&:hover:not(:disabled)": { filter: "brightness(0.92)" } },
      },
    },
    size: {
      sm: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm, minHeight: "36px" },
      md: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.sm, minHeight: "40px" },
      lg: { padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.md, minHeight: "48px" },
    },
    fullWidth: {
      true: { width: "100%" },
      false: {},
    },
  },
  defaultVariants: { variant: "primary", size: "md", fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
