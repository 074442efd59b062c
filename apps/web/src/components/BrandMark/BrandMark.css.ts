import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";

export const root = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.sm,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: "-0.01em",
    textDecoration: "none",
  },
  variants: {
    tone: {
      onSurface: { color: vars.color.text },
      onBrand: { color: vars.color.onBrand },
    },
    size: {
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { tone: "onSurface", size: "md" },
});

export const logo = recipe({
  base: { flexShrink: 0 },
  variants: {
    size: {
      md: { width: "30px", height: "30px" },
      lg: { width: "38px", height: "38px" },
    },
  },
  defaultVariants: { size: "md" },
});

export const logoTile = style({ fill: vars.color.brand });
export const logoTileOnBrand = style({ fill: "rgba(255, 255, 255, 0.16)" });
