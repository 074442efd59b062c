// /history: range controls, summary cards, the chart and the burnout table.
import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const toolbar = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  "@media": {
    [media.tablet]: { flexDirection: "row", alignItems: "center", justifyContent: "space-between" },
  },
});

export const ranges = style({
  margin: 0,
  minWidth: 0,
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  "@media": { [media.tablet]: { display: "inline-flex", alignSelf: "flex-start" } },
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const rangeButton = recipe({
  base: {
    minHeight: "36px",
    padding: `${vars.space.xs} ${vars.space.xs}`,
    whiteSpace: "nowrap",
    "@media": { [media.tablet]: { padding: `${vars.space.xs} ${vars.space.md}` } },
    border: 0,
    borderRadius: vars.radius.sm,
    backgroundColor: "transparent",
    color: vars.color.muted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: "pointer",
    selectors: { "&:hover": { color: vars.color.text, backgroundColor: vars.color.surfaceMuted } },
  },
  variants: {
    selected: {
      true: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.semibold,
        selectors: { "&:hover": { backgroundColor: vars.color.brandHover, color: vars.color.onBrand } },
      },
      false: {},
    },
  },
  defaultVariants: { selected: false },
});

export const rangeText = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const summary = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": { [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.lg } },
});

export const footnote = style({
  marginTop: `calc(-1 * ${vars.space.md})`,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const tableScroller = style({
  overflowX: "auto",
  // Scroll shadows: a soft edge shows on the side where more columns wait; the
  // covers move with the content (local), the shadows stay with the box (scroll).
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.surface} 30%, transparent)`,
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent)`,
    "radial-gradient(farthest-side at 0 50%, rgba(16, 40, 34, 0.18), transparent)",
    "radial-gradient(farthest-side at 100% 50%, rgba(16, 40, 34, 0.18), transparent)",
  ].join(", "),
  backgroundPosition: "left center, right center, left center, right center",
  backgroundRepeat: "no-repeat",
  backgroundSize: "32px 100%, 32px 100%, 14px 100%, 14px 100%",
  backgroundAttachment: "local, local, scroll, scroll",
  // On phones the table reaches into the card's padding to keep all five columns in view.
  margin: `0 calc(-1 * ${vars.space.md})`,
  "@media": { [media.tablet]: { margin: `0 calc(-1 * ${vars.space.xs})` } },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  verticalAlign: "bottom",
  textAlign: "left",
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.muted,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [media.tablet]: {
      padding: `${vars.space.sm} ${vars.space.md}`,
      whiteSpace: "nowrap",
      letterSpacing: "0.04em",
      textTransform: "uppercase",
    },
  },
});

/** A second, smaller line in a cell: what a low-confidence day stood on. */
export const cellNote = style({
  display: "block",
  maxWidth: "24ch",
  whiteSpace: "normal",
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const cell = style({
  padding: `${vars.space.md} ${vars.space.xs}`,
  "@media": { [media.tablet]: { padding: `${vars.space.md} ${vars.space.md}` } },
  borderBottom: `1px solid ${vars.color.border}`,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
  selectors: { "tr:last-child > &": { borderBottom: 0 } },
});

export const rowHeader = style([cell, { fontWeight: vars.fontWeight.medium, textAlign: "left" }]);
