// What the person's context tags say about their hardest days: among the lowest
// mood days of a span, how many carried each tag. "3 of the 5 worst days were tagged
// alcohol" is a pattern worth telling; one tagged day among five is not.
import { MOOD_TAG_LABELS, MOOD_TAGS, type Mood, type MoodTag } from "@evenkeel/contracts";
import { type DateSpan, inSpan } from "./insight-windows.ts";

/** The worst days looked at, and the fewest mood days a span needs for a "worst days" claim. */
const WORST_DAYS = 5;
const MIN_MOOD_DAYS = 3;
/** A tag is mentioned when it marks at least this many of the worst days. */
const MIN_TAGGED = 2;

export type TaggedMood = Pick<Mood, "date" | "rating"> & { tags?: readonly MoodTag[] };

export interface TaggedBadDays {
  /** How many worst days were looked at (up to 5: fewer when the span has fewer mood days). */
  worstDays: number;
  /** Tags on at least two of them, most frequent first (ties in the list's order). */
  tags: { tag: MoodTag; days: number }[];
}

export function findTaggedBadDays(moods: readonly TaggedMood[], span: DateSpan): TaggedBadDays | null {
  const inPeriod = moods.filter((mood) => inSpan(mood.date, span));
  if (inPeriod.length < MIN_MOOD_DAYS) return null;
  // Lowest rating first; on a tie the earlier day, so the choice is stable.
  const worst = [...inPeriod]
    .sort((a, b) => a.rating - b.rating || a.date.localeCompare(b.date))
    .slice(0, WORST_DAYS);
  const tags = MOOD_TAGS.map((tag) => ({
    tag,
    days: worst.filter((mood) => mood.tags?.includes(tag)).length,
  }))
    .filter((counted) => counted.days >= MIN_TAGGED)
    .sort((a, b) => b.days - a.days);
  return tags.length > 0 ? { worstDays: worst.length, tags } : null;
}

/** e.g. "3 of the 5 worst days were tagged alcohol, 2 deadline." */
export function taggedBadDaysSentence(found: TaggedBadDays | null): string | null {
  if (!found) return null;
  const [lead, ...rest] = found.tags;
  if (!lead) return null;
  const word = (tag: MoodTag) => MOOD_TAG_LABELS[tag].toLowerCase();
  const more = rest.map((t) => `, ${t.days} ${word(t.tag)}`).join("");
  const days = found.worstDays === 1 ? "worst day was" : `${found.worstDays} worst days were`;
  return `${lead.days} of the ${days} tagged ${word(lead.tag)}${more}.`;
}
