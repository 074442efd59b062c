// The two widths where the layout changes; shared by sprinkles and component styles.
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
} as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;
