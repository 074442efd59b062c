// The one theme contract of the web app and its light theme, written as plain data.
// Components read tokens through `vars`; a second theme would only be another data object.
import { createGlobalTheme, createThemeContract } from "@vanilla-extract/css";

const accent = { accent: null, soft: null, strong: null };

export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    brandSoft: null,
    brandStrong: null,
    onBrand: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    muted: null,
    border: null,
    borderStrong: null,
    danger: null,
    dangerSoft: null,
    success: null,
    successSoft: null,
    focusRing: null,
  },
  card: { blue: accent, green: accent, purple: accent, orange: accent },
  risk: { low: accent, moderate: accent, high: accent, critical: accent },
  /** One colour per CHART_SERIES key (contracts), plus the chart's grid and axis ink. */
  chart: {
    recovery_score: null,
    hrv: null,
    sleep_quality_score: null,
    day_strain: null,
    grid: null,
    axis: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, xl: null, pill: null },
  font: { body: null, mono: null, emoji: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, snug: null, normal: null, relaxed: null },
  shadow: { sm: null, md: null, lg: null, focus: null },
});

/** A theme's values: the contract's shape with a plain CSS value at every leaf. */
type ThemeValues<T> = { [K in keyof T]: T[K] extends string ? string : ThemeValues<T[K]> };

export const lightTheme: ThemeValues<typeof vars> = {
  color: {
    brand: "#0f766e",
    brandHover: "#115e59",
    brandSoft: "#e6f4f1",
    brandStrong: "#134e4a",
    onBrand: "#ffffff",
    background: "#f4f6f5",
    surface: "#ffffff",
    surfaceMuted: "#f8faf9",
    text: "#1c2a27",
    muted: "#55635f",
    border: "#dde4e1",
    borderStrong: "#b9c5c1",
    danger: "#b42318",
    dangerSoft: "#fdecea",
    success: "#157347",
    successSoft: "#e7f6ee",
    focusRing: "#2f6fed",
  },
  card: {
    blue: { accent: "#2563eb", soft: "#eaf1fe", strong: "#1e4fb8" },
    green: { accent: "#16a34a", soft: "#e9f7ee", strong: "#157347" },
    purple: { accent: "#7c3aed", soft: "#f2ecfe", strong: "#6229c4" },
    orange: { accent: "#ea580c", soft: "#fdf0e7", strong: "#b2430a" },
  },
  risk: {
    low: { accent: "#16a34a", soft: "#e9f7ee", strong: "#157347" },
    moderate: { accent: "#d97706", soft: "#fdf5e3", strong: "#94510a" },
    high: { accent: "#ea580c", soft: "#fdf0e7", strong: "#b2430a" },
    critical: { accent: "#dc2626", soft: "#fdecec", strong: "#b42318" },
  },
  chart: {
    recovery_score: "#15803d",
    hrv: "#2563eb",
    sleep_quality_score: "#7c3aed",
    day_strain: "#c2410c",
    grid: "#e6ebe9",
    axis: "#55635f",
  },
  space: {
    none: "0",
    xxs: "2px",
    xs: "4px",
    sm: "8px",
    md: "12px",
    lg: "16px",
    xl: "24px",
    xxl: "32px",
    xxxl: "48px",
  },
  radius: { sm: "6px", md: "10px", lg: "14px", xl: "20px", pill: "999px" },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    /** Colour emoji first, so every mood face comes from one font (text fonts carry a few). */
    emoji: '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Twemoji Mozilla", sans-serif',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.75rem",
    display: "2.25rem",
  },
  fontWeight: { regular: "400", medium: "500", semibold: "600", bold: "700" },
  lineHeight: { tight: "1.2", snug: "1.35", normal: "1.5", relaxed: "1.65" },
  shadow: {
    sm: "0 1px 2px rgba(16, 40, 34, 0.06)",
    md: "0 1px 3px rgba(16, 40, 34, 0.06), 0 6px 16px rgba(16, 40, 34, 0.06)",
    lg: "0 2px 6px rgba(16, 40, 34, 0.06), 0 18px 40px rgba(16, 40, 34, 0.10)",
    focus: "0 0 0 3px rgba(47, 111, 237, 0.35)",
  },
};

createGlobalTheme(":root", vars, lightTheme);
