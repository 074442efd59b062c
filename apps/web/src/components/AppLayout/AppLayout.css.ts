// Signed-in frame: a top bar over a side navigation and the page. Under the tablet width
// the navigation folds into a panel opened by the menu button.
import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";

const TOP_BAR_HEIGHT = "64px";
const SIDEBAR_WIDTH = "236px";

export const skipLink = style({
  position: "absolute",
  left: vars.space.lg,
  top: "-100px",
  zIndex: 30,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  selectors: { "&:focus": { top: vars.space.md } },
});

export const topBar = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  height: TOP_BAR_HEIGHT,
  padding: `0 ${vars.space.lg}`,
  backgroundColor: "rgba(255, 255, 255, 0.92)",
  backdropFilter: "saturate(1.4) blur(8px)",
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [media.tablet]: { padding: `0 ${vars.space.xl}` } },
});

export const menuButton = style({
  "@media": { [media.tablet]: { display: "none" } },
});

export const brandLink = style({
  display: "inline-flex",
  borderRadius: vars.radius.sm,
  textDecoration: "none",
});

export const account = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginLeft: "auto",
  minWidth: 0,
  "@media": { [media.tablet]: { gap: vars.space.lg } },
});

export const logout = style({ flexShrink: 0 });

/** Hidden from sight below the tablet width, still the button's name for screen readers. */
export const logoutLabel = style({
  "@media": {
    [media.belowTablet]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
});

export const body = style({
  "@media": {
    [media.tablet]: {
      display: "grid",
      gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr)`,
      alignItems: "start",
      minHeight: `calc(100vh - ${TOP_BAR_HEIGHT})`,
      // The sticky navigation is one screen tall; its white column and rule run the page's
      // full length behind it, so a long page never shows where the panel ends.
      backgroundImage: `linear-gradient(to right, ${vars.color.surface} calc(${SIDEBAR_WIDTH} - 1px), ${vars.color.border} calc(${SIDEBAR_WIDTH} - 1px), ${vars.color.border} ${SIDEBAR_WIDTH}, transparent ${SIDEBAR_WIDTH})`,
    },
  },
});

export const nav = recipe({
  base: {
    backgroundColor: vars.color.surface,
    "@media": {
      [media.belowTablet]: {
        position: "fixed",
        top: TOP_BAR_HEIGHT,
        left: 0,
        right: 0,
        zIndex: 15,
        padding: vars.space.md,
        borderBottom: `1px solid ${vars.color.border}`,
        boxShadow: vars.shadow.lg,
      },
      [media.tablet]: {
        position: "sticky",
        top: TOP_BAR_HEIGHT,
        height: `calc(100vh - ${TOP_BAR_HEIGHT})`,
        padding: `${vars.space.xl} ${vars.space.md}`,
        borderRight: `1px solid ${vars.color.border}`,
      },
    },
  },
  variants: {
    open: {
      true: {},
      false: { "@media": { [media.belowTablet]: { display: "none" } } },
    },
  },
  defaultVariants: { open: false },
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: "44px",
  borderRadius: vars.radius.md,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  transition: "background-color 120ms ease, color 120ms ease",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const backdrop = style({
  position: "fixed",
  inset: `${TOP_BAR_HEIGHT} 0 0 0`,
  zIndex: 10,
  backgroundColor: "rgba(16, 40, 34, 0.25)",
  border: 0,
  padding: 0,
  "@media": { [media.tablet]: { display: "none" } },
});

export const main = style({
  minWidth: 0,
  width: "100%",
  maxWidth: "1280px",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  "@media": {
    [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.xxl} ${vars.space.xxxl}` },
  },
  selectors: { "&:focus": { outline: "none" } },
});
