// Document-wide rules: box model, the system font stack, calm defaults and a focus ring
// that is always visible for keyboard users.
import { globalStyle } from "@vanilla-extract/css";
import { media } from "./breakpoints";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  colorScheme: "light",
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: "antialiased",
  MozOsxFontSmoothing: "grayscale",
});

globalStyle("h1, h2, h3, h4, p, figure, blockquote, dl, dd", { margin: 0 });

globalStyle("h1, h2, h3, h4", { lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.semibold });

globalStyle("img, svg", { display: "block", maxWidth: "100%" });

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

globalStyle("a", { color: vars.color.brand });

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: "2px",
});

globalStyle("::selection", { backgroundColor: vars.color.brandSoft });

globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto",
    },
  },
});
