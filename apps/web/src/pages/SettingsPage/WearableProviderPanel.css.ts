// A provider's block inside the Wearable Connection card: separated from the next by a rule.
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const list = style({ display: "flex", flexDirection: "column" });

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: "none", paddingTop: 0 }, "&:last-child": { paddingBottom: 0 } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

globalStyle(`${panel} > dl`, { margin: 0 });
