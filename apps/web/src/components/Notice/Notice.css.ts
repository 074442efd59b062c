// An inline message box: red for failures, green for done, neutral for information.
import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";

export const root = recipe({
  base: {
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: "1px solid transparent",
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    tone: {
      error: {
        backgroundColor: vars.color.dangerSoft,
        borderColor: vars.color.danger,
        color: vars.color.danger,
      },
      success: {
        backgroundColor: vars.color.successSoft,
        borderColor: vars.color.success,
        color: vars.color.success,
      },
      info: {
        backgroundColor: vars.color.brandSoft,
        borderColor: vars.color.brand,
        color: vars.color.brandStrong,
      },
    },
  },
  defaultVariants: { tone: "info" },
});

// Never shrunk by a long, wrapping text (a phone's width): the icon keeps its 16 px.
export const icon = style({ display: "inline-flex", flex: "none", marginTop: "1px" });

export const text = style({ color: vars.color.text, overflowWrap: "anywhere", minWidth: 0 });
