import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
