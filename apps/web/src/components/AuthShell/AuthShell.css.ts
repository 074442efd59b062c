// Public pages (sign-in, sign-up, confirmation): a brand panel beside a centred form card
// on large screens; on small screens the mark sits above the card.
import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const root = style({
  minHeight: "100vh",
  "@media": {
    [media.desktop]: { display: "grid", gridTemplateColumns: "minmax(380px, 5fr) 7fr" },
  },
});

export const brandPanel = style({
  display: "none",
  "@media": {
    [media.desktop]: {
      position: "relative",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      gap: vars.space.xxl,
      padding: `${vars.space.xxxl} ${vars.space.xxxl}`,
      color: vars.color.onBrand,
      backgroundColor: vars.color.brandStrong,
      backgroundImage: `radial-gradient(120% 80% at 0% 0%, ${vars.color.brand} 0%, transparent 60%), radial-gradient(90% 70% at 100% 100%, #0e5f58 0%, transparent 70%)`,
      overflow: "hidden",
    },
  },
});

export const pitch = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  maxWidth: "440px",
});

export const headline = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: "-0.02em",
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: "rgba(255, 255, 255, 0.86)",
});

export const highlights = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const highlight = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  color: "rgba(255, 255, 255, 0.92)",
  lineHeight: vars.lineHeight.snug,
});

export const highlightIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  borderRadius: vars.radius.md,
  backgroundColor: "rgba(255, 255, 255, 0.12)",
  flexShrink: 0,
});

export const panelFooter = style({ fontSize: vars.fontSize.sm, color: "rgba(255, 255, 255, 0.7)" });

export const formArea = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  "@media": { [media.tablet]: { padding: `${vars.space.xxxl} ${vars.space.xl}` } },
});

export const compactBrand = style({
  "@media": { [media.desktop]: { display: "none" } },
});

export const card = style({
  width: "100%",
  maxWidth: "440px",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  "@media": { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.xxl}` } },
});

export const heading = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "-0.015em",
});

export const description = style({ color: vars.color.muted });

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&::before, &::after": { content: '""', flex: 1, height: "1px", backgroundColor: vars.color.border },
  },
});

export const switchLine = style({ textAlign: "center", fontSize: vars.fontSize.sm, color: vars.color.muted });

export const switchLink = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brand });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
