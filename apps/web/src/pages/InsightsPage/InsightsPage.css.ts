// /insights: the generate menu, the about box, the list of cards and the insight types panel.
import { style } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) 300px" } },
});

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const listTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const about = style({
  display: "flex",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSoft,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.text,
});

export const aboutIcon = style({ flexShrink: 0, color: vars.color.brandStrong, marginTop: vars.space.xxs });

export const aboutTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
  marginBottom: vars.space.xs,
});

export const aboutText = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed });

export const types = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const typeItem = style({ display: "flex", gap: vars.space.md, alignItems: "flex-start" });

export const typeIcon = style({
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  width: "36px",
  height: "36px",
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const typeName = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const typeText = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const aside = style({
  "@media": { [media.desktop]: { position: "sticky", top: `calc(64px + ${vars.space.xl})` } },
});
