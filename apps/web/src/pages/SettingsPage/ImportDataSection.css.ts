// Settings › Import data: the file picker and options in a row that wraps on a phone, the two
// progress bars, and the summary as short labelled lists.
import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const picker = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hint = style({ color: vars.color.muted, fontSize: vars.fontSize.xs, lineHeight: 1.4 });

export const chosen = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  minWidth: 0,
});

export const fileName = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  minWidth: 0,
});

/** Several files chosen: how many and their size, their names, and what they become. */
export const several = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0 });

export const severalCount = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  minWidth: 0,
});

export const severalNames = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const summary = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const summaryGrid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const listTitle = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const counts = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const countRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xxs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const countValue = style({
  fontVariantNumeric: "tabular-nums",
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});

export const skippedList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});

export const earlier = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const earlierName = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: "anywhere",
});
