// A modal panel over a dimmed page: the export and report dialogs of /history, and the
// erase modal of Settings (which keeps its own title colour).
import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const root = style({
  width: "min(540px, calc(100vw - 32px))",
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

export const heading = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const closeButton = style({ width: "40px", height: "40px", padding: 0, flexShrink: 0 });
