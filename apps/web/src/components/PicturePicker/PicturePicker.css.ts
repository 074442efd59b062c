import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const row = style({ display: "flex", alignItems: "center", gap: vars.space.lg });

export const preview = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "64px",
  height: "64px",
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  overflow: "hidden",
  backgroundColor: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.muted,
});

export const previewImage = style({ width: "100%", height: "100%", objectFit: "cover" });

export const controls = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, minWidth: 0 });

// The real file input stays in the accessibility tree and takes focus; the button-looking
// label beside it is what pointer users see.
export const fileInput = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  opacity: 0,
  overflow: "hidden",
});

export const chooseButton = style({
  cursor: "pointer",
  selectors: {
    [`${fileInput}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: "2px",
    },
  },
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
