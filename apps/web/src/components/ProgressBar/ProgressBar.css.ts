// A labelled bar that fills from the left: the label and the percent above, the track below.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const labels = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const label = style({ fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const percent = style({ color: vars.color.muted, fontVariantNumeric: "tabular-nums", flexShrink: 0 });

export const track = style({
  height: "10px",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSoft,
  overflow: "hidden",
});

export const fill = style({
  height: "100%",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  transition: "width 200ms ease-out",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
