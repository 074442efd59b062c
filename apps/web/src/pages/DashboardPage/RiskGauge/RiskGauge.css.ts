// The burnout risk gauge: a half ring whose soft segments are the gauge bands and whose
// strong arc is the score, tinted by level (one recipe per risk level).
import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../../styles/theme.css";

const levels = ["low", "moderate", "high", "critical"] as const;
type Level = (typeof levels)[number];

function perLevel(pick: (level: Level) => Record<string, string>) {
  return Object.fromEntries(levels.map((level) => [level, pick(level)])) as Record<
    Level,
    Record<string, string>
  >;
}

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  textAlign: "center",
});

export const frame = style({ width: "100%", maxWidth: "300px", height: "172px" });

export const svg = style({ overflow: "visible" });

export const band = recipe({ variants: { level: perLevel((level) => ({ fill: vars.risk[level].soft })) } });

export const valueArc = recipe({
  variants: { level: perLevel((level) => ({ fill: vars.risk[level].accent })) },
});

export const needle = recipe({
  base: { stroke: vars.color.surface, strokeWidth: 3 },
  variants: { level: perLevel((level) => ({ fill: vars.risk[level].strong })) },
});

export const scoreText = style({
  fill: vars.color.text,
  fontSize: "40px",
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "-0.03em",
  fontVariantNumeric: "tabular-nums",
});

export const scaleText = style({ fill: vars.color.muted, fontSize: vars.fontSize.xs });

export const description = style({ maxWidth: "34ch", color: vars.color.muted, fontSize: vars.fontSize.sm });

/** Under the description when the level needs the low-confidence qualifier. */
export const qualifier = style({
  maxWidth: "38ch",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.risk.moderate.soft,
  color: vars.risk.moderate.strong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** Under the level when a rule holds it apart from the number ("75 — held at High: …"). */
export const held = style({
  maxWidth: "38ch",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
