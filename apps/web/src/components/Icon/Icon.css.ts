import { recipe } from "@vanilla-extract/recipes";

export const icon = recipe({
  base: { flexShrink: 0 },
  variants: {
    size: {
      sm: { width: "16px", height: "16px" },
      md: { width: "20px", height: "20px" },
      lg: { width: "24px", height: "24px" },
    },
  },
  defaultVariants: { size: "md" },
});
