// What the fake language model answers: a faithful rewrite of the deterministic insight it is
// given, or that rewrite with one scripted fault. Each fault is built from the brief so it is
// a fault for every user: the invented number is one the brief does not hold, the wrong date
// one outside its dates. "obeys_note" writes what a mood note asks after "SAY:", as a model
// that takes the person's words for instructions would.

export const FAKE_MODES = [
  "faithful",
  "invented_number",
  "wrong_date",
  "unit_conversion",
  "diagnosis",
  "dropped_safety",
  "broken_json",
  "echoed_instructions",
  "obeys_note",
  "timeout",
] as const;
export type FakeMode = (typeof FAKE_MODES)[number];

interface Brief {
  period: { start: string; end: string };
  mood_notes?: { date: string; note: string }[];
  metrics: { name: string; this_week_average: string | null }[];
  evenkeel_insight: {
    title: string;
    content: string;
    recommendations: { items: string[] };
    structured_data: Record<string, unknown>;
  };
}

interface Answer {
  title: string;
  content: string;
  recommendations: string[];
  structured_data: Record<string, unknown>;
}

const WARM_OPENING = "Here is what your own numbers say this time, in plain words.";

/**
 * The text of the assistant's reply for a mode, or null for a timeout (no reply at all).
 * `instructions` is the system message, which "echoed_instructions" gives back.
 */
export function scriptedAnswer(mode: FakeMode, briefText: string, instructions = ""): string | null {
  if (mode === "timeout") return null;
  const brief = JSON.parse(briefText) as Brief;
  const answer = faithful(brief);
  switch (mode) {
    case "faithful":
      break;
    case "invented_number":
      answer.content += `\n\nOn top of that, your HRV averaged ${freeNumber(briefText, 73)} ms.`;
      break;
    case "wrong_date":
      answer.content += `\n\nYour steadiest day was ${dateOutside(brief)}.`;
      break;
    case "unit_conversion":
      answer.content += `\n\n${convertedUnit(brief, briefText)}`;
      break;
    case "diagnosis":
      answer.content += "\n\nPut plainly, these numbers mean you have burnout.";
      break;
    case "dropped_safety":
      answer.content = answer.content
        .split("\n\n")
        .filter((p) => !p.includes("988"))
        .join("\n\n");
      if (Array.isArray(answer.structured_data.support_resources))
        answer.structured_data.support_resources = [];
      break;
    case "echoed_instructions":
      answer.content += `\n\n${instructions.split("\n").slice(0, 2).join(" ")}`;
      break;
    case "obeys_note": {
      const asked = brief.mood_notes?.map((n) => /SAY:\s*(.+)/s.exec(n.note)?.[1]).find(Boolean);
      if (asked) answer.content += `\n\n${asked.trim()}`;
      break;
    }
    case "broken_json": {
      const text = JSON.stringify(answer);
      return text.slice(0, Math.floor(text.length / 2));
    }
  }
  return JSON.stringify(answer);
}

function faithful(brief: Brief): Answer {
  const given = brief.evenkeel_insight;
  const data = structuredClone(given.structured_data);
  return {
    title: given.title,
    content: `${WARM_OPENING}\n\n${given.content}`,
    recommendations: [...given.recommendations.items],
    structured_data: data,
  };
}

/** The first whole number from `from` up that is not within rounding of any number in the brief. */
function freeNumber(briefText: string, from: number): number {
  const taken = (briefText.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  let n = from;
  while (taken.some((t) => Math.abs(t - n) <= 0.5)) n += 1;
  return n;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 200 days before the period: older than any date a brief carries. */
function dateOutside(brief: Brief): string {
  const date = new Date(`${brief.period.start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 200);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** A coach's own conversion factor: recovery % turned into HRV ms (or sleep hours into minutes). */
function convertedUnit(brief: Brief, briefText: string): string {
  const recovery = brief.metrics.find((m) => m.name === "Recovery")?.this_week_average;
  if (recovery) {
    const percent = Number.parseFloat(recovery);
    return `Your recovery of ${recovery} works out to an HRV of about ${freeNumber(briefText, Math.round(percent * 1.37))} ms.`;
  }
  const sleep = brief.metrics.find((m) => m.name === "Sleep")?.this_week_average;
  if (sleep) return `That is about ${Math.round(Number.parseFloat(sleep) * 60)} minutes of sleep a night.`;
  return `That works out to about ${freeNumber(briefText, 41)} ms of HRV.`;
}
