// The tag toggles under the mood notes: pills that wrap, pressed ones filled in the brand colour.
// The fieldset and legend are the mood form's own (MoodForm.css).
import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";

export const list = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const toggle = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    minHeight: "36px",
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    cursor: "pointer",
    transition: "border-color 120ms ease, background-color 120ms ease",
    selectors: {
      "&:hover": { borderColor: vars.color.brand },
      "&:focus-visible": { outline: "none", borderColor: vars.color.brand, boxShadow: vars.shadow.focus },
    },
  },
  variants: {
    pressed: {
      true: {
        borderColor: vars.color.brand,
        backgroundColor: vars.color.brandSoft,
        fontWeight: vars.fontWeight.semibold,
      },
      false: {},
    },
  },
  defaultVariants: { pressed: false },
});

export const check = style({ fontSize: vars.fontSize.xs });
