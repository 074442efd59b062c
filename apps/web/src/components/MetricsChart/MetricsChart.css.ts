// The metrics chart: one colour and one dash pattern per series (so lines differ without
// colour), quiet grid and axes, and a tooltip placed through CSS variables.
import { createVar, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

const seriesLook = {
  recovery_score: { stroke: vars.chart.recovery_score, strokeDasharray: "none" },
  hrv: { stroke: vars.chart.hrv, strokeDasharray: "7 4" },
  sleep_quality_score: { stroke: vars.chart.sleep_quality_score, strokeDasharray: "1.5 4.5" },
  day_strain: { stroke: vars.chart.day_strain, strokeDasharray: "11 4 2 4" },
};

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const legendItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm });

export const legendSwatch = style({ width: "28px", height: "10px", overflow: "visible" });

export const frame = style({
  position: "relative",
  height: "280px",
  borderRadius: vars.radius.md,
  selectors: { "&:focus-visible": { outlineOffset: "4px" } },
  "@media": { [media.tablet]: { height: "340px" } },
});

export const line = recipe({
  base: { fill: "none", strokeWidth: 2.25, strokeLinecap: "round", strokeLinejoin: "round" },
  variants: { series: seriesLook },
});

export const dot = recipe({
  base: { stroke: vars.color.surface, strokeWidth: 1.5 },
  variants: {
    series: {
      recovery_score: { fill: vars.chart.recovery_score },
      hrv: { fill: vars.chart.hrv },
      sleep_quality_score: { fill: vars.chart.sleep_quality_score },
      day_strain: { fill: vars.chart.day_strain },
    },
  },
});

export const gridLine = style({ stroke: vars.chart.grid, strokeWidth: 1 });

export const axisLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const tickLabel = style({ fill: vars.chart.axis, fontSize: "11px", fontFamily: vars.font.body });

export const axisTitle = style({
  fill: vars.chart.axis,
  fontSize: "11px",
  fontWeight: vars.fontWeight.semibold,
  fontFamily: vars.font.body,
});

export const cursor = style({ stroke: vars.color.borderStrong, strokeWidth: 1, strokeDasharray: "3 3" });

export const overlay = style({ fill: "transparent", cursor: "crosshair" });

export const tooltipX = createVar();
export const tooltipY = createVar();

export const tooltip = recipe({
  base: {
    position: "absolute",
    top: tooltipY,
    left: tooltipX,
    zIndex: 2,
    minWidth: "168px",
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    fontSize: vars.fontSize.sm,
    pointerEvents: "none",
  },
  variants: {
    side: {
      right: { transform: `translateX(${vars.space.md})` },
      left: { transform: `translateX(calc(-100% - ${vars.space.md}))` },
    },
  },
  defaultVariants: { side: "right" },
});

export const tooltipDate = style({ marginBottom: vars.space.xs, fontWeight: vars.fontWeight.semibold });

export const tooltipRow = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "center",
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.snug,
  paddingBlock: vars.space.xxs,
});

export const tooltipValue = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: "tabular-nums",
});

export const plot = style({
  position: "relative",
  width: "100%",
  height: "100%",
  borderRadius: vars.radius.md,
  selectors: { "&:focus-visible": { outlineOffset: "4px" } },
});

export const empty = style({
  display: "grid",
  placeItems: "center",
  height: "100%",
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
