import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

const pulse = keyframes({ "0%": { opacity: 1 }, "50%": { opacity: 0.55 }, "100%": { opacity: 1 } });

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const block = recipe({
  base: {
    display: "block",
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.border,
    animation: `${pulse} 1.4s ease-in-out infinite`,
    "@media": { [media.reducedMotion]: { animation: "none" } },
  },
  variants: {
    size: {
      title: { width: "220px", maxWidth: "60%", height: "32px" },
      line: { width: "340px", maxWidth: "80%", height: "16px" },
      card: { height: "120px", borderRadius: vars.radius.lg },
      panel: { height: "280px", borderRadius: vars.radius.lg },
    },
  },
});
