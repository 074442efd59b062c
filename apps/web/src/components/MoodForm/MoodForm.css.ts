// The mood form: ten emoji buttons in a grid (two rows of five on phones, one row from
// tablet up), the notes box and the actions.
import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const ratingGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(5, minmax(0, 1fr))",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(10, minmax(0, 1fr))" } },
});

export const ratingButton = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: vars.space.xxs,
    minHeight: "64px",
    padding: `${vars.space.sm} ${vars.space.xs}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    cursor: "pointer",
    transition: "transform 120ms ease, border-color 120ms ease, background-color 120ms ease",
    selectors: {
      "&:hover:not(:disabled)": { borderColor: vars.color.brand, transform: "translateY(-1px)" },
      // Waiting for something first (a missed day's date, a check-in being saved).
      "&:disabled": { cursor: "not-allowed", opacity: 0.45 },
    },
  },
  variants: {
    selected: {
      true: {
        borderColor: vars.color.brand,
        backgroundColor: vars.color.brandSoft,
        boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
      },
      false: {},
    },
  },
  defaultVariants: { selected: false },
});

export const emoji = style({ fontFamily: vars.font.emoji, fontSize: "1.625rem", lineHeight: 1 });

export const number = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
});

export const choice = style({
  marginTop: vars.space.md,
  minHeight: "1.5em",
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.muted });

export const textarea = style({
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  resize: "vertical",
  overflowWrap: "anywhere",
  selectors: {
    "&::placeholder": { color: vars.color.muted, opacity: 0.8 },
    "&:focus": { outline: "none", borderColor: vars.color.brand, boxShadow: vars.shadow.focus },
  },
});

export const counter = recipe({
  base: { alignSelf: "flex-end", fontSize: vars.fontSize.xs, color: vars.color.muted },
  variants: {
    over: { true: { color: vars.color.danger, fontWeight: vars.fontWeight.semibold }, false: {} },
  },
});

export const actions = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.sm,
  "@media": {
    [media.tablet]: { flexDirection: "row", justifyContent: "flex-end" },
  },
});
