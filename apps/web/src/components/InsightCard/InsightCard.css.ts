// One insight card: a type-coloured edge, a header with the type and dates, the text, the
// structured sections of its type, and a footer with feedback and delete.
import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { media } from "../../styles/breakpoints";
import { vars } from "../../styles/theme.css";
import { tile } from "../../styles/tile.css";

function edge(color: keyof typeof vars.card) {
  return { borderLeft: `4px solid ${vars.card[color].accent}` };
}

export const root = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.lg,
    padding: vars.space.lg,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    minWidth: 0,
    "@media": { [media.tablet]: { padding: vars.space.xl } },
  },
  variants: {
    tone: { blue: edge("blue"), orange: edge("orange"), purple: edge("purple") },
  },
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const metaItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

/** "Written by <model> from your numbers", under the title of a narrated insight. */
export const writtenBy = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  overflowWrap: "anywhere",
});

export const content = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: "pre-line",
});

/** The dashboard's teaser: the summary to three lines at most. */
export const teaserSummary = style([
  content,
  {
    display: "-webkit-box",
    WebkitLineClamp: 3,
    WebkitBoxOrient: "vertical",
    overflow: "hidden",
    whiteSpace: "normal",
  },
]);

export const detailsToggle = style({
  alignSelf: "flex-start",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  marginLeft: `calc(-1 * ${vars.space.sm})`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "none",
  cursor: "pointer",
  font: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
  selectors: {
    "&:hover": { backgroundColor: vars.color.brandSoft },
    "&:focus-visible": { outline: "none", boxShadow: vars.shadow.focus },
  },
});

export const detailsChevron = recipe({
  base: { display: "inline-flex", transition: "transform 150ms ease" },
  variants: { open: { true: { transform: "rotate(180deg)" }, false: {} } },
});

export const details = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  selectors: { "&[hidden]": { display: "none" } },
});

export const lead = style({ color: vars.color.muted, lineHeight: vars.lineHeight.relaxed });

export const sections = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const sectionTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: vars.color.muted,
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const item = style([
  tile,
  { display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 },
]);

export const itemHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const itemTitle = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

export const itemText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  overflowWrap: "anywhere",
});

export const metricGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  gap: vars.space.sm,
});

export const metricValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "-0.01em",
});

export const trendWord = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const bullets = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.relaxed,
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const feedback = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const feedbackPrompt = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
