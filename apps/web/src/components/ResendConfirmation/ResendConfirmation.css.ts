import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const prompt = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
