import { style } from "@vanilla-extract/css";
import { vars } from "../../../styles/theme.css";

// The modal's frame is the shared Dialog's; its title speaks in the danger colour.
export {
  body,
  closeButton as close,
  heading as header,
  root as dialog,
} from "../../../components/Dialog/Dialog.css";

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.danger });

export const list = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const keep = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const confirmWord = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});
