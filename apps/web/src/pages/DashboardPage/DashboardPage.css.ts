// The dashboard's arrangement: a column of sections on phones; on wide screens the gauge
// beside the trend chart and the latest insight beside the progress panel.
import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const lastSynced = style({
  display: "block",
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const summaryGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": {
    [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.lg },
  },
});

export const overviewRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "stretch",
  "@media": {
    [media.desktop]: { gridTemplateColumns: "minmax(280px, 1fr) minmax(0, 2fr)" },
  },
});

export const lowerRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": {
    [media.desktop]: { gridTemplateColumns: "minmax(0, 2fr) minmax(260px, 1fr)" },
  },
});

export const sectionLink = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const syncIcon = recipe({
  base: { display: "inline-flex" },
  variants: {
    spinning: {
      true: { animation: `${spin} 1s linear infinite` },
      false: {},
    },
  },
});

/** The trend's empty state fills its half of the row, level with the gauge beside it. */
export const emptyTrend = style({ display: "flex", flexDirection: "column", minWidth: 0 });

globalStyle(`${emptyTrend} > *`, { flex: 1, justifyContent: "center", backgroundColor: vars.color.surface });

/** The alert banner's link and Dismiss, after its text. */
export const bannerActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  marginTop: vars.space.sm,
});
