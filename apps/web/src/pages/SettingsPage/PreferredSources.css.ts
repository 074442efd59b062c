// Settings › Preferred sources: a heading, a line of explanation, and one labelled select per
// metric, two columns wide on a desktop and one on a phone.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  marginTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const explained = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
  gap: vars.space.md,
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const select = style({
  width: "100%",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    "&:hover": { borderColor: vars.color.muted },
    "&:focus": { outline: "none", borderColor: vars.color.brand, boxShadow: vars.shadow.focus },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
});
