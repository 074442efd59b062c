import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../../../styles/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  touchAction: "pan-y",
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const arrow = style({ width: "44px", height: "44px", padding: 0, borderRadius: vars.radius.pill });

export const day = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
});

export const dayName = style({ fontWeight: vars.fontWeight.semibold });

export const dayDate = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const rings = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.lg,
  justifyItems: "center",
});

export const ring = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
});

export const ringTrack = style({ fill: vars.chart.grid });

export const ringValue = recipe({
  variants: {
    series: {
      recovery_score: { fill: vars.chart.recovery_score },
      hrv: { fill: vars.chart.hrv },
      sleep_quality_score: { fill: vars.chart.sleep_quality_score },
      day_strain: { fill: vars.chart.day_strain },
    },
  },
});

export type RingSeries = NonNullable<NonNullable<RecipeVariants<typeof ringValue>>["series"]>;

export const ringText = style({
  fill: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const ringLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const ringUnit = style({ color: vars.color.muted, fontWeight: vars.fontWeight.regular });

export const empty = style({ padding: vars.space.xl, textAlign: "center", color: vars.color.muted });
