import { style } from "@vanilla-extract/css";
import { media } from "../../../styles/breakpoints";
import { vars } from "../../../styles/theme.css";

export const dialog = style({
  width: "min(520px, calc(100vw - 32px))",
  maxHeight: "calc(100vh - 32px)",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: { "&::backdrop": { backgroundColor: "rgba(16, 40, 34, 0.45)" } },
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: vars.space.xl,
  "@media": { [media.tablet]: { padding: vars.space.xxl } },
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.danger });

export const close = style({ width: "40px", height: "40px", padding: 0, flexShrink: 0 });

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
