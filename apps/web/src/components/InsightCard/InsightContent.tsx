// The insight's plain-text content, split for the folded card (issue 14): the first paragraph
// is the summary every card shows; the rest goes behind "Show details" with the structured
// sections, which say the same things laid out.

export interface ContentParts {
  summary: string;
  /** Every paragraph after the first, or "" when there is none. */
  rest: string;
}

export function splitContent(content: string): ContentParts {
  const [summary = "", ...rest] = content.trim().split(/\n\s*\n/);
  return { summary: summary.trim(), rest: rest.join("\n\n").trim() };
}

/** A structured lead (summary, message, overview) already said by the content is not repeated. */
export function isNewLead(lead: string, content: string): boolean {
  return lead.trim() !== "" && !content.includes(lead.trim());
}
