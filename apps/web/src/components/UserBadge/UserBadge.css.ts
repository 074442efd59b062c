import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const root = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });

export const avatar = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "34px",
  height: "34px",
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  overflow: "hidden",
  flexShrink: 0,
});

export const picture = style({ width: "100%", height: "100%", objectFit: "cover" });

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  maxWidth: "220px",
  // Phones keep the name beside the avatar (docs/screens.md), shortened when long.
  "@media": { [media.belowTablet]: { maxWidth: "96px", fontSize: vars.fontSize.xs } },
});
