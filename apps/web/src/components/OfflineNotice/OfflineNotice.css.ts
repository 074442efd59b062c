// The offline mark keeps the page's own spacing below it.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const root = style({ marginBottom: vars.space.md });
