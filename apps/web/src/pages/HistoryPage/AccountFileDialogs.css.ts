// The export and report dialogs of /history: choices as ruled rows, each with its action.
import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const choices = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const choice = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": {
    [media.tablet]: { flexDirection: "row", alignItems: "center", justifyContent: "space-between" },
  },
});

export const choiceText = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  maxWidth: "36ch",
});

export const choiceTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const hint = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const weeks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  border: "none",
  margin: 0,
  padding: 0,
});

export const shareRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

// Wide enough for the days' hint and error to read in two lines, not four.
export const daysField = style({ width: "13rem" });

export const linkOutput = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});
