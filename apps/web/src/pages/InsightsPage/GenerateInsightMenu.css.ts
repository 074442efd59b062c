import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const root = style({ position: "relative", display: "inline-flex" });

export const chevron = style({
  display: "inline-flex",
  transition: "transform 120ms ease",
  selectors: { '[aria-expanded="true"] > &': { transform: "rotate(180deg)" } },
});

export const menu = style({
  position: "absolute",
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  zIndex: 25,
  width: "min(300px, calc(100vw - 32px))",
  padding: vars.space.xs,
  margin: 0,
  listStyle: "none",
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  "@media": { [media.tablet]: { left: "auto", right: 0 } },
});

export const item = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: "transparent",
  textAlign: "left",
  cursor: "pointer",
  selectors: {
    "&:hover, &:focus-visible": { backgroundColor: vars.color.brandSoft },
    "&:focus-visible": { outlineOffset: "-2px" },
  },
});

export const itemIcon = style({ color: vars.color.brandStrong, marginTop: vars.space.xxs });

export const itemText = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const itemLabel = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const itemDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });
