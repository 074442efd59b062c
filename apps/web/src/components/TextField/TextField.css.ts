import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const input = style({
  width: "100%",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: "border-color 120ms ease, box-shadow 120ms ease",
  selectors: {
    "&::placeholder": { color: vars.color.muted, opacity: 0.8 },
    "&:hover": { borderColor: vars.color.muted },
    "&:focus": { outline: "none", borderColor: vars.color.brand, boxShadow: vars.shadow.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const hint = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});
