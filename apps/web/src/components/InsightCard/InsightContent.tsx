// The insight's plain-text content, split for the folded card: the summary every card
// shows starts at the first sentence that says something; the rest goes behind "Show details"
// with the structured sections, which lay the same findings out (docs/narrator.md, "On the card").
import type { Insight } from "@evenkeel/contracts";

export interface ContentParts {
  summary: string;
  /** What the summary leaves out, in order, or "" when there is nothing. */
  rest: string;
}

/** A sentence ends at . ! or ? (after any closing quote or bracket) and the space after it. */
const SENTENCE_END = /[.!?]["”’)]*\s+/g;
/**
 * A sentence that states a number says something: every insight Evenkeel writes opens with
 * one, and a narrated one's numbers are checked against the facts. An opening such as "Here is
 * what your own numbers say this time, in plain words." states none.
 */
const STATES_A_NUMBER = /\d/;

/** Where the first sentence that states a number starts in a paragraph, or -1. */
function firstStatingSentence(paragraph: string): number {
  const starts = [0, ...[...paragraph.matchAll(SENTENCE_END)].map((m) => (m.index ?? 0) + m[0].length)];
  return (
    starts.find((start, i) =>
      STATES_A_NUMBER.test(paragraph.slice(start, starts[i + 1] ?? paragraph.length)),
    ) ?? -1
  );
}

export function splitContent(content: string): ContentParts {
  const paragraphs = content
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  for (const [i, paragraph] of paragraphs.entries()) {
    const start = firstStatingSentence(paragraph);
    if (start === -1) continue;
    const skipped = [...paragraphs.slice(0, i), paragraph.slice(0, start).trim()];
    return {
      summary: paragraph.slice(start),
      rest: [...skipped, ...paragraphs.slice(i + 1)].filter((p) => p !== "").join("\n\n"),
    };
  }
  // Nothing states a number: the first paragraph, as before.
  const [summary = "", ...rest] = paragraphs;
  return { summary, rest: rest.join("\n\n") };
}

/** A structured lead (summary, message, overview) already said by the content is not repeated. */
export function isNewLead(lead: string, content: string): boolean {
  return lead.trim() !== "" && !content.includes(lead.trim());
}

/** The recommendations the expanded card lists in a section of their own. */
export function listedRecommendations(insight: Insight): string[] {
  if (!insight.structured_data) return [...insight.recommendations.items];
  switch (insight.insight_type) {
    case "weekly_summary":
      return insight.structured_data.recommendations.map((r) => r.action);
    case "burnout_alert":
      return insight.structured_data.immediate_actions.map((a) => a.action);
    case "trend_analysis":
      return insight.structured_data.recommendations.map((r) => r.action);
  }
}

/** Lower case, one space, no list marker in front and no full stop behind. */
const comparable = (text: string) =>
  text
    .replace(/^\s*(?:[-–•*]|\d+[.)])\s+/, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!]+$/, "")
    .toLowerCase();

/** Shorter texts could match a line by chance. */
const REPEAT_MIN = 12;

/**
 * The details' text without the lines that repeat a recommendation listed below it, and without
 * a heading ("For the week ahead:") left with nothing under it: each recommendation shows once.
 */
export function withoutRepeats(text: string, listed: readonly string[]): string {
  const wanted = listed.map(comparable).filter((w) => w.length >= REPEAT_MIN);
  if (wanted.length === 0) return text;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const lines = paragraph.split("\n");
      const kept = lines.filter((line) => !wanted.some((w) => comparable(line).includes(w)));
      if (kept.length === lines.length) return paragraph;
      return kept.every((line) => /:\s*$/.test(line) || line.trim() === "") ? "" : kept.join("\n");
    })
    .filter((p) => p.trim() !== "")
    .join("\n\n");
}
