import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const lead = style({ color: vars.color.muted, lineHeight: vars.lineHeight.relaxed });

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  selectors: { "&:empty": { display: "none" } },
});

export const step = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: `${vars.space.sm} ${vars.space.md}`,
  alignItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const stepIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const stepText = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0 });

export const stepTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const stepDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const stepAction = style({ gridColumn: "2", justifySelf: "start" });
