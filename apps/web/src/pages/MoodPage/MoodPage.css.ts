// /mood: stat cards, the entry form and the history list in one calm column.
import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const stats = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    // Editing on a phone: the form comes first, the stats wait below.
    [media.belowTablet]: { selectors: { [`${page}[data-editing="true"] > &`]: { order: 1 } } },
  },
});

export const formHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  selectors: { "&:focus": { outline: "none" } },
});

export const formIntro = style({
  marginTop: vars.space.xs,
  marginBottom: vars.space.xl,
  color: vars.color.muted,
});

export const noticeActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const notices = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const entry = recipe({
  base: {
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr)",
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    "@media": {
      [media.tablet]: {
        gridTemplateColumns: "auto minmax(0, 1fr) auto",
        alignItems: "center",
        padding: vars.space.lg,
      },
    },
  },
  variants: {
    editing: {
      true: { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft },
      false: {},
    },
  },
  defaultVariants: { editing: false },
});

export const emoji = style({
  display: "grid",
  placeItems: "center",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.emoji,
  fontSize: "1.6rem",
  lineHeight: 1,
});

export const entryBody = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const entryHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const entryDate = style({ fontWeight: vars.fontWeight.semibold });

export const ratingBadge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const notes = style({ color: vars.color.text, overflowWrap: "anywhere", whiteSpace: "pre-line" });

/** A logged mood's context tags, as small pills. */
export const tags = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
});

export const created = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const entryActions = style({
  gridColumn: "1 / -1",
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.xs,
  "@media": { [media.tablet]: { gridColumn: "auto" } },
});

const shimmer = keyframes({ "0%": { opacity: 0.55 }, "50%": { opacity: 1 }, "100%": { opacity: 0.55 } });

export const skeletonRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const skeletonBlock = recipe({
  base: {
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.border,
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  variants: {
    shape: {
      circle: { width: "48px", height: "48px", borderRadius: vars.radius.pill, flexShrink: 0 },
      title: { width: "40%", height: "14px" },
      text: { width: "70%", height: "12px" },
    },
  },
});

export const skeletonLines = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, flex: 1 });

/** "Add a missed day" and, while one is being logged, "Back to today". */
/** The date field and its Cancel, level with the field itself rather than its hint. */
export const missedDayPicker = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const missedDay = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});
