// Settings: one column of section cards, each a list of label/value rows with its actions.
import { globalStyle, type StyleRule, style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const stack = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  maxWidth: "860px",
});

export const sectionBody = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const details = style({ display: "flex", flexDirection: "column", margin: 0 });

/** A row of a section's list, ruled off from the next one (detail rows, danger-zone rows). */
const ruledRow: StyleRule = {
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    "&:first-child": { paddingTop: 0 },
    "&:last-child": { borderBottom: "none", paddingBottom: 0 },
  },
};

export const detailRow = style([
  ruledRow,
  {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: vars.space.xxs,
    "@media": { [media.tablet]: { gridTemplateColumns: "200px minmax(0, 1fr)", gap: vars.space.lg } },
  },
]);

globalStyle(`${detailRow} dt`, { color: vars.color.muted, fontSize: vars.fontSize.sm });
globalStyle(`${detailRow} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const note = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, maxWidth: "60ch" });

export const placeholder = style({ color: vars.color.muted, fontStyle: "italic" });

export const dangerRow = style([
  ruledRow,
  {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.md,
    "@media": {
      [media.tablet]: { flexDirection: "row", alignItems: "center", justifyContent: "space-between" },
    },
  },
]);

export const dangerText = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const dangerTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const editForm = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const statusValue = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm });

export const linkList = style({ listStyle: "none", margin: 0, padding: 0 });

/** The import's file picker: a native input, hidden, behind a label that looks like a button. */
export const fileInput = style({
  position: "absolute",
  width: 1,
  height: 1,
  opacity: 0,
  pointerEvents: "none",
});

export const fileButtonFocus = style({
  selectors: { "&:has(+ input:focus-visible)": { boxShadow: vars.shadow.focus } },
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
