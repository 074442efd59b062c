import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const demoNote = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, textAlign: "center" });
